import { paths } from '@/config/paths';
import { type AppRoute, route, screenFrom } from '@/lib/routes';

const documents = screenFrom(() => import('./documents-screen'), 'DocumentsScreen');

export const documentsRoutes: AppRoute[] = [
  route(paths.documents, 'signed-in', documents, ['main', 'Documents', 30]),
];
