import { Alert, Button, Container } from 'react-bootstrap';
import { Link, useRouteError } from 'react-router-dom';

/** The error boundary of every route: a French panel with a way back, never a blank page. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <Container className="py-5" style={{ maxWidth: 720 }}>
      <h1 className="h3 mb-3">Une erreur est survenue</h1>
      <Alert variant="danger">
        {chunkFailed
          ? "Cette page n'a pas pu être chargée. Vérifiez votre connexion puis rechargez la page."
          : "Cette page a rencontré un problème inattendu. Vous pouvez recharger la page ou revenir à l'accueil."}
      </Alert>
      <div className="d-flex gap-2 flex-wrap">
        <Button variant="primary" onClick={() => window.location.reload()}>
          Recharger la page
        </Button>
        <Link className="btn btn-outline-secondary" to="/">
          Retour à l'accueil
        </Link>
      </div>
    </Container>
  );
}
