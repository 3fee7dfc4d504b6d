import { paths } from '@/config/paths';
import { type AppRoute, route, screenFrom } from '@/lib/routes';

export const partnersRoutes: AppRoute[] = [
  route(
    paths.partners,
    'signed-in',
    screenFrom(() => import('./partners-screen'), 'PartnersScreen'),
    ['main', 'Partenaires', 40],
  ),
];
