import { paths } from '@/config/paths';
import { canManagePersons } from '@/lib/permissions';
import { type AppRoute, allowedBy, route, screenFrom } from '@/lib/routes';

export const registrationRoutes: AppRoute[] = [
  route(
    paths.createPerson,
    allowedBy(canManagePersons),
    screenFrom(() => import('./create-person-screen'), 'CreatePersonScreen'),
  ),
];
