import { DuesPayment } from '@/features/dues/dues-payment';
import { RenewalScreen } from '@/features/renewal/renewal-screen';

export function Component() {
  return <RenewalScreen Dues={DuesPayment} />;
}
