import { ValidationScreen } from '../../features/email-validation/validation-screen';

export function Component() {
  return <ValidationScreen />;
}
