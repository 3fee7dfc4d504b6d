import { paths } from '@/config/paths';
import { canManageCalendar, canSeeCalendarOrder } from '@/lib/permissions';
import { type AppRoute, allowedBy, route, screenFrom } from '@/lib/routes';

const code = screenFrom(() => import('./calendar-code-screen'), 'CalendarCodeScreen');
const tour = screenFrom(() => import('./calendar-tour-screen'), 'CalendarTourScreen');
const orders = screenFrom(() => import('./calendar-orders-screen'), 'CalendarOrdersScreen');
const campaign = screenFrom(() => import('./campaign-screen'), 'CampaignScreen');
const order = screenFrom(() => import('./calendar-order-screen'), 'CalendarOrderScreen');
const calendarTeam = allowedBy(canSeeCalendarOrder);

/** The calendar's screens but its purchase, which src/app composes with the privacy text. */
export const calendarRoutes: AppRoute[] = [
  route(paths.calendarCode, 'public', code),
  route(paths.calendarTour, calendarTeam, tour, ['main', 'Tournée des calendriers', 50]),
  route(paths.manageCalendars, allowedBy(canManageCalendar), orders),
  route(paths.calendarCampaign, allowedBy(canManageCalendar), campaign),
  route(paths.calendarOrderDetails, calendarTeam, order),
];
