import { UpcomingScreen } from '../../components/status-screens';
import { env } from '../../config/env';
import { Protected } from '../protected';
import { canManageCalendar } from '../../lib/permissions';

export function Component() {
  return (
    <Protected allow={canManageCalendar}>
      <UpcomingScreen title={`Commandes de calendriers ${env.calendarYear}`} />
    </Protected>
  );
}
