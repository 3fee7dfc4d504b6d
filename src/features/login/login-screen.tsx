import { type ComponentType, Suspense, lazy, useState } from 'react';
import { Button, Container } from 'react-bootstrap';
import { env } from '@/config/env';
import { useOneUseParams } from '@/components/use-one-use-params';
import { SignInForm } from './sign-in-form';

export { SIGN_IN_REFUSED } from './login-messages';

// What the sign-in form does not show at once is loaded when it is needed.
const RecoveryModal = lazy(async () => ({
  default: (await import('./recovery-modal')).RecoveryModal,
}));
const ResetForm = lazy(async () => ({ default: (await import('./reset-form')).ResetForm }));
const RegistrationModalFrame = lazy(async () => ({
  default: (await import('./registration-modal-frame')).RegistrationModalFrame,
}));

const MODAL_LINKS = [
  ['recovery', 'Mot de passe oublié'],
  ['registration', 'Créer un compte'],
] as const;

const RESET_PARAMS = ['token'] as const;

type RegistrationSlot = ComponentType<{ show: boolean; onHide: () => void }>;

/** The login screen, in sign-in mode or, with a `token` in the address, reset mode. */
export function LoginScreen({
  registration: Registration = RegistrationModalFrame,
}: {
  registration?: RegistrationSlot;
}) {
  const [{ token }, forgetToken] = useOneUseParams(RESET_PARAMS);
  const [email, setEmail] = useState('');
  const [modal, setModal] = useState<'recovery' | 'registration' | null>(null);
  // Once opened, a modal stays mounted so that it keeps what was typed and can animate.
  const [opened, setOpened] = useState({ recovery: false, registration: false });

  const open = (which: 'recovery' | 'registration') => {
    setOpened((current) => ({ ...current, [which]: true }));
    setModal(which);
  };
  const close = () => setModal(null);

  return (
    <Container className="py-4 py-sm-5" style={{ maxWidth: 480 }}>
      {/* Bootstrap's card as plain markup: react-bootstrap's `Card` carries its eight parts
          (images, links, footers…) into the first script. */}
      <div className="card shadow-sm">
        <div className="card-body p-4">
          <h1 className="h3 mb-1">Espace membres</h1>
          <p className="text-body-secondary mb-4">Amicale des sapeurs-pompiers · {env.product}</p>
          {token ? (
            <Suspense fallback={<p role="status">Chargement…</p>}>
              <ResetForm token={token} onDone={forgetToken} />
            </Suspense>
          ) : (
            <SignInForm email={email} onEmailChange={setEmail}>
              <div className="d-flex justify-content-between flex-wrap gap-2">
                {MODAL_LINKS.map(([which, label]) => (
                  <Button key={which} variant="link" className="px-0" onClick={() => open(which)}>
                    {label}
                  </Button>
                ))}
              </div>
            </SignInForm>
          )}
        </div>
      </div>
      <Suspense fallback={null}>
        {opened.recovery && (
          <RecoveryModal show={modal === 'recovery'} onHide={close} initialEmail={email} />
        )}
        {opened.registration && <Registration show={modal === 'registration'} onHide={close} />}
      </Suspense>
    </Container>
  );
}
