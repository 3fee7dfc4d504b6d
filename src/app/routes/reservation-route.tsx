import { UpcomingScreen } from '../../components/status-screens';

export function Component() {
  return <UpcomingScreen title={'Réservation'} />;
}
