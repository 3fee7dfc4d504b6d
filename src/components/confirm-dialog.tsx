import type { ReactNode } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useModalFocusTrap } from './modal-focus';
import { PendingButton } from './pending-button';
import { CloseCross } from './close-cross';
import '@/styles/modal.scss';

/**
 * Asks before something that cannot be undone (a deletion): the question, the action's
 * button (`Supprimer`) and `Annuler`; Escape cancels, focus stays inside, the action's
 * button waits for the call.
 */
export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel = 'Supprimer',
  pending,
  onConfirm,
  onCancel,
}: {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  useModalFocusTrap(show);
  return (
    <Modal show={show} onHide={onCancel} aria-labelledby="confirm-title" centered>
      <Modal.Header>
        <Modal.Title id="confirm-title" className="h5">
          {title}
        </Modal.Title>
        <CloseCross onClick={onCancel} />
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          Annuler
        </Button>
        <PendingButton type="button" variant="danger" pending={pending} onClick={onConfirm}>
          {confirmLabel}
        </PendingButton>
      </Modal.Footer>
    </Modal>
  );
}
