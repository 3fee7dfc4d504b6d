import { type FormEvent, useState } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { sendInternalMail } from '@/api/mails';
import { CaptchaBox } from '@/components/captcha-box';
import { useCaptchaSend } from '@/components/use-captcha-send';
import { TextInput } from '@/components/form/inputs';
import { useModalFocusTrap } from '@/components/modal-focus';
import { PendingButton } from '@/components/pending-button';
import { CAPTCHA_UNTICKED } from '@/lib/form-messages';
import {
  EMPTY_SELLER_REPORT,
  SELLER_REPORT_FAILED,
  type SellerReport,
  sellerReportMail,
  sellerReportProblems,
} from '@/lib/seller-report';
import { CloseCross } from '@/components/close-cross';
import '@/styles/modal.scss';

const FIELDS: {
  name: keyof SellerReport;
  label: string;
  multiline?: boolean;
  type?: 'email' | 'tel';
  autoComplete: string;
  hint?: string;
  required: boolean;
}[] = [
  {
    name: 'what',
    label: "Ce qui s'est passé",
    multiline: true,
    autoComplete: 'off',
    required: true,
  },
  {
    name: 'where',
    label: 'Où',
    hint: 'La rue et la commune.',
    autoComplete: 'off',
    required: true,
  },
  {
    name: 'when',
    label: 'Quand',
    hint: 'Le jour et l’heure, par exemple « samedi vers 15 h ».',
    autoComplete: 'off',
    required: true,
  },
  { name: 'firstName', label: 'Prénom', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'Nom', autoComplete: 'family-name', required: true },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Téléphone', type: 'tel', autoComplete: 'tel', required: false },
];

/**
 * `Signaler un vendeur suspect`: a householder at the door tells the association what happened,
 * with the card's code and the verdict shown (docs/rules.md#closing-a-round). Fetched on the
 * button, never with the card check's first load. What was typed stays after a failed send.
 */
export default function SuspectSellerDialog({
  show,
  code,
  verdict,
  onHide,
  onSent,
}: {
  show: boolean;
  code: string;
  verdict: string;
  onHide: () => void;
  onSent: () => void;
}) {
  const [report, setReport] = useState<SellerReport>(EMPTY_SELLER_REPORT);
  const [checked, setChecked] = useState(false);
  const { sending, send, box } = useCaptchaSend({
    what: 'Signalement d’un vendeur',
    unticked: CAPTCHA_UNTICKED,
    failed: SELLER_REPORT_FAILED,
  });
  useModalFocusTrap(show);
  const problems = checked ? sellerReportProblems(report) : {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setChecked(true);
    if (Object.keys(sellerReportProblems(report)).length) return;
    send(
      (recaptcha) => sendInternalMail({ ...sellerReportMail(report, code, verdict), recaptcha }),
      () => {
        setReport(EMPTY_SELLER_REPORT);
        setChecked(false);
        onSent();
      },
    );
  };

  return (
    <Modal
      show={show}
      onHide={onHide}
      aria-labelledby="suspect-seller-title"
      fullscreen="sm-down"
      // Opened at the door, like the screen under it: its targets are the street's.
      className="street"
    >
      <Form noValidate onSubmit={submit}>
        <Modal.Header>
          <Modal.Title id="suspect-seller-title">Signaler un vendeur suspect</Modal.Title>
          <CloseCross onClick={onHide} />
        </Modal.Header>
        <Modal.Body>
          <p>
            Un vendeur vous a paru suspect ? L'amicale reçoit votre message avec la carte vérifiée
            et vous répond à votre e-mail. En cas de danger, appelez le 17.
          </p>
          {FIELDS.map((field) => (
            <TextInput
              key={field.name}
              id={`suspect-${field.name}`}
              label={field.label}
              hint={field.hint}
              multiline={field.multiline}
              rows={field.multiline ? 4 : undefined}
              type={field.type}
              autoComplete={field.autoComplete}
              required={field.required}
              value={report[field.name]}
              onChange={(event) => setReport({ ...report, [field.name]: event.target.value })}
              error={problems[field.name] ?? null}
            />
          ))}
          <CaptchaBox {...box} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            Annuler
          </Button>
          <PendingButton type="submit" pending={sending} pendingLabel="Envoi en cours">
            Envoyer le signalement
          </PendingButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
