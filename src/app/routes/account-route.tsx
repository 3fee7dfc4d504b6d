import { AccountScreen } from '../../features/account/account-screen';
import { PersonForm } from '../../features/registration/person-form';
import { canEditPersonIdentity, canSeePerson } from '../../lib/permissions';
import { useSession } from '../../stores/session';
import { Protected } from '../protected';
import { usePersonIdParam } from './person-params';

export function Component() {
  const personId = usePersonIdParam();
  const canEditIdentity = useSession((state) => canEditPersonIdentity(state));
  return (
    <Protected allow={(user) => canSeePerson(user, personId)}>
      <AccountScreen personId={personId} canEditIdentity={canEditIdentity} Form={PersonForm} />
    </Protected>
  );
}
