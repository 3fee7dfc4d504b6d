export { CartScreen as Component } from '@/features/cart/cart-screen';
