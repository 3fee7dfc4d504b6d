import { paths } from '@/config/paths';
import { type AppRoute, route, screenFrom } from '@/lib/routes';

const photos = screenFrom(() => import('./photos-screen'), 'PhotosScreen');

export const photosRoutes: AppRoute[] = [
  route(paths.photos, 'signed-in', photos, ['main', 'Photos', 20]),
];
