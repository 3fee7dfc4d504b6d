import { paths } from '@/config/paths';
import { type AppRoute, route, screenFrom } from '@/lib/routes';

export const documentsRoutes: AppRoute[] = [
  route(
    paths.documents,
    'signed-in',
    screenFrom(() => import('./documents-screen'), 'DocumentsScreen'),
    ['main', 'Documents', 30],
  ),
];
