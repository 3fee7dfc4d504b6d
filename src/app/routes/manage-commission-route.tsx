import { useParams } from 'react-router-dom';
import { UpcomingScreen } from '../../components/status-screens';
import { canAdministerCommission } from '../../lib/permissions';
import { Protected } from '../protected';

export function Component() {
  const { commissionName = '' } = useParams();
  return (
    <Protected allow={(user) => canAdministerCommission(user, { technicalName: commissionName })}>
      <UpcomingScreen title={`Administration de la commission ${commissionName}`} />
    </Protected>
  );
}
