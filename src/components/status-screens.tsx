import type { ReactNode } from 'react';
import { Container } from 'react-bootstrap';
import { Link } from 'react-router-dom';

/** A centred page with a title, a message and a way forward. */
function StatusPage({
  title,
  children,
  variant,
}: {
  title: string;
  children: ReactNode;
  variant: string;
}) {
  return (
    <Container className="py-5" style={{ maxWidth: 720 }}>
      <h1 className="h3 mb-3">{title}</h1>
      <div className={`alert alert-${variant}`}>{children}</div>
    </Container>
  );
}

export function AccessDenied() {
  return (
    <StatusPage title="Accès refusé" variant="warning">
      <p className="mb-2">Vos droits ne permettent pas d'ouvrir cette page.</p>
      <Link to="/">Retour à l'accueil</Link>
    </StatusPage>
  );
}

export function NotFound() {
  return (
    <StatusPage title="Page introuvable" variant="secondary">
      <p className="mb-2">L'adresse demandée ne correspond à aucune page de l'application.</p>
      <Link to="/">Retour à l'accueil</Link>
    </StatusPage>
  );
}

/** A screen a later version of the app completes: its title and a one-line notice. */
export function UpcomingScreen({ title }: { title: string }) {
  return (
    <Container className="py-4">
      <h1 className="h3 mb-3">{title}</h1>
      <p className="text-body-secondary">
        Cette page sera disponible dans une prochaine version de l'espace membres.
      </p>
    </Container>
  );
}
