export { CommissionScreen as Component } from '@/features/commissions/commission-screen';
