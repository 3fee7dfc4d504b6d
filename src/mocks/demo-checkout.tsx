import { useEffect, useState } from 'react';
import { Alert, Button, Card, Container, Spinner, Table } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import { api } from '../api/client';
import { formatEuro } from '../lib/format';
import type { CheckoutSession } from './db';

/** The local stand-in for Stripe Checkout (CONTRACT §6): the demo user pays or cancels. */
export default function DemoCheckout() {
  const { sessionId = '' } = useParams();
  const [session, setSession] = useState<CheckoutSession | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api
      .get<CheckoutSession>(`/demo/checkout/${encodeURIComponent(sessionId)}`)
      .then((response) => setSession(response.data))
      .catch(() => setFailed(true));
  }, [sessionId]);

  const finish = async (action: 'pay' | 'cancel') => {
    setBusy(true);
    try {
      const response = await api.post<{ redirect: string }>(
        `/demo/checkout/${encodeURIComponent(sessionId)}/${action}`,
      );
      window.location.assign(response.data.redirect);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <Container className="py-4" style={{ maxWidth: 560 }}>
      <h1 className="h3 mb-3">Paiement (démo)</h1>
      <p className="text-body-secondary small">
        Cette page remplace le paiement par carte pendant la démonstration : aucune carte n'est
        demandée.
      </p>
      {failed && (
        <Alert variant="danger">
          Cette session de paiement est introuvable ou déjà terminée.{' '}
          <Link to="/">Retour à l'accueil</Link>
        </Alert>
      )}
      {!failed && !session && (
        <p role="status">
          <Spinner size="sm" animation="border" aria-hidden="true" /> Chargement du paiement…
        </p>
      )}
      {session && !failed && (
        <Card>
          <Card.Body>
            <Table size="sm" className="mb-3">
              <tbody>
                {session.lines.map((line) => (
                  <tr key={line.name}>
                    <td>{line.name}</td>
                    <td className="text-end">{formatEuro(line.amount)}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">Total</th>
                  <td className="text-end fw-bold">{formatEuro(session.amount)}</td>
                </tr>
              </tbody>
            </Table>
            <div className="d-flex gap-2 flex-wrap">
              <Button variant="primary" disabled={busy} onClick={() => void finish('pay')}>
                Payer {formatEuro(session.amount)}
              </Button>
              <Button
                variant="outline-secondary"
                disabled={busy}
                onClick={() => void finish('cancel')}
              >
                Annuler
              </Button>
            </div>
          </Card.Body>
        </Card>
      )}
    </Container>
  );
}
