import { CalendarCodeScreen } from '../../features/calendar/calendar-code-screen';

export function Component() {
  return <CalendarCodeScreen />;
}
