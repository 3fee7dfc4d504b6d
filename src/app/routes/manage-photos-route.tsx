import { UpcomingScreen } from '../../components/status-screens';
import { Protected } from '../protected';
import { canManagePhotos } from '../../lib/permissions';

export function Component() {
  return (
    <Protected allow={canManagePhotos}>
      <UpcomingScreen title={'Administration des photos'} />
    </Protected>
  );
}
