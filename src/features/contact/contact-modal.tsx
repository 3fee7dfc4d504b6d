import { type FormEvent, useState } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { sendInternalMail } from '@/api/mails';
import { Captcha } from '@/components/captcha';
import { TextField } from '@/components/form/fields';
import { PendingButton } from '@/components/pending-button';
import { usePending } from '@/components/use-pending';
import { type ContactFields, isContactComplete } from './contact-rules';
import {
  CONTACT_SENT,
  CONTACT_FAILED,
  CONTACT_INCOMPLETE,
  CONTACT_NO_CAPTCHA,
} from './contact-messages';
import { useModalFocusTrap } from '@/components/modal-focus';
import { CloseCross } from '@/components/close-cross';
import { toastFailure } from '@/components/toast-failure';
import '@/styles/modal.scss';

const EMPTY: ContactFields = {
  email: '',
  phone: '',
  lastName: '',
  firstName: '',
  subject: '',
  text: '',
};

const SINGLE_LINE_FIELDS: {
  name: Exclude<keyof ContactFields, 'text'>;
  label: string;
  type: 'email' | 'tel' | 'text';
  inputMode?: 'email' | 'tel';
  autoComplete: string;
}[] = [
  { name: 'email', label: 'E-mail', type: 'email', inputMode: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Téléphone', type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  { name: 'lastName', label: 'Nom', type: 'text', autoComplete: 'family-name' },
  { name: 'firstName', label: 'Prénom', type: 'text', autoComplete: 'given-name' },
  { name: 'subject', label: 'Objet', type: 'text', autoComplete: 'off' },
];

function trimmed(fields: ContactFields): ContactFields {
  return {
    email: fields.email.trim(),
    phone: fields.phone.trim(),
    lastName: fields.lastName.trim(),
    firstName: fields.firstName.trim(),
    subject: fields.subject.trim(),
    text: fields.text.trim(),
  };
}

/** 'Nous contacter': six fields, the captcha once they are filled, then the mail. */
export function ContactModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const form = useForm<ContactFields>({ defaultValues: EMPTY });
  const { getValues, reset } = form;
  const [ticked, setRecaptcha] = useState<string | null>(null);
  // A new round mounts a fresh captcha: a reCAPTCHA token is good for one verification only.
  const [captchaRound, setCaptchaRound] = useState(0);
  const [sending, run] = usePending();
  useModalFocusTrap(show);
  const complete = isContactComplete(useWatch({ control: form.control }) as ContactFields);
  // The captcha leaves the form with a blank field; its token goes with it.
  const [wasComplete, setWasComplete] = useState(complete);
  if (complete !== wasComplete) {
    setWasComplete(complete);
    if (!complete) setRecaptcha(null);
  }
  const recaptcha = complete ? ticked : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = getValues();
    if (!isContactComplete(fields)) {
      toast.info(CONTACT_INCOMPLETE);
      return;
    }
    // Everything is filled: what is left is a malformed e-mail, which the browser points out.
    if (!event.currentTarget.reportValidity()) return;
    if (!recaptcha) {
      toast.info(CONTACT_NO_CAPTCHA);
      return;
    }
    await run(async () => {
      try {
        await sendInternalMail({ ...trimmed(fields), recaptcha });
      } catch {
        toastFailure(CONTACT_FAILED);
        return;
      } finally {
        // A reCAPTCHA token is good for one verification: a new round either way.
        setRecaptcha(null);
        setCaptchaRound((round) => round + 1);
      }
      toast.success(CONTACT_SENT);
      reset(EMPTY);
      onHide();
    });
  };

  return (
    <Modal show={show} onHide={onHide} aria-labelledby="contact-title" fullscreen="sm-down">
      <FormProvider {...form}>
        <Form onSubmit={(event) => void submit(event)} noValidate>
          <Modal.Header>
            <Modal.Title id="contact-title">Nous contacter</Modal.Title>
            <CloseCross onClick={onHide} />
          </Modal.Header>
          <Modal.Body>
            <p className="small text-body-secondary">Tous les champs sont obligatoires.</p>
            {SINGLE_LINE_FIELDS.map((field) => (
              <TextField<ContactFields>
                key={field.name}
                id={`contact-${field.name}`}
                name={field.name}
                label={field.label}
                type={field.type}
                inputMode={field.inputMode}
                autoComplete={field.autoComplete}
                required
              />
            ))}
            <TextField<ContactFields>
              id="contact-text"
              name="text"
              label="Message"
              multiline
              rows={5}
              required
            />
            {complete && <Captcha key={captchaRound} onChange={setRecaptcha} />}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onHide}>
              Annuler
            </Button>
            <PendingButton pending={sending} pendingLabel="Envoi en cours">
              Envoyer
            </PendingButton>
          </Modal.Footer>
        </Form>
      </FormProvider>
    </Modal>
  );
}
