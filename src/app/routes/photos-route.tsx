export { PhotosScreen as Component } from '@/features/photos/photos-screen';
