import { paths } from '@/config/paths';
import { type AppRoute, route, screenFrom } from '@/lib/routes';

export const commissionsRoutes: AppRoute[] = [
  route(
    paths.commission,
    'signed-in',
    screenFrom(() => import('./commission-screen'), 'CommissionScreen'),
  ),
];
