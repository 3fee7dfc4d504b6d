import type { ReactNode } from 'react';
import { Modal } from 'react-bootstrap';
import { Alert } from '@/components/alert';
import { env } from '@/config/env';
import { ModalFrame } from '@/components/modal-frame';
import '@/styles/modal.scss';

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
  return (
    <ModalFrame show={show} onHide={onHide} id="registration" title={`Inscription ${env.product}`}>
      <Modal.Body>
        <Alert variant="info">
          L'inscription est réservée aux membres de l'amicale des sapeurs-pompiers.
        </Alert>
        {children}
      </Modal.Body>
    </ModalFrame>
  );
}
