import { AccountScreen } from '@/features/account/account-screen';
import { PersonEditForm } from '@/features/registration/person-edit-form';
import { canEditPersonIdentity } from '@/lib/permissions';
import { useSession } from '@/stores/session';
import { usePersonIdParam } from '@/components/use-person-id-param';

export function Component() {
  const personId = usePersonIdParam();
  const canEditIdentity = useSession((state) => canEditPersonIdentity(state));
  return (
    <AccountScreen personId={personId} canEditIdentity={canEditIdentity} Form={PersonEditForm} />
  );
}
