import { type FormEvent, useState } from 'react';
import { Form } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { resetPassword } from '@/api/auth';
import { statusOf } from '@/api/client';
import { TextInput } from '@/components/form/inputs';
import { PendingButton } from '@/components/pending-button';
import { paths } from '@/config/paths';
import { usePending } from '@/components/use-pending';
import {
  PASSWORDS_DIFFER,
  PASSWORD_NOT_ALLOWED,
  isPasswordAllowed,
  passwordsMatch,
} from '@/lib/passwords';
import { RESET_DONE, RESET_EMAIL_NOT_FOUND, RESET_FORBIDDEN, RESET_FAILED } from './login-messages';
import { toastFailure } from '@/components/toast-failure';

/** Password-reset mode of the login screen: the link's token, the e-mail, the password twice. */
export function ResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const [touched, setTouched] = useState({ password: false, password2: false });
  const [submitted, setSubmitted] = useState(false);
  const [processing, run] = usePending();

  const passwordError =
    (touched.password || submitted) && !isPasswordAllowed(password) ? PASSWORD_NOT_ALLOWED : null;
  const confirmationError =
    (touched.password2 || submitted) && !passwordsMatch(password, password2)
      ? PASSWORDS_DIFFER
      : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!email.trim() || !isPasswordAllowed(password)) return;
    if (!passwordsMatch(password, password2)) {
      toastFailure(PASSWORDS_DIFFER);
      return;
    }
    await run(async () => {
      try {
        await resetPassword({ token, email: email.trim(), password, password2 });
        toast.success(RESET_DONE);
        onDone();
        void navigate(paths.home.getHref(), { replace: true });
      } catch (error) {
        const status = statusOf(error);
        toastFailure(
          status === 404 ? RESET_EMAIL_NOT_FOUND : status === 403 ? RESET_FORBIDDEN : RESET_FAILED,
        );
      }
    });
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="h5 mb-3">Choisissez un nouveau mot de passe</h2>
      <TextInput
        id="reset-email"
        label="E-mail"
        type="email"
        autoComplete="username"
        required
        value={email}
        error={submitted && !email.trim() ? "Indiquez l'e-mail de votre compte." : null}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextInput
        id="reset-password"
        label="Mot de passe"
        type="password"
        autoComplete="new-password"
        value={password}
        required
        error={passwordError}
        hint="Utilisez de préférence plus de 10 caractères."
        onChange={(event) => setPassword(event.target.value)}
        onBlur={() => setTouched((value) => ({ ...value, password: true }))}
      />
      <TextInput
        id="reset-password2"
        label="Confirmation du mot de passe"
        type="password"
        autoComplete="new-password"
        value={password2}
        required
        error={confirmationError}
        onChange={(event) => setPassword2(event.target.value)}
        onBlur={() => setTouched((value) => ({ ...value, password2: true }))}
      />
      <PendingButton pending={processing} className="w-100">
        Réinitialiser
      </PendingButton>
    </Form>
  );
}
