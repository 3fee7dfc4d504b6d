import { render } from '@testing-library/react';
import { App } from '@/app/app';
import { DEMO_ACCOUNTS } from '@/mocks/backend/demo-accounts';
import type { CartReservation } from '@/api/types';
import { useCart } from '@/stores/cart';
import { useSession } from '@/stores/session';

export type DemoAccountName = keyof typeof DEMO_ACCOUNTS;

/**
 * The whole app at `path`, signed in (when `as` is given) through the embedded backend's real
 * sign-in with a seeded demo account: tests override only the failures they look at.
 */
export async function renderApp({
  as,
  path = '/',
  cart,
}: { as?: DemoAccountName; path?: string; cart?: CartReservation[] } = {}) {
  if (as) {
    const { email, password } = DEMO_ACCOUNTS[as];
    await useSession.getState().login(email, password);
  }
  // The cart the screen opens with, put in once signed in: a sign-in of another person than the
  // last one empties the cart, as it does in the app.
  if (cart) useCart.setState({ reservations: cart });
  window.location.hash = `#${path}`;
  return render(<App />);
}
