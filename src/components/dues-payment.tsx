import { useEffect, useState } from 'react';
import { Button, Card, Spinner } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { statusOf } from '../api/client';
import { orderAdhesion } from '../api/commands';
import { fetchDues, resourceImageUrl } from '../api/resources';
import type { Resource } from '../api/types';
import { appBaseAddress } from '../config/env';
import { formatEuro } from '../lib/format';
import { redirectToCheckout } from '../lib/payment';
import { sanitizeHtml } from '../lib/sanitize';

export const NO_DUES_FOR_STATUS = 'Aucune cotisation disponible pour votre statut';
export const NOTHING_TO_PAY = 'Aucune cotisation à payer';
export const DUES_LOAD_FAILED = 'Impossible de charger le paiement de la cotisation';
export const ORDER_FAILED = 'La commande ne peut pas être effectuée';
export const orderRedirectFailed = (message: string) => `La commande a échoué ${message}`;

/** Where Stripe brings the member back: a clear result screen either way. */
export const paymentReturnAddress = (outcome: 'success' | 'cancel') =>
  `${appBaseAddress()}#/validateorsubscribe?payment=${outcome}`;

type Load =
  | { state: 'loading' }
  | { state: 'ready'; dues: Resource[] }
  | { state: 'failed'; message: string };

/**
 * The dues a member pays after validating the e-mail or when renewing (SPEC §2, §3): each
 * due's image, name, description and price, the total, and 'Payer' for all of them.
 */
export function DuesPayment({ token }: { token: string }) {
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    let active = true;
    fetchDues(token)
      .then((dues) => {
        if (!active) return;
        setLoad(
          dues.length ? { state: 'ready', dues } : { state: 'failed', message: NO_DUES_FOR_STATUS },
        );
      })
      .catch((error: unknown) => {
        if (!active) return;
        if (statusOf(error) === 404) {
          toast.info(NOTHING_TO_PAY);
          void navigate('/', { replace: true });
          return;
        }
        setLoad({ state: 'failed', message: DUES_LOAD_FAILED });
      });
    return () => {
      active = false;
    };
  }, [token, navigate]);

  const pay = async (dues: Resource[]) => {
    setPaying(true);
    let sessionId: string;
    try {
      ({ stripeSessionId: sessionId } = await orderAdhesion(
        token,
        dues,
        paymentReturnAddress('success'),
        paymentReturnAddress('cancel'),
      ));
    } catch {
      toast.error(ORDER_FAILED);
      setPaying(false);
      return;
    }
    try {
      await redirectToCheckout(sessionId);
    } catch (error) {
      toast.error(orderRedirectFailed(error instanceof Error ? error.message : String(error)));
      setPaying(false);
    }
  };

  if (load.state === 'loading') {
    return (
      <p role="status">
        <Spinner size="sm" animation="border" aria-hidden="true" /> Chargement de votre cotisation…
      </p>
    );
  }
  if (load.state === 'failed') {
    return <div className="alert alert-warning">{load.message}</div>;
  }
  const total = load.dues.reduce((sum, due) => sum + due.price, 0);
  return (
    <section aria-labelledby="dues-title">
      <h2 id="dues-title" className="h5 mb-3">
        Votre cotisation
      </h2>
      {load.dues.map((due) => (
        <Card key={due.id} className="mb-3">
          <Card.Body className="d-flex flex-column flex-sm-row gap-3">
            <img
              src={resourceImageUrl(due.id, token)}
              alt=""
              width={120}
              height={70}
              className="rounded flex-shrink-0"
              style={{ objectFit: 'cover' }}
            />
            <div className="flex-grow-1">
              <h3 className="h6 mb-1">{due.name}</h3>
              <div
                className="server-html small"
                dangerouslySetInnerHTML={{ __html: sanitizeHtml(due.description) }}
              />
            </div>
            <p className="fw-bold mb-0 text-nowrap">{formatEuro(due.price)}</p>
          </Card.Body>
        </Card>
      ))}
      <div className="d-flex justify-content-between align-items-center flex-wrap gap-2">
        <p className="mb-0">
          Total : <strong>{formatEuro(total)}</strong>
        </p>
        <Button variant="primary" size="lg" disabled={paying} onClick={() => void pay(load.dues)}>
          {paying && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
          Payer
        </Button>
      </div>
    </section>
  );
}
