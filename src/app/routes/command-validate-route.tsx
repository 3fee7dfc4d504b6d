export { CommandValidateScreen as Component } from '@/features/cart/command-validate-screen';
