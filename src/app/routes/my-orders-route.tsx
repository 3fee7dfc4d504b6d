import { MyOrdersScreen } from '@/features/orders/my-orders-screen';
import { usePersonIdParam } from './person-params';

export function Component() {
  return <MyOrdersScreen personId={usePersonIdParam()} />;
}
