import { UpcomingScreen } from '../../components/status-screens';
import { Protected } from '../protected';
import { canManageCalendar } from '../../lib/permissions';

export function Component() {
  return (
    <Protected allow={canManageCalendar}>
      <UpcomingScreen title={'Commande de calendrier'} />
    </Protected>
  );
}
