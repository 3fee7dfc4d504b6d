import { Suspense, lazy } from 'react';
import { NavDropdown } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import '@/styles/navigation.scss';

// The count needs the query client, which the bar (drawn before it is loaded) does without.
const QueueCount = lazy(() => import('./validation-queue-count'));

/**
 * `Comptes à valider (n)` in the Administration menu: the validation queue one click away, its
 * count asked only once the menu is opened, never on every page.
 */
export function ValidationQueueItem({ menuOpened }: { menuOpened: boolean }) {
  return (
    <NavDropdown.Item as={Link} to={`${paths.managePersons.getHref()}?etat=toValidate`}>
      Comptes à valider
      {menuOpened && (
        <Suspense fallback={null}>
          <QueueCount />
        </Suspense>
      )}
    </NavDropdown.Item>
  );
}
