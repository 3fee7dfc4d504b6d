export { CommandScreen as Component } from '@/features/orders/command-screen';
