import { type ComponentType, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { LoadedContent, Screen } from '@/components/screen';
import { paths } from '@/config/paths';
import { useLoad } from '@/components/use-load';
import { type Outcome, latestValidation, validateOnce } from './validate-once';
import {
  ADMIN_WILL_VALIDATE,
  EMAIL_CONFIRMED,
  TOKEN_REFUSED,
  VALIDATION_IN_PROGRESS,
  VALIDATION_UNREACHABLE,
} from './validation-messages';
import { Alert } from '@/components/alert';

function PaymentResult({ outcome }: { outcome: string }) {
  const paid = outcome === 'success';
  return (
    <Screen title={paid ? 'Paiement enregistré' : 'Paiement annulé'} width="medium">
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
      <Link to={paths.home.getHref()}>Retour à l'accueil</Link>
    </Screen>
  );
}

type DuesSlot = ComponentType<{ token: string }>;

function Validation({ token, Dues }: { token: string; Dues: DuesSlot }) {
  const navigate = useNavigate();
  // Without a token in the address: the outcome of the link this page just validated, if any.
  const validation = useLoad(
    () =>
      token
        ? validateOnce(token)
        : (latestValidation() ?? Promise.resolve<Outcome>({ state: 'false' })),
    [token],
  );
  const settled = validation.data !== undefined;

  // A used link's token leaves the address bar; the screen keeps it in state.
  useEffect(() => {
    if (settled) void navigate('/validateorsubscribe', { replace: true });
  }, [settled, navigate]);

  return (
    <Screen title="Validation de votre e-mail" width="medium">
      <LoadedContent
        load={validation}
        loading={`E-mail ${VALIDATION_IN_PROGRESS}…`}
        error={VALIDATION_UNREACHABLE}
      >
        {(outcome) =>
          outcome.state === 'false' ? (
            <Alert variant="danger">{TOKEN_REFUSED}</Alert>
          ) : (
            <>
              <Alert variant="success" role="status">
                <strong>{EMAIL_CONFIRMED}</strong>. {ADMIN_WILL_VALIDATE}
              </Alert>
              <Dues token={outcome.paymentToken} />
            </>
          )
        }
      </LoadedContent>
    </Screen>
  );
}

/** 'validateorsubscribe': confirms the e-mail with the link's token, then the dues to pay. */
export function ValidationScreen({ Dues }: { Dues: DuesSlot }) {
  const [search] = useSearchParams();
  const params = useParams();
  // Read once: the token is then removed from the address.
  const [token] = useState(() => search.get('token') ?? params.token ?? '');
  const payment = search.get('payment');
  if (payment) return <PaymentResult outcome={payment} />;
  return <Validation token={token} Dues={Dues} />;
}
