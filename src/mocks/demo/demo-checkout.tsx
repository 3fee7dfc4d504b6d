import { useState } from 'react';
import { Button, Card, Table } from 'react-bootstrap';
import { Alert } from '@/components/alert';
import { Link, useParams } from 'react-router-dom';
import { api, statusOf } from '@/api/client';
import { Screen } from '@/components/screen';
import { PendingButton } from '@/components/pending-button';
import { type HeadCell, TableHead } from '@/components/table-head';
import { paths } from '@/config/paths';
import { formatEuro } from '@/lib/format';
import { useLoad } from '@/components/use-load';
import type { DemoCheckoutView } from '@/mocks/backend/handlers/demo';
import '@/styles/tables.scss';

const UNKNOWN = 'Cette session de paiement est introuvable.';
const FAILED = 'Le paiement de démonstration a échoué. Réessayez.';
const HEAD: HeadCell[] = [
  { label: 'Article' },
  { label: 'Quantité', align: 'end' },
  { label: 'Montant', align: 'end' },
];

/** The local stand-in for Stripe Checkout: the demo user pays or cancels. */
export default function DemoCheckout() {
  const { sessionId = '' } = useParams();
  const load = useLoad(async () => {
    try {
      return (await api.get<DemoCheckoutView>(`/demo/checkout/${encodeURIComponent(sessionId)}`))
        .data;
    } catch (failure) {
      throw new Error(statusOf(failure) === 404 ? UNKNOWN : FAILED);
    }
  }, [sessionId]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const finish = async (action: 'pay' | 'cancel') => {
    if (busy) return;
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
    <Screen
      title="Paiement (démo)"
      width="narrow"
      lead="Cette page remplace le paiement par carte pendant la démonstration : aucune carte n'est demandée et aucun argent n'est débité."
      load={load}
      loading="Chargement du paiement…"
      error={(failure) => (
        <>
          {failure instanceof Error ? failure.message : FAILED}{' '}
          <Link to={paths.home.getHref()}>Retour à l'accueil</Link>
        </>
      )}
    >
      {(session) => (
        <Card>
          <Card.Body>
            <Card.Title as="h2" className="h5">
              {session.description}
            </Card.Title>
            <Table size="sm" className="mb-3">
              <caption className="visually-hidden">Détail du paiement</caption>
              <TableHead cells={HEAD} />
              <tbody>
                {session.lines.map((line, index) => (
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
                  <td className="text-end fw-bold">{formatEuro(session.amount)}</td>
                </tr>
              </tfoot>
            </Table>
            {error && <Alert variant="danger">{error}</Alert>}
            {session.status === 'OPEN' ? (
              <div className="d-flex gap-2 flex-wrap">
                <PendingButton type="button" pending={busy} onClick={() => void finish('pay')}>
                  Payer {formatEuro(session.amount)}
                </PendingButton>
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
                {session.status === 'PAID'
                  ? 'Ce paiement a déjà été effectué.'
                  : 'Ce paiement a été annulé.'}{' '}
                <a href={session.status === 'PAID' ? session.successURL : session.cancelURL}>
                  Continuer
                </a>
              </Alert>
            )}
          </Card.Body>
        </Card>
      )}
    </Screen>
  );
}
