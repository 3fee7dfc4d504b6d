import { type ComponentType, type FormEvent, useState } from 'react';
import { Alert, Button, Card, Container, Form, Spinner } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { env } from '../../config/env';
import { readAddressParam } from '../../lib/address';
import { useSession } from '../../stores/session';
import { RecoveryModal } from './recovery-modal';
import { RegistrationModalFrame } from './registration-modal-frame';
import { ResetForm } from './reset-form';

export const SIGN_IN_REFUSED = 'Utilisateur non-autorisé';

type RegistrationSlot = ComponentType<{ show: boolean; onHide: () => void }>;

/** The login screen of SPEC §2, in sign-in mode or, with a `token` in the address, reset mode. */
export function LoginScreen({
  registration: Registration = RegistrationModalFrame,
}: {
  registration?: RegistrationSlot;
}) {
  const [search] = useSearchParams();
  const token = search.get('token') ?? readAddressParam(window.location.href, 'token');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [refused, setRefused] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [recoveryOpen, setRecoveryOpen] = useState(false);
  const [registrationOpen, setRegistrationOpen] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProcessing(true);
    setRefused(false);
    try {
      await useSession.getState().login(email.trim(), password);
    } catch {
      setRefused(true);
      setProcessing(false);
    }
  };

  const closeRegistration = () => setRegistrationOpen(false);

  return (
    <Container className="py-4 py-sm-5" style={{ maxWidth: 480 }}>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h3 mb-1">Espace membres</h1>
          <p className="text-body-secondary mb-4">Amicale des sapeurs-pompiers · {env.product}</p>
          {token ? (
            <ResetForm token={token} />
          ) : (
            <Form onSubmit={(event) => void submit(event)} noValidate>
              {refused && (
                <Alert variant="danger" role="alert">
                  {SIGN_IN_REFUSED}
                </Alert>
              )}
              <Form.Group className="mb-3" controlId="login-email">
                <Form.Label>E-mail</Form.Label>
                <Form.Control
                  type="email"
                  autoComplete="username"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              </Form.Group>
              <Form.Group className="mb-3" controlId="login-password">
                <Form.Label>Mot de passe</Form.Label>
                <Form.Control
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </Form.Group>
              <Button type="submit" variant="primary" className="w-100 mb-3" disabled={processing}>
                {processing && (
                  <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />
                )}
                Se connecter
              </Button>
              <div className="d-flex justify-content-between flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-link px-0"
                  onClick={() => setRecoveryOpen(true)}
                >
                  Mot de passe oublié
                </button>
                <button
                  type="button"
                  className="btn btn-link px-0"
                  onClick={() => setRegistrationOpen(true)}
                >
                  Créer un compte
                </button>
              </div>
            </Form>
          )}
        </Card.Body>
      </Card>
      <RecoveryModal
        show={recoveryOpen}
        onHide={() => setRecoveryOpen(false)}
        initialEmail={email}
      />
      <Registration show={registrationOpen} onHide={closeRegistration} />
    </Container>
  );
}
