export { ReservationScreen as Component } from '@/features/cart/reservation-screen';
