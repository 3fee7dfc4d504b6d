import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Screen } from '@/components/screen';
import { paths } from '@/config/paths';
import { useCart } from '@/stores/cart';
import { useSession } from '@/stores/session';
import { PAYMENT_CANCELLED, PAYMENT_DONE } from './cart-messages';

/**
 * `/commandvalidate`, where Stripe brings the member back: `payment=success`
 * says `Paiement effectué` and empties the cart; `payment=cancel` says `Paiement annulé` and
 * keeps it.
 */
export function OrderPaymentReturnScreen() {
  const [search] = useSearchParams();
  const paid = search.get('payment') === 'success';
  const userId = useSession((state) => state.userId);
  // A paid order empties the cart: its reservations are the bank's now.
  useEffect(() => {
    if (paid) useCart.getState().clear();
  }, [paid]);
  return (
    <Screen title={paid ? PAYMENT_DONE : PAYMENT_CANCELLED} width="medium">
      <div className={`alert ${paid ? 'alert-success' : 'alert-warning'}`} role="status">
        {paid
          ? 'Merci, votre commande est réglée. Vous la retrouvez dans vos commandes.'
          : "Votre paiement a été annulé : aucune somme n'a été prélevée. Votre panier est conservé."}
      </div>
      <div className="d-flex flex-wrap gap-3">
        <Link to={paths.myOrders.getHref(userId)}>Mes commandes</Link>
        {!paid && <Link to={paths.cart.getHref()}>Retour au panier</Link>}
        <Link to={paths.home.getHref()}>Retour à l'accueil</Link>
      </div>
    </Screen>
  );
}
