import { UpcomingScreen } from '../../components/status-screens';
import { Protected } from '../protected';

export function Component() {
  return (
    <Protected>
      <UpcomingScreen title={'Validation de la commande'} />
    </Protected>
  );
}
