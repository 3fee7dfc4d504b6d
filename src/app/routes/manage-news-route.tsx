import { NewsAdminScreen } from '@/features/admin/news/news-admin-screen';

export function Component() {
  return <NewsAdminScreen />;
}
