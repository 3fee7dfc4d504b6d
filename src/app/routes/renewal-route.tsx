import { RenewalScreen } from '../../features/renewal/renewal-screen';

export function Component() {
  return <RenewalScreen />;
}
