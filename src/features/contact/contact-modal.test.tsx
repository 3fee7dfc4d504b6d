import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { apiBaseUrl } from '../../config/env';
import { server } from '../../mocks/node';
import { renderScreen } from '../../../tests/unit/render';
import { ContactModal } from './contact-modal';

const values: [string, string][] = [
  ['E-mail', 'alice@exemple.fr'],
  ['Téléphone', '0601020304'],
  ['Nom', 'Durand'],
  ['Prénom', 'Alice'],
  ['Objet', 'Calendrier'],
  ['Message', 'Bonjour, je souhaite un calendrier.'],
];

async function openContact() {
  renderScreen(<ContactModal show onHide={() => undefined} />);
  return screen.findByRole('dialog', { name: 'Nous contacter' });
}

async function fillAll(dialog: HTMLElement, upTo = values.length) {
  for (const [label, value] of values.slice(0, upTo)) {
    await userEvent.type(within(dialog).getByLabelText(label), value);
  }
}

describe('contact form (SPEC §2, §5, §8)', () => {
  it('labels its six fields with the e-mail field of type email', async () => {
    const dialog = await openContact();
    for (const [label] of values) expect(within(dialog).getByLabelText(label)).toBeRequired();
    expect(within(dialog).getByLabelText('E-mail')).toHaveAttribute('type', 'email');
  });

  it('shows the captcha only once all six fields are filled', async () => {
    const dialog = await openContact();
    await fillAll(dialog, 5);
    expect(within(dialog).queryByLabelText('Je ne suis pas un robot')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Bonjour');
    expect(await within(dialog).findByLabelText('Je ne suis pas un robot')).toBeInTheDocument();
  });

  it('answers a missing field with the info toast and sends nothing', async () => {
    let calls = 0;
    server.use(
      http.post(`${apiBaseUrl}/mails/sendinternalmail`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const dialog = await openContact();
    await fillAll(dialog, 3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Veuillez remplir tous les champs')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('sends the six fields and the captcha token, showing Envoi en cours meanwhile', async () => {
    let sent: unknown;
    server.use(
      http.post(`${apiBaseUrl}/mails/sendinternalmail`, async ({ request }) => {
        sent = await request.json();
        await delay(80);
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const dialog = await openContact();
    await fillAll(dialog);
    await userEvent.click(await within(dialog).findByLabelText('Je ne suis pas un robot'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findByRole('button', { name: 'Envoi en cours' })).toBeDisabled();
    expect(await screen.findByText('Votre email a bien été envoyé')).toBeInTheDocument();
    expect(sent).toEqual({
      email: 'alice@exemple.fr',
      phone: '0601020304',
      lastName: 'Durand',
      firstName: 'Alice',
      subject: 'Calendrier',
      text: 'Bonjour, je souhaite un calendrier.',
      recaptcha: 'demo-recaptcha-token',
    });
  });

  it('asks for the captcha before sending', async () => {
    const dialog = await openContact();
    await fillAll(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Veuillez cocher la case du captcha')).toBeInTheDocument();
  });

  it('keeps everything typed and the button after a failure', async () => {
    server.use(
      http.post(
        `${apiBaseUrl}/mails/sendinternalmail`,
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    const dialog = await openContact();
    await fillAll(dialog);
    await userEvent.click(await within(dialog).findByLabelText('Je ne suis pas un robot'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(
      await screen.findByText("Erreur lors de l'envoi de l'email. Réessayez plus tard"),
    ).toBeInTheDocument();
    for (const [label, value] of values)
      expect(within(dialog).getByLabelText(label)).toHaveValue(value);
    expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });
});
