import { paths } from '@/config/paths';
import { canManagePersons } from '@/lib/permissions';
import { type AppRoute, allowedBy, route, screenFrom } from '@/lib/routes';

const creation = screenFrom(() => import('./create-person-screen'), 'CreatePersonScreen');

export const registrationRoutes: AppRoute[] = [
  route(paths.createPerson, allowedBy(canManagePersons), creation),
];
