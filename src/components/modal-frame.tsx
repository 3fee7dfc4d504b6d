import type { ReactNode } from 'react';
import { Modal } from 'react-bootstrap';
import { useModalFocusTrap } from './modal-focus';
import { CloseCross } from './close-cross';
import '@/styles/modal.scss';

/**
 * A dialog of the app: a title that names it, `Fermer` and Escape to close, focus kept
 * inside, full screen on a phone.
 */
export function ModalFrame({
  show,
  onHide,
  id,
  title,
  children,
  footer,
  scrollable,
}: {
  show: boolean;
  onHide: () => void;
  /** Prefix of the title's id (`{id}-title`), which names the dialog. */
  id: string;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  scrollable?: boolean;
}) {
  useModalFocusTrap(show);
  return (
    <Modal
      show={show}
      onHide={onHide}
      size="lg"
      aria-labelledby={`${id}-title`}
      scrollable={scrollable}
      fullscreen="sm-down"
    >
      <Modal.Header>
        <Modal.Title id={`${id}-title`}>{title}</Modal.Title>
        <CloseCross onClick={onHide} />
      </Modal.Header>
      {children}
      {footer && <Modal.Footer>{footer}</Modal.Footer>}
    </Modal>
  );
}
