import { DuesPayment } from '../../features/dues/dues-payment';
import { ValidationScreen } from '../../features/email-validation/validation-screen';

export function Component() {
  return <ValidationScreen Dues={DuesPayment} />;
}
