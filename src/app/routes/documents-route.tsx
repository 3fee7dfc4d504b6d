import { UpcomingScreen } from '../../components/status-screens';
import { Protected } from '../protected';

export function Component() {
  return (
    <Protected>
      <UpcomingScreen title={'Documents'} />
    </Protected>
  );
}
