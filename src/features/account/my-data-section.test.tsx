import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { todayIso } from '@/lib/dates';
import { db } from '@/mocks/backend/db';
import { listMessages } from '@/mocks/backend/mailbox';
import { server } from '@/mocks/backend/node';
import { findPerson, personView } from '@/mocks/backend/persons';
import { renderApp } from '@/testing/render-app';

const MAIL_URL = `${apiBaseUrl}/mails/sendinternalmail`;
const ROBOT = 'Je ne suis pas un robot';
const SENT = "Votre demande a été transmise à l'amicale";
const FAILED = "Votre demande n'a pas pu être envoyée. Réessayez.";
const NO_CAPTCHA = 'Veuillez cocher la case du captcha';

const section = () => screen.findByRole('region', { name: 'Mes données' });

/** The own account page of the member (Jeanne Martin, id 1), once `Mes données` shows. */
async function openOwnAccount() {
  const user = userEvent.setup({ delay: null });
  await renderApp({ as: 'member', path: '/accountWrapper/1' });
  return { user, mine: await section() };
}

/** The JSON mails the backend received (the embedded backend still answers them). */
function sentMails() {
  const sent: Record<string, unknown>[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (
      request.method === 'POST' &&
      new URL(request.url).pathname.endsWith('/mails/sendinternalmail')
    ) {
      sent.push((await request.clone().json()) as Record<string, unknown>);
    }
  });
  return sent;
}

async function openErasure(user: ReturnType<typeof userEvent.setup>, mine: HTMLElement) {
  await user.click(
    within(mine).getByRole('button', { name: 'Demander la suppression de mon compte' }),
  );
  return screen.findByRole('dialog', { name: 'Supprimer mon compte' });
}

const sendButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Envoyer la demande' });

describe('Mes données: the download', () => {
  const originalUrl = {
    createObjectURL: URL.createObjectURL,
    revokeObjectURL: URL.revokeObjectURL,
  };
  afterEach(() => {
    Object.assign(URL, originalUrl);
    vi.restoreAllMocks();
  });

  /** The files handed to the browser: their content and the name of the link clicked. */
  function capturedFiles() {
    const files: { blob: Blob; name: string }[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      files.push({ blob, name: '' });
      return 'blob:mes-donnees';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      files[files.length - 1].name = this.download;
    });
    return files;
  }

  it('writes the profile, children, address and orders as JSON, and nothing it was not meant to', async () => {
    const files = capturedFiles();
    // A backend whose answers carry links, payment sessions, secrets and keys nobody planned:
    // none of them reaches the file.
    const jeanne = findPerson(1);
    if (!jeanne) throw new Error('seed without person 1');
    const address = db().addresses[0];
    const order = db().commands.find((command) => command.person.id === 1);
    if (!order) throw new Error('seed without an order of person 1');
    server.use(
      http.get(`${apiBaseUrl}/users/1`, () =>
        HttpResponse.json({
          ...personView(jeanne, 'person'),
          _links: { self: { href: `${apiBaseUrl}/users/1` } },
          password: 'Membre2026!',
          token: 'eyJhbGciOi.jeanne',
          secretThing: 'profil-secret',
          security: { passwordConfirmation: 'Membre2026!', resetToken: 'reset-123' },
        }),
      ),
      http.get(`${apiBaseUrl}/users/1/address`, () =>
        HttpResponse.json({
          ...address,
          _links: { self: { href: `${apiBaseUrl}/addresses/1` } },
          recaptcha: 'captcha-answer',
          secretThing: 'adresse-secret',
        }),
      ),
      http.get(`${apiBaseUrl}/commands`, () =>
        HttpResponse.json({
          _embedded: {
            data: [
              {
                id: order.id,
                date: '2026-10-11',
                status: 'PAID',
                total: 56,
                stripeSessionId: 'cs_live_secret',
                secretThing: 'commande-secret',
                _links: { self: { href: `${apiBaseUrl}/commands/${order.id}` } },
                reservations: [
                  {
                    id: 70,
                    resource: { id: 12, name: 'Sweat de l’amicale', price: 28, token: 'r-secret' },
                    quantity: 2,
                    price: 56,
                    _links: { resource: { href: `${apiBaseUrl}/resources/12` } },
                  },
                ],
              },
            ],
          },
          page: { size: 200, totalElements: 1, totalPages: 1, number: 0 },
        }),
      ),
    );
    const { user, mine } = await openOwnAccount();

    await user.click(within(mine).getByRole('button', { name: 'Télécharger mes données' }));
    await waitFor(() => expect(files).toHaveLength(1));
    await waitFor(() => expect(files[0].name).toBe(`mes-donnees-${todayIso()}.json`));
    expect(files[0].name).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
    expect(files[0].blob.type).toBe('application/json');

    const text = await files[0].blob.text();
    expect(text).not.toMatch(/_links|href|stripeSessionId|password|token|recaptcha|secret/i);
    for (const secret of ['Membre2026!', 'eyJhbGciOi', 'reset-123', 'cs_live', 'captcha-answer']) {
      expect(text).not.toContain(secret);
    }
    const data = JSON.parse(text) as {
      exportedAt: string;
      profile: Record<string, unknown>;
      children: Record<string, unknown>[];
      address: Record<string, unknown>;
      orders: Record<string, unknown>[];
    };
    expect(new Date(data.exportedAt).toISOString()).toBe(data.exportedAt);
    expect(data.profile).toMatchObject({
      id: 1,
      firstName: 'Jeanne',
      lastName: 'Martin',
      email: 'membre@amicale.fr',
    });
    expect(data.children.map((child) => Object.keys(child).sort())).toEqual([
      ['birthDate', 'firstName', 'lastName'],
      ['birthDate', 'firstName', 'lastName'],
    ]);
    expect(data.children.map((child) => child.firstName)).toEqual(['Léo', 'Inès']);
    expect(data.address).toMatchObject({ streetName: 'rue de Saint-Malo', city: 'Rennes' });
    expect(data.orders).toEqual([
      {
        id: order.id,
        date: '2026-10-11',
        status: 'PAID',
        total: 56,
        lines: [{ resource: 'Sweat de l’amicale', quantity: 2, price: 56 }],
      },
    ]);
    // The button is back for another download.
    expect(within(mine).getByRole('button', { name: 'Télécharger mes données' })).toBeEnabled();
  });

  it('reads every order of the person, as the backend gives them', async () => {
    const files = capturedFiles();
    const { user, mine } = await openOwnAccount();
    await user.click(within(mine).getByRole('button', { name: 'Télécharger mes données' }));
    await waitFor(() => expect(files[0]?.name).toMatch(/^mes-donnees-/));
    const data = JSON.parse(await files[0].blob.text()) as {
      orders: { id: number; total: number }[];
    };
    expect(data.orders.map((order) => [order.id, order.total])).toEqual([
      [2, 56],
      [1, 25],
    ]);
  });

  it('holds the button while reading, then says in French that it failed and gives it back', async () => {
    const files = capturedFiles();
    let release: () => void = () => undefined;
    server.use(
      http.get(`${apiBaseUrl}/commands`, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return new HttpResponse(null, { status: 500 });
      }),
    );
    const { user, mine } = await openOwnAccount();
    await user.click(within(mine).getByRole('button', { name: 'Télécharger mes données' }));

    const pending = await within(mine).findByRole('button', {
      name: 'Préparation de vos données',
    });
    expect(pending).toBeDisabled();
    release();

    expect(
      await screen.findByText("Vos données n'ont pas pu être préparées. Réessayez."),
    ).toBeInTheDocument();
    expect(
      await within(mine).findByRole('button', { name: 'Télécharger mes données' }),
    ).toBeEnabled();
    expect(files).toHaveLength(0);
  });
});

describe('Mes données: the erasure request', () => {
  it('refuses to send without the captcha, then sends the subject and the identity', async () => {
    const sent = sentMails();
    const { user, mine } = await openOwnAccount();
    const dialog = await openErasure(user, mine);
    expect(
      within(dialog).getByText(
        /transmise à l'amicale, qui vous répondra à cette adresse pour la confirmer avant de supprimer votre compte/,
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeEnabled();

    await user.click(sendButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NO_CAPTCHA);
    expect(sent).toHaveLength(0);

    await user.click(await within(dialog).findByLabelText(ROBOT));
    await user.click(sendButton(dialog));

    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Supprimer mon compte' }),
      ).not.toBeInTheDocument(),
    );
    expect(await within(mine).findByText(SENT)).toBeVisible();
    // The toast says it too, outside the section.
    expect((await screen.findAllByText(SENT)).some((shown) => !mine.contains(shown))).toBe(true);

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      subject: 'Demande de suppression de compte',
      firstName: 'Jeanne',
      lastName: 'Martin',
      email: 'membre@amicale.fr',
      recaptcha: 'demo-recaptcha-token',
    });
    const text = String(sent[0].text);
    for (const part of ['Jeanne', 'Martin', 'membre@amicale.fr', 'Compte n° 1']) {
      expect(text).toContain(part);
    }
    // The contact call proves nobody's identity: the association confirms by e-mail first.
    expect(text).toContain(
      "avant de supprimer quoi que ce soit, l'amicale confirme cette demande en répondant à " +
        "l'adresse e-mail du compte (membre@amicale.fr).",
    );
    // The association received it.
    expect(
      listMessages().some(
        (mail) =>
          mail.to === 'contact@amicale.fr' &&
          mail.subject === '[Contact] Demande de suppression de compte',
      ),
    ).toBe(true);
  });

  it('keeps the dialog open with its message after a failure, with a fresh captcha', async () => {
    const sent = sentMails();
    server.use(http.post(MAIL_URL, () => new HttpResponse(null, { status: 500 })));
    const { user, mine } = await openOwnAccount();
    const dialog = await openErasure(user, mine);
    await user.click(await within(dialog).findByLabelText(ROBOT));
    await user.click(sendButton(dialog));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FAILED);
    expect(screen.getByRole('dialog', { name: 'Supprimer mon compte' })).toBeVisible();
    expect(sendButton(dialog)).toBeEnabled();
    expect(within(mine).queryByText(SENT)).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);

    // The captcha's answer served once: the next send needs a new one.
    expect(await within(dialog).findByLabelText(ROBOT)).not.toBeChecked();
    await user.click(sendButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NO_CAPTCHA);
    expect(sent).toHaveLength(1);
  });

  it('closes with Escape, sending nothing', async () => {
    const sent = sentMails();
    const { user, mine } = await openOwnAccount();
    await openErasure(user, mine);
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Supprimer mon compte' }),
      ).not.toBeInTheDocument(),
    );
    expect(sent).toHaveLength(0);
    expect(within(mine).queryByText(SENT)).not.toBeInTheDocument();
    expect(
      within(mine).getByRole('button', { name: 'Demander la suppression de mon compte' }),
    ).toBeEnabled();
  });
});

describe('Mes données: whose page', () => {
  it.each(['/accountWrapper/1', '/person/1'])(
    "is not on someone else's account page opened by a persons administrator (%s)",
    async (path) => {
      await renderApp({ as: 'persons', path });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Jeanne Martin' }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: 'Adresse' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Mes données' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Mes données' })).not.toBeInTheDocument();
      expect(
        screen.queryByRole('button', { name: 'Télécharger mes données' }),
      ).not.toBeInTheDocument();
      expect(
        screen.queryByRole('button', { name: 'Demander la suppression de mon compte' }),
      ).not.toBeInTheDocument();
    },
  );
});
