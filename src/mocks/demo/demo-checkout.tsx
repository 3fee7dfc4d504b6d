import { useEffect, useState } from 'react';
import { Alert, Button, Card, Container, Spinner, Table } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import { api, statusOf } from '../../api/client';
import { formatEuro } from '../../lib/format';
import type { DemoCheckoutView } from '../handlers/demo';

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; session: DemoCheckoutView };

const UNKNOWN = 'Cette session de paiement est introuvable.';
const FAILED = 'Le paiement de démonstration a échoué. Réessayez.';

/** The local stand-in for Stripe Checkout (CONTRACT §6): the demo user pays or cancels. */
export default function DemoCheckout() {
  const { sessionId = '' } = useParams();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    setLoad({ state: 'loading' });
    api
      .get<DemoCheckoutView>(`/demo/checkout/${encodeURIComponent(sessionId)}`)
      .then((response) => {
        if (active) setLoad({ state: 'ready', session: response.data });
      })
      .catch((failure: unknown) => {
        if (active) {
          setLoad({ state: 'failed', message: statusOf(failure) === 404 ? UNKNOWN : FAILED });
        }
      });
    return () => {
      active = false;
    };
  }, [sessionId]);

  const finish = async (action: 'pay' | 'cancel') => {
    setBusy(true);
    setError(null);
    try {
      const response = await api.post<{ redirect: string }>(
        `/demo/checkout/${encodeURIComponent(sessionId)}/${action}`,
      );
      window.location.assign(response.data.redirect);
    } catch {
      setError(FAILED);
      setBusy(false);
    }
  };

  return (
    <Container className="py-4" style={{ maxWidth: 560 }}>
      <h1 className="h3 mb-3">Paiement (démo)</h1>
      <p className="text-body-secondary small">
        Cette page remplace le paiement par carte pendant la démonstration : aucune carte n'est
        demandée et aucun argent n'est débité.
      </p>
      {load.state === 'loading' && (
        <div role="status">
          <Spinner size="sm" animation="border" aria-hidden="true" /> Chargement du paiement…
        </div>
      )}
      {load.state === 'failed' && (
        <Alert variant="danger">
          {load.message} <Link to="/">Retour à l'accueil</Link>
        </Alert>
      )}
      {load.state === 'ready' && (
        <Card>
          <Card.Body>
            <Card.Title as="h2" className="h5">
              {load.session.description}
            </Card.Title>
            <Table size="sm" className="mb-3">
              <caption className="visually-hidden">Détail du paiement</caption>
              <thead>
                <tr>
                  <th scope="col">Article</th>
                  <th scope="col" className="text-end">
                    Quantité
                  </th>
                  <th scope="col" className="text-end">
                    Montant
                  </th>
                </tr>
              </thead>
              <tbody>
                {load.session.lines.map((line, index) => (
                  <tr key={`${line.name}-${index}`}>
                    <td>{line.name}</td>
                    <td className="text-end">{line.quantity}</td>
                    <td className="text-end">{formatEuro(line.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    Total
                  </th>
                  <td className="text-end fw-bold">{formatEuro(load.session.amount)}</td>
                </tr>
              </tfoot>
            </Table>
            {error && <Alert variant="danger">{error}</Alert>}
            {load.session.status === 'OPEN' ? (
              <div className="d-flex gap-2 flex-wrap">
                <Button variant="primary" disabled={busy} onClick={() => void finish('pay')}>
                  Payer {formatEuro(load.session.amount)}
                </Button>
                <Button
                  variant="outline-secondary"
                  disabled={busy}
                  onClick={() => void finish('cancel')}
                >
                  Annuler
                </Button>
              </div>
            ) : (
              <Alert variant="info" className="mb-0">
                {load.session.status === 'PAID'
                  ? 'Ce paiement a déjà été effectué.'
                  : 'Ce paiement a été annulé.'}{' '}
                <a
                  href={
                    load.session.status === 'PAID'
                      ? load.session.successURL
                      : load.session.cancelURL
                  }
                >
                  Continuer
                </a>
              </Alert>
            )}
          </Card.Body>
        </Card>
      )}
    </Container>
  );
}
