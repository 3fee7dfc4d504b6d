import { useEffect } from 'react';
import { Button, Card } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { CloseCross } from '@/components/close-cross';
import { paths } from '@/config/paths';
import { formatDate, formatEuro } from '@/lib/format';
import { cartLinePrice, cartTotal } from '@/lib/pricing';
import { useCart } from '@/stores/cart';

/** 'Dernier élément ajouté au panier', fixed at the top right. */
export function RecapPanel() {
  const navigate = useNavigate();
  const reservations = useCart((state) => state.reservations);
  const open = useCart((state) => state.recapOpen);
  const close = useCart((state) => state.closeRecap);
  // The Échap key closes it wherever the focus is, like every dialog and menu (WCAG 2.1.2): the
  // panel opens beside the page without taking the focus from it.
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);
  if (!open) return null;
  const last = reservations.at(-1);

  return (
    <Card className="recap-panel shadow" role="dialog" aria-labelledby="recap-title">
      <Card.Header className="d-flex align-items-center justify-content-between">
        <h2 id="recap-title" className="h6 mb-0">
          Dernier élément ajouté au panier
        </h2>
        <CloseCross label="Fermer le panier" onClick={close} />
      </Card.Header>
      <Card.Body>
        {last ? (
          <>
            <p className="mb-1 fw-semibold">{last.resource.name}</p>
            {last.startDate && (
              <p className="mb-1 small text-body-secondary">
                Du {formatDate(last.startDate)} au {formatDate(last.endDate ?? last.startDate)}
              </p>
            )}
            <p className="mb-2">
              Prix : <strong>{formatEuro(cartLinePrice(last))}</strong>
            </p>
            <p className="mb-0">
              Total du panier : <strong>{formatEuro(cartTotal(reservations))}</strong>
            </p>
          </>
        ) : (
          <p className="mb-0">Votre panier est vide.</p>
        )}
      </Card.Body>
      <Card.Footer className="d-flex gap-2 justify-content-end">
        <Button
          variant="primary"
          onClick={() => {
            close();
            void navigate(paths.cart.getHref());
          }}
        >
          Aller au panier
        </Button>
        <Button variant="outline-secondary" onClick={close}>
          Fermer
        </Button>
      </Card.Footer>
    </Card>
  );
}
