import { UpcomingScreen } from '../../components/status-screens';
import { Protected } from '../protected';
import { canManagePersons } from '../../lib/permissions';

export function Component() {
  return (
    <Protected allow={canManagePersons}>
      <UpcomingScreen title={"Création d'un compte"} />
    </Protected>
  );
}
