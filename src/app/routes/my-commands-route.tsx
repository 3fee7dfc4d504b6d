import { MyCommandsScreen } from '@/features/orders/my-commands-screen';
import { usePersonIdParam } from './person-params';

export function Component() {
  return <MyCommandsScreen personId={usePersonIdParam()} />;
}
