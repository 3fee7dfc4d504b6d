import { Component, type ReactNode } from 'react';
import { Button, Container } from 'react-bootstrap';
import { Alert } from '@/components/alert';
import { Link, useLocation } from 'react-router-dom';
import { logFailure } from '@/platform/log';

/** A French panel in place of what failed, with `Recharger la page` (and `more` ways out). */
function ErrorPanel({ message, more }: { message: string; more?: ReactNode }) {
  return (
    <Container className="py-5" style={{ maxWidth: 720 }}>
      <h1 className="h3 mb-3">Une erreur est survenue</h1>
      <Alert variant="danger">{message}</Alert>
      <div className="d-flex gap-2 flex-wrap">
        <Button variant="primary" onClick={() => window.location.reload()}>
          Recharger la page
        </Button>
        {more}
      </div>
    </Container>
  );
}

/** What a route shows in place of a screen that failed: a French panel with a way back. */
export function RouteError({ error }: { error: unknown }) {
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <ErrorPanel
      message={
        chunkFailed
          ? "Cette page n'a pas pu être chargée. Vérifiez votre connexion puis rechargez la page."
          : "Cette page a rencontré un problème inattendu. Vous pouvez recharger la page ou revenir à l'accueil."
      }
      more={
        <Link className="btn btn-outline-secondary" to="/">
          Retour à l'accueil
        </Link>
      }
    />
  );
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Erreur inconnue') };
  }

  componentDidCatch(error: unknown) {
    logFailure('Écran en erreur', error);
  }

  render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouteError error={this.state.error} />
    );
  }
}

/**
 * The error boundary of every route: what throws while it renders, or a screen's chunk that
 * cannot be fetched (offline, a new deployment), shows `RouteError` in the route's place, never
 * a blank page. Another address starts afresh.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}

/**
 * The app's own boundary, around the layout: what throws outside every route (the navigation
 * bar, the footer) shows `RouteError` instead of a blank page. Not reset by a move, so that the
 * layout stays mounted from one screen to the next (each route has its own boundary).
 */
export function AppBoundary({ children }: { children: ReactNode }) {
  return <Boundary>{children}</Boundary>;
}

/**
 * What main.tsx shows in #root when the demo's mock backend cannot start (its chunk failed, or
 * the browser refused the service worker): no router yet, so only `Recharger la page`.
 */
export function StartupError() {
  return (
    <main>
      <ErrorPanel message="La démonstration n'a pas pu démarrer : son serveur intégré n'a pas pu être lancé dans ce navigateur. Vérifiez votre connexion puis rechargez la page." />
    </main>
  );
}
