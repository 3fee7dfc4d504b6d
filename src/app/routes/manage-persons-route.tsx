import { PersonsScreen } from '../../features/admin/persons/persons-screen';
import { CalendarTourTotal } from '../../features/calendar/calendar-tour-total';
import { canManageCalendar } from '../../lib/permissions';
import { useSession } from '../../stores/session';

export function Component() {
  const seesCalendar = useSession((state) => canManageCalendar(state));
  return <PersonsScreen extras={seesCalendar ? [<CalendarTourTotal key="calendar" />] : []} />;
}
