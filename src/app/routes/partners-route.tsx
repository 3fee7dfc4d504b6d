export { PartnersScreen as Component } from '@/features/partners/partners-screen';
