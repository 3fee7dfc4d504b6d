import { type FormEvent, useState } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { toast } from 'react-toastify';
import { sendInternalMail } from '../../api/mails';
import type { ContactMail } from '../../api/types';
import { Captcha } from '../../components/captcha';

export const CONTACT_SENT = 'Votre email a bien été envoyé';
export const CONTACT_FAILED = "Erreur lors de l'envoi de l'email. Réessayez plus tard";
export const CONTACT_INCOMPLETE = 'Veuillez remplir tous les champs';
export const CONTACT_NO_CAPTCHA = 'Veuillez cocher la case du captcha';

type Fields = Omit<ContactMail, 'recaptcha'>;
const EMPTY: Fields = { email: '', phone: '', lastName: '', firstName: '', subject: '', text: '' };

const FIELDS: {
  name: keyof Fields;
  label: string;
  type?: string;
  inputMode?: 'tel' | 'email';
  autoComplete: string;
}[] = [
  { name: 'email', label: 'E-mail', type: 'email', inputMode: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Téléphone', type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  { name: 'lastName', label: 'Nom', autoComplete: 'family-name' },
  { name: 'firstName', label: 'Prénom', autoComplete: 'given-name' },
  { name: 'subject', label: 'Objet', autoComplete: 'off' },
];

/** All six fields are required (SPEC §5). */
export function isContactComplete(fields: Fields): boolean {
  return Object.values(fields).every((value) => value.trim() !== '');
}

/** 'Nous contacter': six fields, the captcha once they are filled, then the internal mail. */
export function ContactModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [recaptcha, setRecaptcha] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const complete = isContactComplete(fields);

  const update = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete) {
      toast.info(CONTACT_INCOMPLETE);
      return;
    }
    if (!recaptcha) {
      toast.info(CONTACT_NO_CAPTCHA);
      return;
    }
    setSending(true);
    try {
      await sendInternalMail({ ...fields, recaptcha });
      toast.success(CONTACT_SENT);
      setFields(EMPTY);
      setRecaptcha(null);
      onHide();
    } catch {
      toast.error(CONTACT_FAILED);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal show={show} onHide={onHide} aria-labelledby="contact-title" fullscreen="sm-down">
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <Modal.Header closeButton closeLabel="Fermer">
          <Modal.Title id="contact-title">Nous contacter</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small text-body-secondary">Tous les champs sont obligatoires.</p>
          {FIELDS.map((field) => (
            <Form.Group className="mb-3" controlId={`contact-${field.name}`} key={field.name}>
              <Form.Label>{field.label}</Form.Label>
              <Form.Control
                type={field.type ?? 'text'}
                inputMode={field.inputMode}
                autoComplete={field.autoComplete}
                required
                value={fields[field.name]}
                onChange={update(field.name)}
              />
            </Form.Group>
          ))}
          <Form.Group className="mb-3" controlId="contact-text">
            <Form.Label>Message</Form.Label>
            <Form.Control
              as="textarea"
              rows={5}
              required
              value={fields.text}
              onChange={update('text')}
            />
          </Form.Group>
          {complete && <Captcha onChange={setRecaptcha} />}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            Annuler
          </Button>
          <Button type="submit" variant="primary" disabled={sending}>
            {sending ? (
              <>
                <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />
                Envoi en cours
              </>
            ) : (
              'Envoyer'
            )}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
