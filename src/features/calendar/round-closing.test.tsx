import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { db } from '@/mocks/backend/db';
import { listMessages } from '@/mocks/backend/mailbox';
import { server } from '@/mocks/backend/node';
import { useSession } from '@/stores/session';
import { renderApp } from '@/testing/render-app';
import { CAPTCHA_UNTICKED } from '@/lib/form-messages';
import { keepDraft } from '@/platform/drafts';
import { addCalendarDays, toIsoDate } from '@/lib/dates';
import { formatDate } from '@/lib/format';
import {
  ROUND_COUNT_KEPT_DAYS,
  emptyRoundCount,
  roundCountOverdue,
  roundDraftName,
} from '@/lib/round-count';
import { DEMO_ACCOUNTS } from '@/mocks/backend/demo-accounts';
import {
  ROUND_ABANDONED,
  ROUND_CARD_UNREAD,
  ROUND_FIX_COUNT,
  ROUND_NO_SELLER,
  ROUND_SEND_FAILED,
  ROUND_SENT,
} from './round-closing-messages';

/** The demo account's person id, as the store knows it. */
function idOf(account: 'seller'): number {
  const { email } = DEMO_ACCOUNTS[account];
  const person = db().persons.find((candidate) => candidate.email === email);
  if (!person) throw new Error(`no person for ${email}`);
  return person.id;
}

const MAIL_URL = `${apiBaseUrl}/mails/sendinternalmail`;
const ROBOT = 'Je ne suis pas un robot';
const STUB = 101;

/** Stub 101's orders become two paid card payments and a pending one, whatever the seed holds. */
function stubPayments() {
  const orders = db().calendarOrders;
  const [model] = orders;
  // Each a minute older than the one before: the tour lists them newest first.
  const now = Date.now();
  const order = (id: number, firstName: string, amount: number, paid: boolean) => ({
    ...model,
    id,
    externalIdentifier: `cal-cloture-${id}`,
    person: { ...model.person, firstName, lastName: 'Donateur' },
    amount,
    stubNumber: STUB,
    date: new Date(now - (id - 9101) * 60_000).toISOString(),
    paymentStatus: paid ? ('PAID' as const) : ('PENDING' as const),
  });
  db().calendarOrders = [
    ...orders.filter((existing) => existing.stubNumber !== STUB),
    order(9101, 'Jeanne', 10, true),
    order(9102, 'Paul', 15.5, true),
    order(9103, 'Lucie', 20, false),
  ];
}

async function openCount(as: 'seller' | 'calendar' = 'seller') {
  await renderApp({ as, path: `/tournee?souche=${STUB}` });
  await userEvent.click(await screen.findByRole('button', { name: 'Clôturer la tournée' }));
  const form = await screen.findByRole('form', { name: `Comptage de la souche n° ${STUB}` });
  // The card payments read: the totals are whole.
  await waitFor(() => expect(totalOf('Carte')).toMatch(/€$/));
  return form;
}

/** The e-mails the screen sends from now on, each answered as sent. */
function mailsSent(): unknown[] {
  const sent: unknown[] = [];
  server.use(
    http.post(MAIL_URL, async ({ request }) => {
      sent.push(await request.json());
      return new HttpResponse(null, { status: 200 });
    }),
  );
  return sent;
}

const field = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name });

function totalOf(label: string): string {
  const list = screen.getByLabelText('Totaux de la tournée');
  const term = within(list).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

async function typeCount(form: HTMLElement) {
  await userEvent.type(field(form, 'Calendriers remis'), '12');
  await userEvent.type(field(form, 'Billets de 20 €'), '2');
  await userEvent.type(field(form, 'Billets de 5 €'), '3');
  await userEvent.type(field(form, 'Pièces de 2 €'), '4');
  await userEvent.type(field(form, 'Autres pièces'), '1,30');
  await userEvent.click(within(form).getByRole('button', { name: 'Ajouter un chèque' }));
  const first = within(form).getByRole('group', { name: 'Chèque 1' });
  await userEvent.type(within(first).getByRole('textbox', { name: /Montant/ }), '25');
  await userEvent.type(within(first).getByRole('textbox', { name: 'Banque' }), 'Crédit Agricole');
  await userEvent.click(within(form).getByRole('button', { name: 'Ajouter un chèque' }));
  const second = within(form).getByRole('group', { name: 'Chèque 2' });
  await userEvent.type(within(second).getByRole('textbox', { name: /Montant/ }), '12.5');
}

describe('closing a round (Clôturer la tournée)', () => {
  beforeEach(stubPayments);

  it('adds up cash, cheques and the paid card payments as they are typed, leaving the pending one out', async () => {
    const form = await openCount();
    expect(totalOf('Total de la tournée')).toBe('25,50 €');
    await typeCount(form);
    expect(totalOf('Espèces')).toBe('64,30 €');
    expect(totalOf('Chèques')).toBe('37,50 €');
    expect(totalOf('Carte')).toBe('25,50 €');
    expect(totalOf('Total de la tournée')).toBe('127,30 €');
    const received = within(form).getByRole('list', { name: 'Paiements par carte reçus' });
    expect(
      within(received)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Jeanne D.10,00 €', 'Paul D.15,50 €']);
    expect(form).toHaveTextContent('1 paiement en attente n’est pas compté');
  });

  it('waits for the card payments before a sheet: read, not read, read again', async () => {
    const sent: unknown[] = [];
    let answer: 'wait' | 'fail' | 'pass' = 'wait';
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`${apiBaseUrl}/commands/calendar`, async ({ request }) => {
        if (!new URL(request.url).searchParams.get('search')?.includes('stubNumber')) return;
        if (answer === 'wait') await held;
        return answer === 'pass' ? undefined : HttpResponse.error();
      }),
      http.post(MAIL_URL, async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 200 });
      }),
    );
    await renderApp({ as: 'seller', path: `/tournee?souche=${STUB}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Clôturer la tournée' }));
    const form = await screen.findByRole('form', { name: `Comptage de la souche n° ${STUB}` });
    // Still reading: no card total of 0 to be believed.
    expect(within(form).getByText('Lecture des paiements par carte…')).toBeInTheDocument();
    await userEvent.type(field(form, 'Billets de 10 €'), '2');
    expect(totalOf('Carte')).toBe('non lue');
    expect(totalOf('Total de la tournée')).toBe('20,00 € sans la carte');
    answer = 'fail';
    release();
    const retry = await within(form).findByRole('button', { name: 'Réessayer' });
    expect(form).toHaveTextContent(
      "Les paiements par carte de cette souche n'ont pas pu être lus.",
    );
    await userEvent.click(await within(form).findByLabelText(ROBOT));
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer au trésorier' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(ROUND_CARD_UNREAD);
    await userEvent.click(within(form).getByRole('button', { name: 'Télécharger le bordereau' }));
    expect(await within(form).findByText(ROUND_CARD_UNREAD, { selector: 'p' })).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    expect(field(form, 'Billets de 10 €')).toHaveValue('2');
    // The network answers again: the card payments arrive, the totals are whole.
    answer = 'pass';
    await userEvent.click(retry);
    await waitFor(() => expect(totalOf('Carte')).toBe('25,50 €'));
    expect(totalOf('Total de la tournée')).toBe('45,50 €');
  });

  it('says on its field what it cannot read, and sends nothing until corrected', async () => {
    const sent = mailsSent();
    const form = await openCount();
    await userEvent.type(field(form, 'Billets de 10 €'), '2,5');
    await userEvent.click(within(form).getByRole('button', { name: 'Ajouter un chèque' }));
    // Left, the field says nothing yet: the count is read when it is sent.
    expect(field(form, 'Billets de 10 €')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(await within(form).findByLabelText(ROBOT));
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer au trésorier' }));
    expect(field(form, 'Billets de 10 €')).toHaveAccessibleDescription(
      'Indiquez un nombre entier (des chiffres uniquement).',
    );
    expect(field(form, 'Billets de 10 €')).toHaveAttribute('aria-invalid', 'true');
    const cheque = within(form).getByRole('group', { name: 'Chèque 1' });
    expect(within(cheque).getByRole('textbox', { name: /Montant/ })).toHaveAccessibleDescription(
      /Indiquez le montant du chèque\./,
    );
    expect(sent).toHaveLength(0);
  });

  it('reads the cheques again as they come and go after a refused send, and a change takes the refusal away', async () => {
    const sent = mailsSent();
    const form = await openCount();
    const amountOf = (n: number) =>
      within(within(form).getByRole('group', { name: `Chèque ${n}` })).getByRole('textbox', {
        name: /Montant/,
      });
    await userEvent.click(within(form).getByRole('button', { name: 'Ajouter un chèque' }));
    await userEvent.click(await within(form).findByLabelText(ROBOT));
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer au trésorier' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(ROUND_FIX_COUNT);
    // A cheque added now says at once what it lacks, as the first one does.
    await userEvent.click(within(form).getByRole('button', { name: 'Ajouter un chèque' }));
    await waitFor(() =>
      expect(amountOf(2)).toHaveAccessibleDescription(/Indiquez le montant du chèque\./),
    );
    expect(amountOf(2)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(amountOf(1), '25');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(amountOf(1)).not.toHaveAttribute('aria-invalid');
    // The first taken off, the second becomes `Chèque 1` with its own message.
    await userEvent.click(within(form).getByRole('button', { name: 'Retirer le chèque 1' }));
    expect(within(form).queryByRole('group', { name: 'Chèque 2' })).not.toBeInTheDocument();
    await waitFor(() => expect(amountOf(1)).toHaveValue(''));
    await waitFor(() =>
      expect(amountOf(1)).toHaveAccessibleDescription(/Indiquez le montant du chèque\./),
    );
    expect(sent).toHaveLength(0);
  });

  it('sends the sheet to the treasurer with its subject, counts and totals, then forgets the count', async () => {
    const form = await openCount();
    await typeCount(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer au trésorier' }));
    expect(await within(form).findByText(CAPTCHA_UNTICKED)).toBeInTheDocument();
    await userEvent.click(await within(form).findByLabelText(ROBOT));
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer au trésorier' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(ROUND_SENT);
    const [mail] = listMessages().filter((message) => message.subject.includes('Bordereau'));
    expect(mail.subject).toBe(`[Contact] Bordereau de tournée – souche ${STUB}`);
    for (const line of [
      'Vendeur : Thomas Lemoine',
      'Calendriers remis : 12',
      'Billets de 20 € × 2 : 40,00 €',
      'Chèque 1 Crédit Agricole : 25,00 €',
      'Carte Paul D. : 15,50 €',
      'Total de la tournée : 127,30 €',
    ]) {
      expect(mail.html).toContain(line);
    }
    expect(mail.html).not.toContain('Lucie');
    // Sent: the next count starts empty.
    expect(field(form, 'Calendriers remis')).toHaveValue('');
    expect(totalOf('Espèces')).toBe('0,00 €');
  });

  it('keeps the count after a failed send, says so, and sends it once the network answers', async () => {
    server.use(http.post(MAIL_URL, () => HttpResponse.error(), { once: true }));
    const form = await openCount();
    await typeCount(form);
    await userEvent.click(await within(form).findByLabelText(ROBOT));
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer au trésorier' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(ROUND_SEND_FAILED);
    expect(field(form, 'Calendriers remis')).toHaveValue('12');
    expect(totalOf('Total de la tournée')).toBe('127,30 €');
    const button = within(form).getByRole('button', { name: 'Envoyer au trésorier' });
    expect(button).toBeEnabled();
    await userEvent.click(await within(form).findByLabelText(ROBOT));
    await userEvent.click(button);
    expect(await within(form).findByRole('status')).toHaveTextContent(ROUND_SENT);
  });

  it('says plainly when the seller cannot be read, keeps the count and sends nothing', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(`${apiBaseUrl}/users/:id`, () => HttpResponse.error()),
      http.post(MAIL_URL, async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const form = await openCount();
    await typeCount(form);
    await userEvent.click(await within(form).findByLabelText(ROBOT));
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer au trésorier' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(ROUND_NO_SELLER);
    expect(field(form, 'Calendriers remis')).toHaveValue('12');
    expect(within(form).getByRole('button', { name: 'Envoyer au trésorier' })).toBeEnabled();
    expect(sent).toHaveLength(0);
  });

  it('finds the count again after the screen is left, a logout and a new sign-in, for its seller only', async () => {
    const form = await openCount();
    await typeCount(form);
    cleanup();
    await useSession.getState().logout();
    // Another person on the same phone: nothing of the seller's count.
    const other = await openCount('calendar');
    expect(field(other, 'Calendriers remis')).toHaveValue('');
    cleanup();
    await useSession.getState().logout();
    const again = await openCount('seller');
    await waitFor(() => expect(field(again, 'Calendriers remis')).toHaveValue('12'));
    expect(totalOf('Total de la tournée')).toBe('127,30 €');
  });

  it('gives the count up once confirmed: gone from the phone, nothing sent', async () => {
    const sent = mailsSent();
    const form = await openCount();
    // Nothing typed: nothing to give up.
    expect(
      within(form).queryByRole('button', { name: 'Abandonner ce comptage' }),
    ).not.toBeInTheDocument();
    await typeCount(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Abandonner ce comptage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abandonner ce comptage ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(field(form, 'Calendriers remis')).toHaveValue('12');
    await userEvent.click(within(form).getByRole('button', { name: 'Abandonner ce comptage' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Abandonner ce comptage ?' })).getByRole(
        'button',
        { name: 'Abandonner' },
      ),
    );
    expect(await within(form).findByRole('status')).toHaveTextContent(ROUND_ABANDONED);
    expect(field(form, 'Calendriers remis')).toHaveValue('');
    cleanup();
    const again = await openCount();
    expect(field(again, 'Calendriers remis')).toHaveValue('');
    expect(sent).toHaveLength(0);
  });

  it('offers to send or give up a count kept more than 60 days, not one kept 60', async () => {
    const sellerId = idOf('seller');
    const keptOn = (daysAgo: number) => toIsoDate(addCalendarDays(new Date(), -daysAgo));
    await keepDraft(roundDraftName(sellerId, STUB), {
      ...emptyRoundCount(STUB),
      calendars: '7',
      keptSince: keptOn(ROUND_COUNT_KEPT_DAYS + 1),
    });
    const form = await openCount();
    await waitFor(() => expect(field(form, 'Calendriers remis')).toHaveValue('7'));
    const since = formatDate(keptOn(ROUND_COUNT_KEPT_DAYS + 1));
    expect(within(form).getByText(roundCountOverdue(since))).toHaveAttribute('role', 'status');
    expect(within(form).getByRole('button', { name: 'Envoyer au trésorier' })).toBeEnabled();
    expect(within(form).getByRole('button', { name: 'Abandonner ce comptage' })).toBeEnabled();
    cleanup();
    await keepDraft(roundDraftName(sellerId, STUB), {
      ...emptyRoundCount(STUB),
      calendars: '8',
      keptSince: keptOn(ROUND_COUNT_KEPT_DAYS),
    });
    const recent = await openCount();
    await waitFor(() => expect(field(recent, 'Calendriers remis')).toHaveValue('8'));
    expect(recent).not.toHaveTextContent(/plus de 60 jours/);
  });
});
