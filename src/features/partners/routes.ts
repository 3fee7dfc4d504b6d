import { paths } from '@/config/paths';
import { type AppRoute, route, screenFrom } from '@/lib/routes';

const partners = screenFrom(() => import('./partners-screen'), 'PartnersScreen');

export const partnersRoutes: AppRoute[] = [
  route(paths.partners, 'signed-in', partners, ['main', 'Partenaires', 40]),
];
