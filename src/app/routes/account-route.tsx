import { AccountScreen } from '@/features/account/account-screen';
import { PersonForm } from '@/features/registration/person-form';
import { canEditPersonIdentity } from '@/lib/permissions';
import { useSession } from '@/stores/session';
import { usePersonIdParam } from '@/components/use-person-id-param';

export function Component() {
  const personId = usePersonIdParam();
  const canEditIdentity = useSession((state) => canEditPersonIdentity(state));
  return <AccountScreen personId={personId} canEditIdentity={canEditIdentity} Form={PersonForm} />;
}
