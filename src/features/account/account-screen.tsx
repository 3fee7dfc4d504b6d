import { type ComponentType, useEffect, useState } from 'react';
import { Container, Spinner } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { Person } from '../../api/types';
import { fetchUser } from '../../api/users';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format';

export type ProfileForm = ComponentType<{
  person: Person;
  canEditIdentity: boolean;
  onDone: (person: Person) => void;
}>;

const today = () => new Date().toISOString().slice(0, 10);

/** What the member should know of the account's state, in one sentence. */
export function accountValidityNotice(person: Pick<Person, 'accountValidity' | 'validated'>): {
  text: string;
  variant: 'success' | 'warning' | 'info';
} {
  const validity = person.accountValidity ?? '1970-01-01';
  if (person.validated === false) {
    return {
      text: "Votre compte attend la validation d'un administrateur (sous 24/48h après le paiement de la cotisation).",
      variant: 'info',
    };
  }
  if (validity >= today()) {
    return { text: `Cotisation valable jusqu'au ${formatDate(validity)}`, variant: 'success' };
  }
  return {
    text: 'Votre cotisation est à renouveler : utilisez le lien de renouvellement reçu par e-mail.',
    variant: 'warning',
  };
}

/** The account page: the member's profile in the shared form, validity, children, orders. */
export function AccountScreen({
  personId,
  canEditIdentity,
  Form,
}: {
  personId: number;
  canEditIdentity: boolean;
  Form: ProfileForm;
}) {
  const [person, setPerson] = useState<Person | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    setPerson(null);
    setFailed(false);
    fetchUser(personId)
      .then((loaded) => active && setPerson(loaded))
      .catch((error: unknown) => {
        console.error(
          'Chargement du compte impossible :',
          error instanceof Error ? error.message : error,
        );
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [personId]);

  const notice = person ? accountValidityNotice(person) : null;

  return (
    <Container className="py-4" style={{ maxWidth: 900 }}>
      <h1 className="h3 mb-3">Mon compte</h1>
      {failed && (
        <div className="alert alert-danger" role="alert">
          Votre compte n'a pas pu être chargé. Rechargez la page pour réessayer.
        </div>
      )}
      {!failed && !person && (
        <p role="status">
          <Spinner size="sm" animation="border" aria-hidden="true" /> Chargement de votre compte…
        </p>
      )}
      {person && notice && (
        <>
          <div className={`alert alert-${notice.variant}`}>{notice.text}</div>
          <p>
            <Link to={paths.myCommands.getHref(personId)}>Voir mes commandes</Link>
          </p>
          <Form person={person} canEditIdentity={canEditIdentity} onDone={setPerson} />
        </>
      )}
    </Container>
  );
}
