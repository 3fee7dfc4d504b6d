import { type FormEvent, type ReactNode, useState } from 'react';
import { Form } from 'react-bootstrap';
import { TextInput } from '../../components/form/inputs';
import { SubmitButton } from '../../components/submit-button';
import { useSession } from '../../stores/session';
import { SIGN_IN_REFUSED } from './login-messages';

/**
 * E-mail, password and 'Se connecter' (CONTRACT §5). A refused sign-in says 'Utilisateur
 * non-autorisé' in the form and keeps what was typed.
 */
export function SignInForm({
  email,
  onEmailChange,
  idPrefix = 'login',
  children,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  idPrefix?: string;
  /** Links under the button ('Mot de passe oublié', 'Créer un compte'). */
  children?: ReactNode;
}) {
  const [password, setPassword] = useState('');
  const [refused, setRefused] = useState(false);
  const [processing, setProcessing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (processing) return;
    setProcessing(true);
    setRefused(false);
    try {
      await useSession.getState().login(email.trim(), password);
    } catch {
      setRefused(true);
      setProcessing(false);
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      {refused && (
        <div className="alert alert-danger" role="alert">
          {SIGN_IN_REFUSED}
        </div>
      )}
      <TextInput
        id={`${idPrefix}-email`}
        label="E-mail"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      <TextInput
        id={`${idPrefix}-password`}
        label="Mot de passe"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <SubmitButton pending={processing} className="w-100 mb-3">
        Se connecter
      </SubmitButton>
      {children}
    </Form>
  );
}
