import { paths } from '@/config/paths';
import { type AppRoute, route, screenFrom } from '@/lib/routes';

export const photosRoutes: AppRoute[] = [
  route(
    paths.photos,
    'signed-in',
    screenFrom(() => import('./photos-screen'), 'PhotosScreen'),
    ['main', 'Photos', 20],
  ),
];
