import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Loading } from '@/components/screen';
import { loadDemoMailbox, loadedDemoMailbox } from '@/mocks/demo';
import { screenTakenOver } from '@/platform/typed-before-take-over';
import { selectIsAuthenticated, useSession } from '@/stores/session';
import { ContactRequest } from './contact-request';
import { Footer } from './footer';
import { useScreenArrival } from './use-screen-arrival';

const SignedInChrome = lazy(() => import('./signed-in-chrome'));

// The demo mailbox exists only in a VITE_MOCK_API=true build (the literal lets the bundler drop it).
const LazyDemoMailbox = import.meta.env.VITE_MOCK_API === 'true' ? lazy(loadDemoMailbox) : null;

/** The demo's mailbox: drawn at once when the demo has loaded it already, else fetched. */
function DemoMailbox() {
  const [Mailbox] = useState(() => loadedDemoMailbox() ?? LazyDemoMailbox);
  return Mailbox ? <Mailbox /> : null;
}

/** Screens of the e-mail validation and renewal flows show no navigation bar. */
function isTokenFlow(pathname: string): boolean {
  return pathname.startsWith('/validateorsubscribe') || pathname.startsWith('/renewsubscription');
}

/**
 * Beside the screen, in its part of the page: a page painted at build time has its screen adopted
 * by React after the page's shell, in this part's own commit, and the fields typed into before
 * then go to the app only now (docs/architecture.md#pages-painted-before-the-script).
 */
function TakenOver() {
  useEffect(screenTakenOver, []);
  return null;
}

export function RootLayout() {
  const authenticated = useSession(selectIsAuthenticated);
  const { pathname } = useLocation();

  const showNavbar = authenticated && !isTokenFlow(pathname);
  useScreenArrival();
  // A screen's `Nous contacter` asks the footer to open its form (contact-request.ts).
  const [contactAsked, setContactAsked] = useState(0);
  const askContact = useCallback(() => setContactAsked((asked) => asked + 1), []);

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
        <Suspense fallback={<div style={{ height: 57 }} aria-hidden="true" />}>
          <SignedInChrome />
        </Suspense>
      )}
      <main id="main-content" tabIndex={-1}>
        <ContactRequest value={askContact}>
          <Suspense fallback={<Loading />}>
            <Outlet />
            <TakenOver />
          </Suspense>
        </ContactRequest>
      </main>
      <Footer contactAsked={contactAsked} />
      {LazyDemoMailbox && (
        <Suspense fallback={null}>
          <DemoMailbox />
        </Suspense>
      )}
    </>
  );
}
