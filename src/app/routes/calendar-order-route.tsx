import { CalendarOrderScreen } from '../../features/calendar/calendar-order-screen';
import { canManageCalendar } from '../../lib/permissions';
import { Protected } from '../protected';

export function Component() {
  return (
    <Protected allow={canManageCalendar}>
      <CalendarOrderScreen />
    </Protected>
  );
}
