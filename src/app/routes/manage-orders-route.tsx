import { OrdersAdminScreen } from '@/features/admin/orders/orders-admin-screen';

export function Component() {
  return <OrdersAdminScreen />;
}
