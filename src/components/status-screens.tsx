import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
// Not reservation-rules: the status screens come with the first script, its date library does not.
import { COMMISSION_CLOSED } from '@/lib/commission-closed';
import { Screen } from './screen';

/** A page with a title, a message and a way home. */
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
    <Screen title={title} width="medium">
      <div className={`alert alert-${variant}`}>
        <p className="mb-2">{children}</p>
        <Link to="/">Retour à l'accueil</Link>
      </div>
    </Screen>
  );
}

export function AccessDenied() {
  return (
    <StatusPage title="Accès refusé" variant="warning">
      Vos droits ne permettent pas d'ouvrir cette page.
    </StatusPage>
  );
}

/** A deactivated commission's page, or one of its resources', as members find it. */
export function CommissionClosed({ name }: { name: string }) {
  return (
    <StatusPage title={name} variant="secondary">
      {COMMISSION_CLOSED} : rien n'y est à réserver pour le moment.
    </StatusPage>
  );
}

export function NotFound() {
  return (
    <StatusPage title="Page introuvable" variant="secondary">
      L'adresse demandée ne correspond à aucune page de l'application.
    </StatusPage>
  );
}
