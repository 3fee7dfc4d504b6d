import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert } from '@/components/alert';
import { TextInput } from '@/components/form/inputs';
import { PendingButton } from '@/components/pending-button';
import { usePending } from '@/components/use-pending';
import { useSession } from '@/stores/session';
import { SIGN_IN_REFUSED } from './login-messages';

/**
 * E-mail, password and 'Se connecter'. A refused sign-in says 'Utilisateur
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
  const [processing, run] = usePending();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      setRefused(false);
      try {
        await useSession.getState().login(email.trim(), password);
      } catch {
        setRefused(true);
      }
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {refused && <Alert variant="danger">{SIGN_IN_REFUSED}</Alert>}
      {(
        [
          ['email', 'E-mail', 'email', 'username', email, onEmailChange],
          ['password', 'Mot de passe', 'password', 'current-password', password, setPassword],
        ] as const
      ).map(([name, label, type, autoComplete, value, onChange]) => (
        <TextInput
          key={name}
          id={`${idPrefix}-${name}`}
          {...{ label, type, autoComplete, value }}
          // Both are needed, and say so before any attempt (RGAA 11.10).
          required
          onChange={(event) => onChange(event.target.value)}
        />
      ))}
      <PendingButton pending={processing} className="w-100 mb-3">
        Se connecter
      </PendingButton>
      {children}
    </form>
  );
}
