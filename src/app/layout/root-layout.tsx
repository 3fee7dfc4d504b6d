import { Suspense, lazy, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Loading } from '../../components/status-screens';
import { useCommissions } from '../../stores/commissions';
import { selectIsAuthenticated, useSession } from '../../stores/session';
import { Footer } from './footer';
import { AppNavbar } from './navbar';
import { RecapPanel } from './recap-panel';

// The demo mailbox exists only in a VITE_MOCK_API=true build (the literal lets the bundler drop it).
const DemoMailbox =
  import.meta.env.VITE_MOCK_API === 'true' ? lazy(() => import('../../mocks/demo-mailbox')) : null;

/** Screens of the e-mail validation and renewal flows show no navigation bar (SPEC §2). */
function isTokenFlow(pathname: string): boolean {
  return pathname.startsWith('/validateorsubscribe') || pathname.startsWith('/renewsubscription');
}

export function RootLayout() {
  const authenticated = useSession(selectIsAuthenticated);
  const { pathname } = useLocation();

  // After sign-in (or a restored session) the commissions are loaded once (fast load).
  useEffect(() => {
    if (authenticated) void useCommissions.getState().load();
    else useCommissions.getState().reset();
  }, [authenticated]);

  const showNavbar = authenticated && !isTokenFlow(pathname);

  return (
    <>
      <a
        className="skip-link"
        href="#main-content"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        Aller au contenu
      </a>
      {showNavbar && (
        <header>
          <AppNavbar />
        </header>
      )}
      {showNavbar && <RecapPanel />}
      <main id="main-content" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {DemoMailbox && (
        <Suspense fallback={null}>
          <DemoMailbox />
        </Suspense>
      )}
    </>
  );
}
