import { paths } from '@/config/paths';
import { canManageCalendar, canSeeCalendarOrder } from '@/lib/permissions';
import { type AppRoute, allowedBy, route, screenFrom } from '@/lib/routes';

/** The calendar's screens but its purchase, which src/app composes with the privacy text. */
export const calendarRoutes: AppRoute[] = [
  route(
    paths.calendarCode,
    'public',
    screenFrom(() => import('./calendar-code-screen'), 'CalendarCodeScreen'),
  ),
  route(
    paths.calendarTour,
    allowedBy(canSeeCalendarOrder),
    screenFrom(() => import('./calendar-tour-screen'), 'CalendarTourScreen'),
    ['main', 'Tournée des calendriers', 50],
  ),
  route(
    paths.manageCalendars,
    allowedBy(canManageCalendar),
    screenFrom(() => import('./calendar-orders-screen'), 'CalendarOrdersScreen'),
  ),
  route(
    paths.calendarOrderDetails,
    allowedBy(canSeeCalendarOrder),
    screenFrom(() => import('./calendar-order-screen'), 'CalendarOrderScreen'),
  ),
];
