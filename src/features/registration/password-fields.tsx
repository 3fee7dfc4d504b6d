import { Col, Row } from 'react-bootstrap';
import { useFormContext } from 'react-hook-form';
import { TextField } from '@/components/form/fields';
import { PASSWORDS_DIFFER, PASSWORD_NOT_ALLOWED, isPasswordAllowed } from '@/lib/passwords';
import type { PersonFormValues } from './person-values';

const KEEP = 'Laisser vide pour ne pas modifier';

/**
 * The password and its confirmation: an allowed password at sign-up (both required); on one's own
 * account (`keepable`) an empty one keeps the current password.
 */
export function PasswordFields({ keepable = false }: { keepable?: boolean }) {
  const { getValues } = useFormContext<PersonFormValues>();
  const fields = [
    {
      name: 'password',
      label: 'Mot de passe',
      placeholder: keepable ? KEEP : undefined,
      rules: {
        deps: 'password2',
        validate: (password: string) =>
          (keepable && password === '') || isPasswordAllowed(password) || PASSWORD_NOT_ALLOWED,
      },
      hint: `${keepable ? `${KEEP}. ` : ''}Utilisez de préférence plus de 10 caractères.`,
    },
    {
      name: 'password2',
      label: 'Confirmation du mot de passe',
      rules: {
        validate: (confirmation: string) =>
          confirmation === getValues('password') || PASSWORDS_DIFFER,
      },
    },
  ] as const;

  return (
    <Row className="g-3 mt-1">
      {fields.map(({ name, ...field }) => (
        <Col sm={6} key={name}>
          <TextField<PersonFormValues>
            {...field}
            id={`person-${name}`}
            name={name}
            type="password"
            autoComplete="new-password"
            required={!keepable}
            className="mb-0"
          />
        </Col>
      ))}
    </Row>
  );
}
