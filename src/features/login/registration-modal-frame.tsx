import type { ReactNode } from 'react';
import { Alert, Modal } from 'react-bootstrap';
import { env } from '../../config/env';
import { useModalFocusTrap } from '../../components/modal-focus';

/** The registration modal 'Inscription {product}' with its members-only notice. */
export function RegistrationModalFrame({
  show,
  onHide,
  children,
}: {
  show: boolean;
  onHide: () => void;
  children?: ReactNode;
}) {
  useModalFocusTrap(show);
  return (
    <Modal
      show={show}
      onHide={onHide}
      size="lg"
      aria-labelledby="registration-title"
      fullscreen="sm-down"
    >
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id="registration-title">Inscription {env.product}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Alert variant="info">
          L'inscription est réservée aux membres de l'amicale des sapeurs-pompiers.
        </Alert>
        {children}
      </Modal.Body>
    </Modal>
  );
}
