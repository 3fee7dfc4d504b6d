import { useEffect } from 'react';
import { personQuery } from '@/api/persons';
import { queryClient } from '@/app/query-client';
import { logFailure } from '@/lib/log';
import { useSession } from '@/stores/session';
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
 * screen through the query cache), and this for the person's name of the user menu; both only
 * feed menus, so a failure is logged and the menus make do.
 */
export default function SignedInChrome() {
  const userId = useSession((state) => state.userId);

  useEffect(() => {
    if (!userId) return;
    let active = true;
    // Through the query cache: the screen that shows the person (the card, the account) reads
    // this answer instead of asking again.
    queryClient.fetchQuery(personQuery(userId)).then(
      (person) => {
        const name = `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();
        if (active && name) useSession.getState().setPersonName(name);
      },
      (error: unknown) => logFailure('Chargement du nom de la personne impossible', error),
    );
    return () => {
      active = false;
    };
  }, [userId]);

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
