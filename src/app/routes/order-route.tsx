export { OrderScreen as Component } from '@/features/orders/order-screen';
