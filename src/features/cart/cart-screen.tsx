import { Button, Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { orderCart } from '../../api/commands';
import type { CartReservation } from '../../api/types';
import { Screen } from '../../components/screen';
import { SubmitButton } from '../../components/submit-button';
import { paths } from '../../config/paths';
import { formatDate, formatEuro } from '../../lib/format';
import { cartLinePrice, cartTotal } from '../../lib/pricing';
import { useCheckout } from '../../lib/use-checkout';
import { useCart } from '../../stores/cart';

function dates(line: CartReservation): string {
  if (!line.startDate) return '—';
  return `du ${formatDate(line.startDate)} au ${formatDate(line.endDate ?? line.startDate)}`;
}

/**
 * `/cart` (CONTRACT §5): a row per reservation (name, dates, quantity, price, `Retirer`),
 * `Vider le panier`, `Total` and `Commander`, which orders and goes to Stripe.
 */
export function CartScreen() {
  const reservations = useCart((state) => state.reservations);
  const { pay, pending } = useCheckout();

  const order = async () => {
    const failure = await pay(
      () =>
        orderCart(
          reservations,
          paths.commandValidate.absoluteHref('success'),
          paths.commandValidate.absoluteHref('cancel'),
        ),
      JSON.stringify(reservations),
    );
    if (failure) toast.error(failure);
  };

  return (
    <Screen title="Panier" width="wide">
      {reservations.length === 0 ? (
        <div className="text-body-secondary">
          <p>Votre panier est vide.</p>
          <Link to={paths.home.getHref()}>Voir les commissions depuis l'accueil</Link>
        </div>
      ) : (
        <>
          <Table responsive className="align-middle">
            <caption className="visually-hidden">Réservations du panier</caption>
            <thead>
              <tr>
                <th scope="col">Réservation</th>
                <th scope="col">Dates</th>
                <th scope="col" className="text-end">
                  Quantité
                </th>
                <th scope="col" className="text-end">
                  Prix
                </th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {reservations.map((line, index) => (
                <tr key={`${line.resource.id}-${index}`}>
                  <td>{line.resource.name}</td>
                  <td className="text-nowrap">{dates(line)}</td>
                  <td className="text-end">{line.quantity}</td>
                  <td className="text-end text-nowrap">{formatEuro(cartLinePrice(line))}</td>
                  <td className="text-end">
                    <Button
                      variant="outline-secondary"
                      size="sm"
                      onClick={() => useCart.getState().remove(index)}
                      aria-label={`Retirer ${line.resource.name}`}
                    >
                      Retirer
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  Total
                </th>
                <td className="text-end fw-bold text-nowrap">
                  {formatEuro(cartTotal(reservations))}
                </td>
                <td />
              </tr>
            </tfoot>
          </Table>
          <div className="d-flex flex-wrap gap-2 justify-content-between">
            <Button variant="outline-secondary" onClick={() => useCart.getState().clear()}>
              Vider le panier
            </Button>
            <SubmitButton type="button" size="lg" pending={pending} onClick={() => void order()}>
              Commander
            </SubmitButton>
          </div>
        </>
      )}
    </Screen>
  );
}
