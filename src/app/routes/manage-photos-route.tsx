import { PhotosAdminScreen } from '@/features/admin/photos/photos-admin-screen';

export function Component() {
  return <PhotosAdminScreen />;
}
