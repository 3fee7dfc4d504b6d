import { type FormEvent, useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { resetPassword } from '../../api/auth';
import { statusOf } from '../../api/client';
import { paths } from '../../config/paths';
import {
  PASSWORDS_DIFFER,
  PASSWORD_NOT_ALLOWED,
  isPasswordAllowed,
  passwordsMatch,
} from '../../lib/passwords';

export const RESET_DONE = 'Votre mot de passe a été correctement réinitialisé';
export const RESET_EMAIL_NOT_FOUND = "L'email entré n'a pas été trouvé";
export const RESET_FORBIDDEN = "Opération interdite pour l'email choisi";
export const RESET_FAILED = 'Impossible de réinitialiser le mot de passe';

/** Password-reset mode of the login screen: the link's token, the e-mail, the password twice. */
export function ResetForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const [touched, setTouched] = useState({ password: false, password2: false });
  const [submitted, setSubmitted] = useState(false);
  const [processing, setProcessing] = useState(false);

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
      toast.error(PASSWORDS_DIFFER);
      return;
    }
    setProcessing(true);
    try {
      await resetPassword({ token, email: email.trim(), password, password2 });
      toast.success(RESET_DONE);
      void navigate(paths.home.getHref(), { replace: true });
    } catch (error) {
      const status = statusOf(error);
      toast.error(
        status === 404 ? RESET_EMAIL_NOT_FOUND : status === 403 ? RESET_FORBIDDEN : RESET_FAILED,
      );
      setProcessing(false);
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="h5 mb-3">Choisissez un nouveau mot de passe</h2>
      <Form.Group className="mb-3" controlId="reset-email">
        <Form.Label>E-mail</Form.Label>
        <Form.Control
          type="email"
          autoComplete="username"
          required
          value={email}
          isInvalid={submitted && !email.trim()}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Form.Control.Feedback type="invalid">
          Indiquez l'e-mail de votre compte.
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="reset-password">
        <Form.Label>Mot de passe</Form.Label>
        <Form.Control
          type="password"
          autoComplete="new-password"
          value={password}
          isInvalid={passwordError !== null}
          aria-describedby="reset-password-hint"
          onChange={(event) => setPassword(event.target.value)}
          onBlur={() => setTouched((value) => ({ ...value, password: true }))}
        />
        <Form.Control.Feedback type="invalid">{passwordError}</Form.Control.Feedback>
        <Form.Text id="reset-password-hint">
          Utilisez de préférence plus de 10 caractères.
        </Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId="reset-password2">
        <Form.Label>Confirmation du mot de passe</Form.Label>
        <Form.Control
          type="password"
          autoComplete="new-password"
          value={password2}
          isInvalid={confirmationError !== null}
          onChange={(event) => setPassword2(event.target.value)}
          onBlur={() => setTouched((value) => ({ ...value, password2: true }))}
        />
        <Form.Control.Feedback type="invalid">{confirmationError}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" variant="primary" className="w-100" disabled={processing}>
        {processing && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
        Réinitialiser
      </Button>
    </Form>
  );
}
