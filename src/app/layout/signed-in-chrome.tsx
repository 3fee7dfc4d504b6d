import { useEffect } from 'react';
import { useCommissions } from '../../stores/commissions';
import { AppNavbar } from './navbar';
import { RecapPanel } from './recap-panel';

/**
 * What only a signed-in member sees around the screens: the navigation bar and the cart
 * recap. Loaded on demand, so that the sign-in screen does not carry it. Mounting it is
 * signing in: the commissions are loaded then (fast load) and forgotten at sign-out.
 */
export default function SignedInChrome() {
  useEffect(() => {
    void useCommissions.getState().load();
    return () => useCommissions.getState().reset();
  }, []);
  return (
    <>
      <header>
        <AppNavbar />
      </header>
      <RecapPanel />
    </>
  );
}
