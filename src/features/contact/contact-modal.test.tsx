import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { apiBaseUrl } from '@/config/env';
import { server } from '@/mocks/backend/node';
import { renderScreen } from '@/testing/render';
import { ContactModal } from './contact-modal';
import { isContactComplete } from './contact-rules';

const MAIL_URL = `${apiBaseUrl}/mails/sendinternalmail`;

const values: [label: string, value: string][] = [
  ['E-mail', 'alice@exemple.fr'],
  ['Téléphone', '0601020304'],
  ['Nom', 'Durand'],
  ['Prénom', 'Alice'],
  ['Objet', 'Calendrier'],
  ['Message', 'Bonjour, je souhaite un calendrier.'],
];

const ROBOT = 'Je ne suis pas un robot';

/** Every mail the (fake) backend received; answers with `status` once `release` is called. */
function mailServer(status = 200) {
  const sent: unknown[] = [];
  let release: () => void = () => undefined;
  const held = { value: false };
  server.use(
    http.post(MAIL_URL, async ({ request }) => {
      sent.push(await request.json());
      if (held.value) await new Promise<void>((resolve) => (release = resolve));
      return new HttpResponse(null, { status });
    }),
  );
  return {
    sent,
    hold: () => (held.value = true),
    release: () => release(),
  };
}

/** The modal as the footer uses it: a button opens it, onHide closes it. */
function Harness({ onHide }: { onHide?: () => void }) {
  const [show, setShow] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShow(true)}>
        Ouvrir
      </button>
      <ContactModal
        show={show}
        onHide={() => {
          onHide?.();
          setShow(false);
        }}
      />
    </>
  );
}

async function openContact(onHide?: () => void) {
  renderScreen(<Harness onHide={onHide} />);
  return screen.findByRole('dialog', { name: 'Nous contacter' });
}

async function fill(dialog: HTMLElement, upTo = values.length) {
  for (const [label, value] of values.slice(0, upTo)) {
    await userEvent.type(within(dialog).getByLabelText(label), value);
  }
}

async function tickCaptcha(dialog: HTMLElement) {
  await userEvent.click(await within(dialog).findByLabelText(ROBOT));
}

function send(dialog: HTMLElement) {
  return userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
}

describe('isContactComplete', () => {
  const full = {
    email: 'a@b.fr',
    phone: '06',
    lastName: 'D',
    firstName: 'A',
    subject: 'S',
    text: 'T',
  };

  it('needs all six fields, blanks not counting', () => {
    expect(isContactComplete(full)).toBe(true);
    expect(isContactComplete({ ...full, text: '' })).toBe(false);
    expect(isContactComplete({ ...full, phone: '   ' })).toBe(false);
  });
});

describe('contact form', () => {
  it('labels six required fields, the e-mail of type email and the phone of type tel', async () => {
    const dialog = await openContact();
    for (const [label] of values) expect(within(dialog).getByLabelText(label)).toBeRequired();
    expect(within(dialog).getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    const phone = within(dialog).getByLabelText('Téléphone');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(within(dialog).getByLabelText('Message').tagName).toBe('TEXTAREA');
    expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });

  it('shows the captcha only once all six fields are filled, and drops it with a field', async () => {
    const dialog = await openContact();
    await fill(dialog, 5);
    expect(within(dialog).queryByLabelText(ROBOT)).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Bonjour');
    expect(await within(dialog).findByLabelText(ROBOT)).not.toBeChecked();
    await userEvent.clear(within(dialog).getByLabelText('Nom'));
    expect(within(dialog).queryByLabelText(ROBOT)).not.toBeInTheDocument();
  });

  it('answers a missing field with the info toast and sends nothing', async () => {
    const backend = mailServer();
    const dialog = await openContact();
    await fill(dialog, 3);
    await send(dialog);
    expect(await screen.findByText('Veuillez remplir tous les champs')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Prénom'), '   ');
    await send(dialog);
    await waitFor(() =>
      expect(screen.getAllByText('Veuillez remplir tous les champs')).toHaveLength(2),
    );
    expect(backend.sent).toHaveLength(0);
  });

  it('asks for the captcha before sending, and sends nothing', async () => {
    const backend = mailServer();
    const dialog = await openContact();
    await fill(dialog);
    await send(dialog);
    expect(await screen.findByText('Veuillez cocher la case du captcha')).toBeInTheDocument();
    expect(backend.sent).toHaveLength(0);
  });

  it('asks for the captcha again once a field was emptied and filled again', async () => {
    const backend = mailServer();
    const dialog = await openContact();
    await fill(dialog);
    await tickCaptcha(dialog);
    await userEvent.clear(within(dialog).getByLabelText('Objet'));
    await userEvent.type(within(dialog).getByLabelText('Objet'), 'Autre objet');
    expect(await within(dialog).findByLabelText(ROBOT)).not.toBeChecked();
    await send(dialog);
    expect(await screen.findByText('Veuillez cocher la case du captcha')).toBeInTheDocument();
    expect(backend.sent).toHaveLength(0);
  });

  it('sends nothing with a malformed e-mail', async () => {
    const backend = mailServer();
    const dialog = await openContact();
    await fill(dialog);
    await userEvent.clear(within(dialog).getByLabelText('E-mail'));
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'alice');
    await tickCaptcha(dialog);
    await send(dialog);
    await waitFor(() => expect(within(dialog).getByLabelText('E-mail')).toBeInvalid());
    expect(backend.sent).toHaveLength(0);
  });

  it('sends the six fields and the captcha token, showing Envoi en cours until the answer', async () => {
    const backend = mailServer();
    backend.hold();
    const onHide = vi.fn();
    const dialog = await openContact(onHide);
    await fill(dialog);
    await tickCaptcha(dialog);
    await send(dialog);

    const pending = await within(dialog).findByRole('button', { name: 'Envoi en cours' });
    expect(pending).toBeDisabled();
    expect(pending.querySelector('.spinner-border')).not.toBeNull();
    await waitFor(() => expect(backend.sent).toHaveLength(1));
    expect(backend.sent[0]).toEqual({
      email: 'alice@exemple.fr',
      phone: '0601020304',
      lastName: 'Durand',
      firstName: 'Alice',
      subject: 'Calendrier',
      text: 'Bonjour, je souhaite un calendrier.',
      recaptcha: 'demo-recaptcha-token',
    });
    expect(onHide).not.toHaveBeenCalled();

    backend.release();
    expect(await screen.findByText('Votre email a bien été envoyé')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Nous contacter' })).not.toBeInTheDocument(),
    );
    expect(onHide).toHaveBeenCalledTimes(1);

    // Opened again, the form is empty and the captcha gone.
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const again = await screen.findByRole('dialog', { name: 'Nous contacter' });
    for (const [label] of values) expect(within(again).getByLabelText(label)).toHaveValue('');
    expect(within(again).queryByLabelText(ROBOT)).not.toBeInTheDocument();
  });

  it('keeps everything typed and gives the button back after a failure', async () => {
    const backend = mailServer(500);
    const onHide = vi.fn();
    const dialog = await openContact(onHide);
    await fill(dialog);
    await tickCaptcha(dialog);
    await send(dialog);
    expect(
      await screen.findByText("Erreur lors de l'envoi de l'email. Réessayez plus tard"),
    ).toBeInTheDocument();
    for (const [label, value] of values) {
      expect(within(dialog).getByLabelText(label)).toHaveValue(value);
    }
    expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toBeEnabled();
    expect(onHide).not.toHaveBeenCalled();
    expect(backend.sent).toHaveLength(1);

    // A captcha token is good once: the next try asks for a fresh one, then goes out.
    expect(await within(dialog).findByLabelText(ROBOT)).not.toBeChecked();
    await tickCaptcha(dialog);
    await send(dialog);
    await waitFor(() => expect(backend.sent).toHaveLength(2));
  });

  it('closes with Escape', async () => {
    const onHide = vi.fn();
    await openContact(onHide);
    await userEvent.keyboard('{Escape}');
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('closes with the Fermer button, keeping what was typed for the next opening', async () => {
    const onHide = vi.fn();
    const dialog = await openContact(onHide);
    await fill(dialog, 2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(onHide).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const again = await screen.findByRole('dialog', { name: 'Nous contacter' });
    expect(within(again).getByLabelText('E-mail')).toHaveValue('alice@exemple.fr');
  });
});
