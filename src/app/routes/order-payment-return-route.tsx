export { OrderPaymentReturnScreen as Component } from '@/features/cart/order-payment-return-screen';
