import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { apiBaseUrl } from '../../config/env';
import { server } from '../../mocks/node';
import { renderScreen } from '../../../tests/unit/render';
import { CalendarCodeScreen } from './calendar-code-screen';
import { CalendarOrdersScreen } from './calendar-orders-screen';
import { CalendarPurchaseScreen } from './calendar-purchase-screen';

function NoPrivacy({ show }: { show: boolean; onHide: () => void }) {
  return show ? <div role="dialog" aria-label="Données Personnelles" /> : null;
}

const fields: [string, string][] = [
  ['Nom', 'Durand'],
  ['Prénom', 'Alice'],
  ['E-mail', 'alice@exemple.fr'],
  ['Numéro', '3'],
  ['Rue', 'rue de Fougères'],
  ['Code postal', '35700'],
  ['Ville', 'Rennes'],
  ['Numéro de souche', '204'],
];

async function fill(upTo = fields.length) {
  for (const [label, value] of fields.slice(0, upTo)) {
    await userEvent.type(screen.getByLabelText(label), value);
  }
}

describe('calendar purchase screen', () => {
  it('labels every required field with a star and uses numeric keyboards for numbers', () => {
    renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    expect(
      screen.getByRole('heading', { name: /^Achat du Calendrier \d{4}$/ }),
    ).toBeInTheDocument();
    for (const [label] of fields) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByText('Nom').parentElement).toHaveTextContent('Nom *');
    expect(screen.getByLabelText('Code postal')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Montant')).toHaveAttribute('inputmode', 'decimal');
  });

  it('sets the amount from the preset buttons', async () => {
    renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    await userEvent.click(screen.getByRole('button', { name: '20 €' }));
    expect(screen.getByLabelText('Montant')).toHaveValue('20');
    expect(screen.getByRole('button', { name: '20 €' })).toHaveAttribute('aria-pressed', 'true');
    for (const preset of ['5 €', '10 €', '50 €'])
      expect(screen.getByRole('button', { name: preset })).toBeInTheDocument();
  });

  it('says every starred field is required and sends nothing', async () => {
    let calls = 0;
    server.use(
      http.post(`${apiBaseUrl}/commands/calendar`, () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    await fill(3);
    await userEvent.click(screen.getByRole('button', { name: 'Payer' }));
    expect(
      await screen.findByText("Tous les champs marqués d'une étoile (*) sont obligatoires"),
    ).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('refuses an amount under 2 € and sends nothing', async () => {
    let calls = 0;
    server.use(
      http.post(`${apiBaseUrl}/commands/calendar`, () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    await fill();
    await userEvent.clear(screen.getByLabelText('Montant'));
    await userEvent.type(screen.getByLabelText('Montant'), '1,50');
    await userEvent.click(await screen.findByLabelText('Je ne suis pas un robot'));
    await userEvent.click(screen.getByRole('button', { name: 'Payer' }));
    expect(await screen.findByText('Le montant minimum est de 2 €')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('checks the e-mail pattern', async () => {
    renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    await fill();
    await userEvent.clear(screen.getByLabelText('E-mail'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'alice.exemple.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Payer' }));
    expect(await screen.findByText('e-mail invalide')).toBeInTheDocument();
  });

  it('shows the captcha once the fields are filled, sends the purchase and goes to the checkout', async () => {
    let sent: unknown;
    server.use(
      http.post(`${apiBaseUrl}/commands/calendar`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ stripeSessionId: 'cs_cal_1' });
      }),
    );
    renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    await fill(7);
    expect(screen.queryByLabelText('Je ne suis pas un robot')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Numéro de souche'), '204');
    await userEvent.click(screen.getByRole('button', { name: '20 €' }));
    await userEvent.click(await screen.findByLabelText('Je ne suis pas un robot'));
    await userEvent.click(screen.getByRole('button', { name: 'Payer' }));
    await waitFor(() => expect(window.location.hash).toBe('#/demo/checkout/cs_cal_1'));
    expect(sent).toEqual({
      person: {
        lastName: 'Durand',
        firstName: 'Alice',
        email: 'alice@exemple.fr',
        address: {
          streetNumber: '3',
          streetName: 'rue de Fougères',
          postalCode: 35700,
          city: 'Rennes',
        },
      },
      amount: 20,
      stubNumber: 204,
      recaptcha: 'demo-recaptcha-token',
      successRedirect: `${window.location.origin}/#/calendrier/code/`,
    });
  });

  it('says La commande ne peut pas être effectuée, keeps the input and gives Payer back', async () => {
    server.use(
      http.post(`${apiBaseUrl}/commands/calendar`, () => new HttpResponse(null, { status: 500 })),
    );
    renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    await fill();
    await userEvent.click(await screen.findByLabelText('Je ne suis pas un robot'));
    await userEvent.click(screen.getByRole('button', { name: 'Payer' }));
    expect(await screen.findByText('La commande ne peut pas être effectuée')).toBeInTheDocument();
    expect(screen.getByLabelText('Ville')).toHaveValue('Rennes');
    expect(screen.getByRole('button', { name: 'Payer' })).toBeEnabled();
  });

  it('opens the privacy information', async () => {
    renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    await userEvent.click(screen.getByRole('button', { name: 'Informations sur vos données' }));
    expect(await screen.findByRole('dialog', { name: 'Données Personnelles' })).toBeInTheDocument();
  });
});

describe('calendar code screen', () => {
  it('shows the QR code of the order from the route', () => {
    const router = createMemoryRouter(
      [{ path: '/calendrier/code/:externalIdentifier?', element: <CalendarCodeScreen /> }],
      {
        initialEntries: ['/calendrier/code/abc-123'],
      },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: /^Code Calendrier \d{4}$/ })).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code de la commande' });
    expect(qr).toHaveAttribute('width', '300');
    expect(screen.getByText('Commande n° abc-123')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger le code' })).toBeInTheDocument();
  });

  it('offers the purchase screen when the address has no identifier', () => {
    renderScreen(<CalendarCodeScreen />);
    expect(screen.getByRole('link', { name: 'Acheter un calendrier' })).toBeInTheDocument();
  });
});

describe('calendar orders table (staff)', () => {
  const data = [
    {
      id: 1,
      externalIdentifier: 'e1',
      stubNumber: 101,
      amount: 10,
      date: '2026-11-03T10:00:00Z',
      paymentStatus: 'PAID',
      person: {
        lastName: 'Durand',
        firstName: 'Alice',
        email: 'a@b.fr',
        address: { streetNumber: '1', streetName: 'r', postalCode: 35000, city: 'Rennes' },
      },
    },
    {
      id: 2,
      externalIdentifier: 'e2',
      stubNumber: 102,
      amount: 20,
      date: '2026-11-04T10:00:00Z',
      paymentStatus: 'PENDING',
      person: {
        lastName: 'Bernard',
        firstName: 'Luc',
        email: 'l@b.fr',
        address: { streetNumber: '2', streetName: 'r', postalCode: 35000, city: 'Rennes' },
      },
    },
    {
      id: 3,
      externalIdentifier: 'e3',
      stubNumber: 101,
      amount: 5,
      date: '2026-11-05T10:00:00Z',
      paymentStatus: 'PAID',
      person: {
        lastName: 'Colin',
        firstName: 'Jade',
        email: 'j@b.fr',
        address: { streetNumber: '3', streetName: 'r', postalCode: 35000, city: 'Rennes' },
      },
    },
  ];

  it('lists, sorts, filters and adds up the orders', async () => {
    server.use(
      http.get(`${apiBaseUrl}/commands/calendar`, () => HttpResponse.json({ _embedded: { data } })),
    );
    renderScreen(<CalendarOrdersScreen />);
    expect(await screen.findByText(/3 commandes, total/)).toHaveTextContent(
      '3 commandes, total 35,00 €, don moyen 11,67 €',
    );
    const table = screen.getAllByRole('table')[0];
    const donors = () =>
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(donors()).toEqual(['Colin Jade', 'Bernard Luc', 'Durand Alice']);
    await userEvent.click(within(table).getByRole('button', { name: 'Montant' }));
    expect(donors()).toEqual(['Colin Jade', 'Durand Alice', 'Bernard Luc']);
    expect(within(table).getByRole('columnheader', { name: /Montant/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.type(screen.getByLabelText('Numéro de souche'), '101');
    expect(donors()).toEqual(['Colin Jade', 'Durand Alice']);
    expect(screen.getByText(/2 commandes, total/)).toHaveTextContent(
      'total 15,00 €, don moyen 7,50 €',
    );
    await userEvent.clear(screen.getByLabelText('Numéro de souche'));
    await userEvent.selectOptions(screen.getByLabelText('Paiement'), 'En attente');
    expect(donors()).toEqual(['Bernard Luc']);
  });

  it('says so when the orders cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(`${apiBaseUrl}/commands/calendar`, () => new HttpResponse(null, { status: 500 })),
    );
    renderScreen(<CalendarOrdersScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Les commandes n'ont pas pu être chargées",
    );
  });
});
