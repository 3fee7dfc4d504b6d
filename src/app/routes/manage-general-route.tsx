import { GeneralScreen } from '@/features/admin/general/general-screen';
import { rememberPrivacyText } from '@/features/privacy/privacy-text';

export function Component() {
  return <GeneralScreen onSaved={rememberPrivacyText} />;
}
