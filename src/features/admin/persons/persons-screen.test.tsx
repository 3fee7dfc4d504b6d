import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { formatEuro } from '@/lib/format';
import { db } from '@/mocks/backend/db';
import { setBackendOptions } from '@/mocks/backend/options';
import { listMessages } from '@/mocks/backend/mailbox';
import { server } from '@/mocks/backend/node';
import { useSession } from '@/stores/session';
import { renderApp } from '@/testing/render-app';

/** The rows of the persons table (the wide layout; the phone's cards hold the same). */
const rows = () =>
  within(screen.getByRole('table', { name: 'Personnes' }))
    .getAllByRole('row')
    .slice(1);

const usersCalls = () => {
  const calls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const address = new URL(request.url);
    if (address.pathname.endsWith('/users') && request.method === 'GET') calls.push(address);
  });
  return calls;
};

/** In the table (the phone's cards repeat each control). */
const findInTable = async (role: 'button' | 'link', name: string) =>
  within(await screen.findByRole('table', { name: 'Personnes' })).findByRole(role, { name });

afterEach(() => server.events.removeAllListeners());

const today = () => new Date().toISOString().slice(0, 10);

describe('Personnes', () => {
  it('lists the persons with their state, paged by the backend, each row leading to the person', async () => {
    await renderApp({ as: 'admin', path: '/management/persons' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Personnes' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(25));
    const table = screen.getByRole('table', { name: 'Personnes' });
    for (const header of ['Nom', 'Prénom', 'E-mail', 'Statut', 'État']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeVisible();
    }
    expect(screen.getByText(`${db().persons.length} personnes`)).toBeInTheDocument();
    const bernard = within(table).getByRole('link', { name: 'Bernard' });
    expect(bernard).toHaveAttribute('href', '#/person/2');
    expect(within(bernard.closest('tr') as HTMLElement).getByText('Valide')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer une personne' })).toHaveAttribute(
      'href',
      '#/createUser',
    );
  });

  it('searches by name or e-mail through the backend, after the typing pauses', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = usersCalls();
    await renderApp({ as: 'persons', path: '/management/persons' });
    await waitFor(() => expect(rows()).toHaveLength(25));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'attente@');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]).getByText('Sophie')).toBeInTheDocument();
    const searches = calls.map((call) => call.searchParams.get('search')).filter(Boolean);
    expect(searches).toContain('(lastName==*attente@*,firstName==*attente@*,email==*attente@*)');
    // One list call for the whole word, not one per letter.
    expect(searches.filter((search) => search?.startsWith('(lastName=='))).toHaveLength(1);
  });

  it('counts each state; a count opens the filtered list (the validation queue)', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'admin', path: '/management/persons' });
    const board = await screen.findByRole('region', { name: 'Tableau de bord des comptes' });
    const queue = await within(board).findByRole('button', { name: /À valider/ });
    const expected = db().persons.filter(
      (person) =>
        person.emailValidated &&
        !person.validated &&
        person.accountValidity >= new Date().toISOString().slice(0, 10),
    ).length;
    await waitFor(() => expect(queue).toHaveTextContent(`${expected}À valider`));
    await user.click(queue);
    expect(screen.getByRole('combobox', { name: 'État' })).toHaveValue('toValidate');
    await waitFor(() => expect(rows()).toHaveLength(expected));
    for (const row of rows()) expect(within(row).getByText('À valider')).toBeInTheDocument();
    expect(window.location.hash).toContain('etat=toValidate');
  });

  it('lists the members to remind under État « À relancer »: dues ending within 30 days or ended', async () => {
    const user = userEvent.setup({ delay: null });
    const soon = new Date();
    soon.setDate(soon.getDate() + 10);
    const member = db().persons.find((person) => person.email === 'membre@amicale.fr');
    if (!member) throw new Error('no member');
    member.accountValidity = soon.toISOString().slice(0, 10);
    await renderApp({ as: 'admin', path: '/management/persons' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'État' }), 'À relancer');
    expect(window.location.hash).toContain('etat=remind');
    const limit = new Date();
    limit.setDate(limit.getDate() + 30);
    const expected = db().persons.filter(
      (person) =>
        person.emailValidated &&
        person.validated &&
        person.accountValidity <= limit.toISOString().slice(0, 10),
    );
    await waitFor(() => expect(rows()).toHaveLength(Math.min(expected.length, 20)));
    const names = rows().map((row) => row.textContent ?? '');
    expect(names.some((text) => text.includes('Martin') && text.includes('Valide'))).toBe(true);
    expect(names.some((text) => text.includes('Roux') && text.includes('Expiré'))).toBe(true);
    expect(names.some((text) => text.includes('Durand'))).toBe(false);
  });

  it('validates an account: the toast, the row shows Valide, the e-mail sent, and the person signs in', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'admin', path: '/management/persons?etat=toValidate' });
    const button = await findInTable('button', 'Valider le compte de Sophie Moreau');
    await user.click(button);
    expect(await screen.findByText('Compte de Sophie Moreau validé')).toBeInTheDocument();
    const row = (await findInTable('link', 'Moreau')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Valide')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Valider/ })).not.toBeInTheDocument();
    expect(listMessages().map((mail) => [mail.to, mail.subject])).toContainEqual([
      'attente@amicale.fr',
      'Votre compte est validé',
    ]);
    useSession.getState().logout();
    await useSession.getState().login('attente@amicale.fr', 'Attente2026!');
    expect(useSession.getState().userId).toBe(6);
  });

  it('validates the selected accounts at once', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'persons', path: '/management/persons?etat=toValidate' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
    const count = rows().length;
    await user.click(screen.getByRole('button', { name: 'Sélectionner les comptes à valider' }));
    await user.click(screen.getByRole('button', { name: `Valider la sélection (${count})` }));
    expect(await screen.findByText(`${count} comptes validés`)).toBeInTheDocument();
    for (const row of rows()) expect(within(row).getByText('Valide')).toBeInTheDocument();
  });

  it('says why a validation failed and gives the button back', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post(`${apiBaseUrl}/users/:id/validate`, () =>
        HttpResponse.json({ detail: 'Cotisation non réglée' }, { status: 409 }),
      ),
    );
    await renderApp({ as: 'admin', path: '/management/persons?etat=toValidate' });
    const button = await findInTable('button', 'Valider le compte de Sophie Moreau');
    await user.click(button);
    expect(
      await screen.findByText(
        "Le compte de Sophie Moreau n'a pas pu être validé : Cotisation non réglée",
      ),
    ).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('exports the filtered list as CSV, every page of it', async () => {
    const user = userEvent.setup({ delay: null });
    const created = vi.fn((_blob: Blob) => 'blob:persons');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderApp({ as: 'admin', path: '/management/persons?statut=SPP' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const csv = await created.mock.calls[0][0].text();
    const lines = csv.trim().split('\r\n');
    expect(lines[0].replace(/^\uFEFF/, '')).toBe(
      'Nom;Prénom;E-mail;Téléphone;Date de naissance;Statut;CIS;Adhésions;État;Cotisation valable jusqu’au;Lettre d’information',
    );
    expect(lines).toHaveLength(
      1 + db().persons.filter((person) => person.membertype === 'SPP').length,
    );
    click.mockRestore();
  });

  it('copies the e-mails of the whole filtered list, every page, to the clipboard', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = vi.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const calls = usersCalls();
    await renderApp({ as: 'admin', path: '/management/persons?etat=valid' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const valid = db().persons.filter(
      (person) => person.emailValidated && person.validated && person.accountValidity >= today(),
    );
    expect(valid.length).toBeGreaterThan(25);
    await user.click(screen.getByRole('button', { name: 'Copier les e-mails' }));
    expect(await screen.findByText(`${valid.length} adresses copiées`)).toBeInTheDocument();
    const copied = writeText.mock.calls[0][0].split(';');
    expect(copied).toHaveLength(valid.length);
    expect(new Set(copied)).toEqual(new Set(valid.map((person) => person.email)));
    // The filter went with each page asked.
    const pagesRead = calls.filter((call) => call.searchParams.get('size') !== '1');
    expect(pagesRead.every((call) => call.searchParams.get('search'))).toBe(true);
  });

  it('copies every address from a backend that pages by 20 and gives no `page`, never 20 of them', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = vi.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setBackendOptions({ maxPageSize: 20, pageInfo: false });
    await renderApp({ as: 'admin', path: '/management/persons' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const everyone = new Set(db().persons.map((person) => person.email));
    expect(everyone.size).toBeGreaterThan(40);
    await user.click(screen.getByRole('button', { name: 'Copier les e-mails' }));
    expect(await screen.findByText(`${everyone.size} adresses copiées`)).toBeInTheDocument();
    expect(new Set(writeText.mock.calls[0][0].split(';'))).toEqual(everyone);
  });

  it('shows the addresses in a box to copy by hand when the browser refuses the clipboard', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = vi.fn(() => Promise.reject(new DOMException('Refusé', 'NotAllowedError')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderApp({ as: 'admin', path: '/management/persons?statut=SPP' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Copier les e-mails' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adresses e-mail' });
    expect(
      within(dialog).getByText(
        'Le navigateur a refusé la copie : sélectionnez les adresses ci-dessous et copiez-les.',
      ),
    ).toBeInTheDocument();
    const spp = db().persons.filter((person) => person.membertype === 'SPP');
    const box = within(dialog).getByRole('textbox', { name: `Adresses e-mail (${spp.length})` });
    const shown = (box as HTMLTextAreaElement).value.split(';');
    expect(shown).toHaveLength(spp.length);
    expect(new Set(shown)).toEqual(new Set(spp.map((person) => person.email)));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Copier les e-mails' })).toBeEnabled();
  });

  it('says so when the addresses cannot be read, and gives the button back', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'admin', path: '/management/persons' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    server.use(http.get(`${apiBaseUrl}/users`, () => new HttpResponse(null, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Copier les e-mails' }));
    expect(
      await screen.findByText("Les adresses n'ont pas pu être lues. Réessayez."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier les e-mails' })).toBeEnabled();
  });

  it('says so with Réessayer when the list fails to load', async () => {
    server.use(http.get(`${apiBaseUrl}/users`, () => new HttpResponse(null, { status: 500 })));
    await renderApp({ as: 'admin', path: '/management/persons' });
    expect(
      await screen.findByText("La liste des personnes n'a pas pu être chargée.", undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  });

  it('shows the calendar tour’s paid total to those who keep the ledger, leading to it', async () => {
    await renderApp({ as: 'admin', path: '/management/persons' });
    const year = String(new Date().getFullYear());
    const paid = db()
      .calendarOrders.filter(
        (order) => order.paymentStatus === 'PAID' && order.date.startsWith(year),
      )
      .reduce((sum, order) => sum + order.amount, 0);
    const euros = formatEuro(paid);
    const link = await screen.findByRole('link', {
      name: `Tournée des calendriers ${year} : ${euros}`,
    });
    expect(link).toHaveAttribute('href', '#/management/commissions/calendars');
  });

  it('shows the dues collected this year, leading to those orders in Commandes', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'admin', path: '/management/persons' });
    const year = String(new Date().getFullYear());
    const dues = new Set(
      db()
        .resources.filter((resource) => resource.isDue)
        .map(({ id }) => id),
    );
    const paidDues = db().commands.filter(
      (order) =>
        order.status === 'PAID' &&
        (order.date ?? '').startsWith(year) &&
        (order.reservations ?? []).every((line) => dues.has(line.resource.id)),
    );
    expect(paidDues.length).toBeGreaterThan(1);
    const euros = formatEuro(paidDues.reduce((sum, order) => sum + (order.total ?? 0), 0));
    const link = await screen.findByRole('link', {
      name: `Cotisations encaissées en ${year} : ${euros}`,
    });
    expect(link).toHaveTextContent(`(${paidDues.length} adhésions)`);
    await user.click(link);
    const table = await screen.findByRole('table', {
      name: "Commandes, les plus récentes d'abord",
    });
    expect(screen.getByRole('combobox', { name: 'Commission' })).toHaveDisplayValue(
      'Cotisations (adhésions)',
    );
    expect(screen.getByRole('combobox', { name: 'État' })).toHaveDisplayValue('Payée');
    await waitFor(() =>
      expect(
        screen.getByText((text) => text.startsWith(`${paidDues.length} commandes : `)),
      ).toHaveTextContent(`pour un total de ${euros}`),
    );
    for (const row of within(table).getAllByRole('row').slice(1)) {
      expect(row).toHaveTextContent(/Cotisation|Assurance UDSP/);
    }
  });

  it('does not show the calendar tour nor the dues to a persons administrator', async () => {
    await renderApp({ as: 'persons', path: '/management/persons' });
    await screen.findByRole('region', { name: 'Tableau de bord des comptes' });
    expect(screen.queryByRole('link', { name: /Tournée des calendriers/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Cotisations encaissées/ })).not.toBeInTheDocument();
  });

  it('keeps its page and sort in the address: back from a person, the same page', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = usersCalls();
    await renderApp({ as: 'admin', path: '/management/persons' });
    await waitFor(() => expect(rows()).toHaveLength(25));
    const table = screen.getByRole('table', { name: 'Personnes' });
    await user.click(within(table).getByRole('button', { name: /E-mail/ }));
    await waitFor(() => expect(window.location.hash).toContain('tri=email%2Casc'));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', {
        name: 'Page suivante',
      }),
    );
    await waitFor(() => expect(window.location.hash).toContain('page=2'));
    await waitFor(() => expect(screen.getByText(/^Page 2 sur/)).toBeInTheDocument());
    const second = rows()[0].textContent;
    const person = within(rows()[0]).getAllByRole('link')[0];
    await user.click(person);
    await screen.findByRole('button', { name: 'Enregistrer' });
    window.history.back();
    await waitFor(() => expect(screen.getByText(/^Page 2 sur/)).toBeInTheDocument());
    await waitFor(() => expect(rows()[0].textContent).toBe(second));
    expect(
      within(screen.getByRole('table', { name: 'Personnes' })).getByRole('columnheader', {
        name: /E-mail/,
      }),
    ).toHaveAttribute('aria-sort', 'ascending');
    const last = calls.at(-1);
    expect([last?.searchParams.get('page'), last?.searchParams.get('sort')]).toEqual([
      '1',
      'email,asc',
    ]);
  });

  it('refuses a commission administrator, who requests nothing of it', async () => {
    const calls = usersCalls();
    await renderApp({ as: 'commission', path: '/management/persons' });
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
