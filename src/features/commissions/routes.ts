import { paths } from '@/config/paths';
import { type AppRoute, route, screenFrom } from '@/lib/routes';

const commission = screenFrom(() => import('./commission-screen'), 'CommissionScreen');

export const commissionsRoutes: AppRoute[] = [route(paths.commission, 'signed-in', commission)];
