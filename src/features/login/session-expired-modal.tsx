import { useState } from 'react';
import { Modal } from 'react-bootstrap';
import { Alert } from '@/components/alert';
import { SESSION_EXPIRED, useSession } from '@/stores/session';
import { SignInForm } from './sign-in-form';
import { useModalFocusTrap } from '@/components/modal-focus';
import { CloseCross } from '@/components/close-cross';
import '@/styles/modal.scss';

/**
 * When the session ends by itself (expiry, or a 401), the screen stays under this dialog: the
 * member signs in again and carries on with what they had typed. Closing it
 * gives up the screen for the login screen.
 */
export function SessionExpiredModal() {
  const [email, setEmail] = useState(() => useSession.getState().userName ?? '');
  useModalFocusTrap(true);
  return (
    <Modal
      show
      onHide={() => useSession.setState({ expired: false })}
      aria-labelledby="session-expired-title"
      backdrop="static"
    >
      <Modal.Header>
        <Modal.Title id="session-expired-title">Reconnexion</Modal.Title>
        <CloseCross onClick={() => useSession.setState({ expired: false })} />
      </Modal.Header>
      <Modal.Body>
        <Alert variant="warning">{SESSION_EXPIRED}</Alert>
        <SignInForm email={email} onEmailChange={setEmail} idPrefix="session" />
      </Modal.Body>
    </Modal>
  );
}
