import { type FormEvent, useState } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { toast } from 'react-toastify';
import { recoverPassword } from '@/api/auth';
import { TextInput } from '@/components/form/inputs';
import { PendingButton } from '@/components/pending-button';
import { usePending } from '@/components/use-pending';
import { RECOVERY_SENT, RECOVERY_FAILED } from './login-messages';
import { useModalFocusTrap } from '@/components/modal-focus';
import { CloseCross } from '@/components/close-cross';
import { toastFailure } from '@/components/toast-failure';
import '@/styles/modal.scss';

/** 'Mot de passe oublié': sends a recovery link to the e-mail typed. */
export function RecoveryModal({
  show,
  onHide,
  initialEmail = '',
}: {
  show: boolean;
  onHide: () => void;
  initialEmail?: string;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [processing, run] = usePending();
  useModalFocusTrap(show);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      try {
        await recoverPassword(email.trim());
        toast.success(RECOVERY_SENT);
        onHide();
      } catch {
        toastFailure(RECOVERY_FAILED);
      }
    });
  };

  return (
    <Modal
      show={show}
      onHide={onHide}
      aria-labelledby="recovery-title"
      onShow={() => setEmail((value) => value || initialEmail)}
    >
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <Modal.Header>
          <Modal.Title id="recovery-title">Mot de passe oublié</Modal.Title>
          <CloseCross onClick={onHide} />
        </Modal.Header>
        <Modal.Body>
          <p>
            Indiquez l'e-mail de votre compte : un lien pour choisir un nouveau mot de passe vous
            sera envoyé.
          </p>
          <TextInput
            id="recovery-email"
            label="E-mail"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoFocus
            className="mb-0"
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            Annuler
          </Button>
          {email.trim() !== '' && <PendingButton pending={processing}>Envoyer</PendingButton>}
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
