import { SignUpForm } from '@/features/registration/sign-up-form';
import { RegistrationModalFrame } from '@/features/login/registration-modal-frame';

/**
 * The registration modal of the login screen: its frame, with the sign-up form inside.
 * The login screen loads it only when 'Créer un compte' is first chosen.
 */
export function RegistrationModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  return (
    <RegistrationModalFrame show={show} onHide={onHide}>
      <SignUpForm onDone={onHide} />
    </RegistrationModalFrame>
  );
}
