import { AccountScreen } from '@/features/account/account-screen';
import { PersonAdminPanel } from '@/features/admin/persons/person-admin-panel';
import { PersonForm } from '@/features/registration/person-form';
import { canEditPersonIdentity } from '@/lib/permissions';
import { useSession } from '@/stores/session';
import { usePersonIdParam } from '@/components/use-person-id-param';

/** `/person/{id}`: the account page with the administrators' panel. */
export function Component() {
  const personId = usePersonIdParam();
  const canEditIdentity = useSession((state) => canEditPersonIdentity(state));
  return (
    <AccountScreen
      key={personId}
      personId={personId}
      canEditIdentity={canEditIdentity}
      Form={PersonForm}
      Admin={PersonAdminPanel}
      titledByName
    />
  );
}
