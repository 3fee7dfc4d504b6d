import { PersonsScreen } from '../../features/admin/persons/persons-screen';

export function Component() {
  return <PersonsScreen />;
}
