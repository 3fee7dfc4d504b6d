import { CalendarOrdersScreen } from '../../features/calendar/calendar-orders-screen';
import { canManageCalendar } from '../../lib/permissions';
import { Protected } from '../protected';

export function Component() {
  return (
    <Protected allow={canManageCalendar}>
      <CalendarOrdersScreen />
    </Protected>
  );
}
