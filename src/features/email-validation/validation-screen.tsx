import { useEffect, useState } from 'react';
import { Container, Spinner } from 'react-bootstrap';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { validateEmail } from '../../api/auth';
import { DuesPayment } from '../../components/dues-payment';

export const VALIDATION_IN_PROGRESS = 'en cours de validation';
export const EMAIL_CONFIRMED = 'E-mail confirmé';
export const ADMIN_WILL_VALIDATE =
  'Un administrateur va vérifier et valider votre compte sous 24/48h.';
export const TOKEN_REFUSED = "Le token fourni n'a pas pu être validé";

type Status =
  { state: 'inProgress' } | { state: 'true'; paymentToken: string } | { state: 'false' };

// One validation per link and page life: a link is often single-use on the server.
const validations = new Map<string, Promise<{ token: string }>>();
function validateOnce(token: string) {
  let pending = validations.get(token);
  if (!pending) {
    pending = validateEmail(token);
    validations.set(token, pending);
  }
  return pending;
}

function PaymentResult({ outcome }: { outcome: string }) {
  const paid = outcome === 'success';
  return (
    <>
      <h1 className="h3 mb-3">{paid ? 'Paiement enregistré' : 'Paiement annulé'}</h1>
      <div className={`alert ${paid ? 'alert-success' : 'alert-warning'}`}>
        {paid ? (
          <>
            Merci, votre cotisation est réglée. {ADMIN_WILL_VALIDATE} Vous pourrez ensuite vous
            connecter à l'espace membres.
          </>
        ) : (
          <>
            Votre paiement a été annulé : aucune somme n'a été prélevée. Vous pouvez reprendre le
            paiement avec le lien reçu par e-mail.
          </>
        )}
      </div>
      <Link to="/">Retour à l'accueil</Link>
    </>
  );
}

/** 'validateorsubscribe': confirms the e-mail with the link's token, then the dues to pay. */
export function ValidationScreen() {
  const [search] = useSearchParams();
  const params = useParams();
  const token = search.get('token') ?? params.token ?? '';
  const payment = search.get('payment');
  const [status, setStatus] = useState<Status>({ state: 'inProgress' });

  useEffect(() => {
    if (payment) return;
    if (!token) {
      setStatus({ state: 'false' });
      return;
    }
    let active = true;
    validateOnce(token)
      .then((answer) => active && setStatus({ state: 'true', paymentToken: answer.token }))
      .catch(() => active && setStatus({ state: 'false' }));
    return () => {
      active = false;
    };
  }, [token, payment]);

  return (
    <Container className="py-4" style={{ maxWidth: 760 }}>
      {payment ? (
        <PaymentResult outcome={payment} />
      ) : (
        <>
          <h1 className="h3 mb-3">Validation de votre e-mail</h1>
          {status.state === 'inProgress' && (
            <p role="status">
              <Spinner size="sm" animation="border" aria-hidden="true" /> E-mail{' '}
              {VALIDATION_IN_PROGRESS}…
            </p>
          )}
          {status.state === 'false' && (
            <div className="alert alert-danger" role="alert">
              {TOKEN_REFUSED}
            </div>
          )}
          {status.state === 'true' && (
            <>
              <div className="alert alert-success" role="status">
                <strong>{EMAIL_CONFIRMED}</strong>. {ADMIN_WILL_VALIDATE}
              </div>
              <DuesPayment token={status.paymentToken} />
            </>
          )}
        </>
      )}
    </Container>
  );
}
