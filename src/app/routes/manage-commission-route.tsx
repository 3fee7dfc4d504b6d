import { useParams } from 'react-router-dom';
import { UpcomingScreen } from '../../components/status-screens';

export function Component() {
  const { commissionName = '' } = useParams();
  return <UpcomingScreen title={`Administration de la commission ${commissionName}`} />;
}
