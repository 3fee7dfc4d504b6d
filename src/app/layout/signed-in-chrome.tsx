import QueryProvider from '@/app/query-provider';
import { AppNavbar } from './navbar';
import { RecapPanel } from './recap-panel';
import { AppUpdates } from '@/app/app-updates';

// The service worker and its updates: the production build only (the literal lets the bundler
// drop them from the demo, which keeps MSW's worker alone).
const INSTALLABLE = import.meta.env.VITE_MOCK_API !== 'true';

/**
 * What only a signed-in member sees around the screens: the navigation bar and the cart
 * recap. Loaded on demand, so that the sign-in screen does not carry it. Mounting it is
 * signing in: the navigation bar asks for the commissions then (fast load, shared with every
 * screen through the query cache) and for the person, whose name the user menu shows; both only
 * feed menus, so a failure is logged and the menus make do.
 */
export default function SignedInChrome() {
  return (
    <QueryProvider>
      <header>
        <AppNavbar />
      </header>
      {INSTALLABLE && <AppUpdates />}
      <RecapPanel />
    </QueryProvider>
  );
}
