import { UpcomingScreen } from '../../components/status-screens';

export function Component() {
  return <UpcomingScreen title={'Mise à jour des informations du compte'} />;
}
