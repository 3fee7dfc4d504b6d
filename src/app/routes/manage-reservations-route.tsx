import { UpcomingScreen } from '../../components/status-screens';
import { Protected } from '../protected';
import { isAdminOfAnyCommission } from '../../lib/permissions';

export function Component() {
  return (
    <Protected allow={isAdminOfAnyCommission}>
      <UpcomingScreen title={'Réservations de la commission'} />
    </Protected>
  );
}
