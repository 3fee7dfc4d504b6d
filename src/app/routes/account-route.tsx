import { UpcomingScreen } from '../../components/status-screens';
import { canSeePerson } from '../../lib/permissions';
import { Protected } from '../protected';
import { usePersonIdParam } from './person-params';

export function Component() {
  const personId = usePersonIdParam();
  return (
    <Protected allow={(user) => canSeePerson(user, personId)}>
      <UpcomingScreen title="Mon compte" />
    </Protected>
  );
}
