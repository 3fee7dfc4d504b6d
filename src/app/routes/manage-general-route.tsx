import { UpcomingScreen } from '../../components/status-screens';
import { Protected } from '../protected';
import { canManageGeneral } from '../../lib/permissions';

export function Component() {
  return (
    <Protected allow={canManageGeneral}>
      <UpcomingScreen title={'Administration générale'} />
    </Protected>
  );
}
