import { UpcomingScreen } from '../../components/status-screens';
import { Protected } from '../protected';
import { canManageNews } from '../../lib/permissions';

export function Component() {
  return (
    <Protected allow={canManageNews}>
      <UpcomingScreen title={'Administration des informations'} />
    </Protected>
  );
}
