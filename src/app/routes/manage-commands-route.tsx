import { UpcomingScreen } from '../../components/status-screens';
import { Protected } from '../protected';
import { isAdminOfAnyCommission } from '../../lib/permissions';

export function Component() {
  return (
    <Protected allow={isAdminOfAnyCommission}>
      <UpcomingScreen title={'Gestion des commandes'} />
    </Protected>
  );
}
