import { AccountScreen } from '@/features/account/account-screen';
import { PersonAdminPanel } from '@/features/admin/persons/person-admin-panel';
import { PersonEditForm } from '@/features/registration/person-edit-form';
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
      Form={PersonEditForm}
      Admin={PersonAdminPanel}
      titledByName
    />
  );
}
