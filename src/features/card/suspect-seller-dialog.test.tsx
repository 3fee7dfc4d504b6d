import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api } from '@/api/client';
import { setAuthToken } from '@/api/auth-token';
import { apiBaseUrl } from '@/config/env';
import { listMessages } from '@/mocks/backend/mailbox';
import { DEMO, signInAs } from '@/mocks/backend/testing';
import { server } from '@/mocks/backend/node';
import { SELLER_REPORT_FAILED } from '@/lib/seller-report';
import { SELLER_REPORT_SENT } from './card-messages';
import { renderApp } from '@/testing/render-app';

const ROBOT = 'Je ne suis pas un robot';
const MAIL_URL = `${apiBaseUrl}/mails/sendinternalmail`;

async function openReport(code: string) {
  await renderApp({ path: `/verification/${encodeURIComponent(code)}` });
  await userEvent.click(await screen.findByRole('button', { name: 'Signaler un vendeur suspect' }));
  return screen.findByRole('dialog', { name: 'Signaler un vendeur suspect' });
}

async function fill(dialog: HTMLElement) {
  const type = (name: RegExp, text: string) =>
    userEvent.type(within(dialog).getByRole('textbox', { name }), text);
  await type(/^Ce qui s'est passé/, 'Il voulait être payé en espèces, sans calendrier.');
  await type(/^Où/, 'Rue de Brest, Rennes');
  await type(/^Quand/, 'Samedi vers 15 h');
  await type(/^Prénom/, 'Odile');
  await type(/^Nom/, 'Perrin');
  await type(/^E-mail/, 'odile.perrin@exemple.fr');
}

const send = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));

describe('Signaler un vendeur suspect (card check at the door)', () => {
  it('sends the report with the code checked, then thanks the householder', async () => {
    const dialog = await openReport('code-inconnu');
    await fill(dialog);
    await userEvent.click(await within(dialog).findByLabelText(ROBOT));
    await send(dialog);
    expect(await screen.findByText(SELLER_REPORT_SENT)).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [mail] = listMessages().filter((message) => message.subject.includes('Signalement'));
    expect(mail.subject).toBe("[Contact] Signalement d'un vendeur");
    expect(mail.html).toContain('la carte code-inconnu');
    expect(mail.html).toContain('Vérification affichée : Carte non valide');
    expect(mail.html).toContain('Lieu : Rue de Brest, Rennes');
    expect(mail.html).toContain('Odile Perrin');
  });

  it('names the verdict a valid card showed, first name and initial only', async () => {
    const id = await signInAs(...DEMO.calendar);
    const { data } = await api.get<{ code: string }>(`/users/${id}/card`);
    setAuthToken(null);
    const dialog = await openReport(data.code);
    await fill(dialog);
    await userEvent.click(await within(dialog).findByLabelText(ROBOT));
    await send(dialog);
    expect(await screen.findByText(SELLER_REPORT_SENT)).toHaveAttribute('role', 'status');
    const [mail] = listMessages().filter((message) => message.subject.includes('Signalement'));
    expect(mail.html).toContain('Vérification affichée : Membre à jour de sa cotisation (Marc L.)');
  });

  it('says on each field what is missing, and sends nothing', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(MAIL_URL, async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const dialog = await openReport('code-inconnu');
    await send(dialog);
    const what = within(dialog).getByRole('textbox', { name: /^Ce qui s'est passé/ });
    expect(what).toHaveAttribute('aria-invalid', 'true');
    expect(what).toHaveAccessibleDescription('Ce champ est obligatoire');
    expect(within(dialog).getByRole('textbox', { name: /^Téléphone/ })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(sent).toHaveLength(0);
  });

  it('keeps what was typed after a failed send, says so, and gives the button back', async () => {
    server.use(http.post(MAIL_URL, () => HttpResponse.error(), { once: true }));
    const dialog = await openReport('code-inconnu');
    await fill(dialog);
    await userEvent.click(await within(dialog).findByLabelText(ROBOT));
    await send(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SELLER_REPORT_FAILED);
    expect(within(dialog).getByRole('textbox', { name: /^Où/ })).toHaveValue(
      'Rue de Brest, Rennes',
    );
    expect(within(dialog).getByRole('button', { name: 'Envoyer le signalement' })).toBeEnabled();
  });
});
