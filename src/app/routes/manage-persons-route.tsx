import { DuesTotal } from '@/features/admin/orders/dues-total';
import { PersonsScreen } from '@/features/admin/persons/persons-screen';
import { CalendarTourTotal } from '@/features/calendar/calendar-tour-total';
import { canManageCalendar, canManageGeneral } from '@/lib/permissions';
import { useSession } from '@/stores/session';

/**
 * `Personnes` with the dashboard's figures the viewer may follow: the dues collected this year
 * for general administrators (who see every order in `Commandes`), the calendar tour's total
 * for those who keep its ledger.
 */
export function Component() {
  const seesDues = useSession((state) => canManageGeneral(state));
  const seesCalendar = useSession((state) => canManageCalendar(state));
  const extras = [
    ...(seesDues ? [<DuesTotal key="dues" year={new Date().getFullYear()} />] : []),
    ...(seesCalendar ? [<CalendarTourTotal key="calendar" />] : []),
  ];
  return <PersonsScreen extras={extras} />;
}
