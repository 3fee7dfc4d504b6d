import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { server } from '@/mocks/backend/node';
import { renderScreen } from '@/testing/render';
import { renderApp } from '@/testing/render-app';
import { KEPT_PURCHASE_KEY } from './page-opening';
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
  ['Code postal', '01000'],
  ['Ville', 'Bourg-en-Bresse'],
  ['Numéro de souche', '204'],
];

/** The donor's fields up to `upTo`; the whole form also chooses 10 €. */
async function fill(upTo = fields.length) {
  for (const [label, value] of fields.slice(0, upTo)) {
    await userEvent.type(screen.getByLabelText(label), value);
  }
  if (upTo === fields.length) await userEvent.click(screen.getByRole('button', { name: '10 €' }));
}

async function retype(label: string, value: string) {
  await userEvent.clear(screen.getByLabelText(label));
  await userEvent.type(screen.getByLabelText(label), value);
}

const pay = () => userEvent.click(screen.getByRole('button', { name: 'Payer' }));
const tickCaptcha = async () =>
  userEvent.click(await screen.findByLabelText('Je ne suis pas un robot'));

/** Counts the purchases sent, answering each with `answer`. */
function countOrders(
  answer: () => Response = () => HttpResponse.json({ stripeSessionId: 'cs_1' }),
) {
  const sent: unknown[] = [];
  server.use(
    http.post(`${apiBaseUrl}/commands/calendar`, async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

describe('calendar purchase screen', () => {
  it('labels every required field with a star and uses numeric keyboards for numbers', () => {
    renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    expect(
      screen.getByRole('heading', { name: /^Achat du Calendrier \d{4}$/ }),
    ).toBeInTheDocument();
    for (const [label] of [...fields, ['Montant']]) {
      expect(screen.getByRole('textbox', { name: label })).toBeRequired();
    }
    expect(screen.getByText('Nom').parentElement).toHaveTextContent(/^Nom\s*\*/);
    for (const label of ['Numéro', 'Code postal', 'Numéro de souche']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('inputmode', 'numeric');
    }
    expect(screen.getByLabelText('Montant')).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
  });

  it('sets the amount from the preset buttons', async () => {
    renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    await userEvent.click(screen.getByRole('button', { name: '20 €' }));
    expect(screen.getByLabelText('Montant')).toHaveValue('20');
    expect(screen.getByRole('button', { name: '20 €' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '10 €' })).toHaveAttribute('aria-pressed', 'false');
    for (const preset of ['5 €', '10 €', '50 €'])
      expect(screen.getByRole('button', { name: preset })).toBeInTheDocument();
  });

  it('says every starred field is required, marks the empty ones and sends nothing', async () => {
    const sent = countOrders();
    renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    await fill(3);
    await pay();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Tous les champs marqués d'une étoile (*) sont obligatoires",
    );
    expect(screen.getByLabelText('Ville')).toHaveAccessibleDescription('Ce champ est obligatoire');
    expect(screen.getByLabelText('Nom')).not.toHaveAccessibleDescription();
    expect(sent).toHaveLength(0);
  });

  it('refuses an amount under 2 € and sends nothing', async () => {
    const sent = countOrders();
    renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    await fill();
    await retype('Montant', '1,50');
    await tickCaptcha();
    await pay();
    expect(await screen.findByRole('alert')).toHaveTextContent('Le montant minimum est de 2 €');
    expect(screen.getByLabelText('Montant')).toHaveAccessibleDescription(
      expect.stringContaining('Le montant minimum est de 2 €'),
    );
    expect(sent).toHaveLength(0);
  });

  it('opens with no amount chosen: the donor gives what they wish', async () => {
    const sent = countOrders();
    renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    expect(screen.getByLabelText('Montant')).toHaveValue('');
    for (const preset of ['5 €', '10 €', '20 €', '50 €'])
      expect(screen.getByRole('button', { name: preset })).toHaveAttribute('aria-pressed', 'false');
    await fill(fields.length - 1);
    await userEvent.type(screen.getByLabelText('Numéro de souche'), '204');
    await pay();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Tous les champs marqués d'une étoile (*) sont obligatoires",
    );
    expect(screen.getByLabelText('Montant')).toHaveAccessibleDescription(
      expect.stringContaining('Ce champ est obligatoire'),
    );
    expect(sent).toHaveLength(0);
  });

  it('takes a large gift up to Stripe’s own maximum, in euros and cents', async () => {
    const sent = countOrders();
    renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    await fill();
    await retype('Montant', '1 000 000');
    await tickCaptcha();
    await pay();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le montant maximum est de 999 999,99 €',
    );
    await retype('Montant', '12,555');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Le montant a au plus deux décimales (les centimes)',
    );
    expect(sent).toHaveLength(0);
    // Emptying the field took the captcha away: ticked again.
    await retype('Montant', '1 500');
    await tickCaptcha();
    await pay();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ amount: 1500 });
  });

  it('asks for a French postal code and a stub number of at most nine digits', async () => {
    const sent = countOrders();
    renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    await fill();
    await retype('Code postal', '3570');
    await retype('Numéro de souche', '1234567890');
    await pay();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le code postal doit comporter 5 chiffres',
    );
    expect(screen.getByLabelText('Numéro de souche')).toHaveAccessibleDescription(
      'Le numéro de souche va de 1 à 999 999 999',
    );
    expect(sent).toHaveLength(0);
  });

  it('checks the e-mail pattern, next to the field', async () => {
    renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    await fill();
    await retype('E-mail', 'alice.exemple.fr');
    await pay();
    expect(await screen.findByRole('alert')).toHaveTextContent('e-mail invalide');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('e-mail invalide');
  });

  it('says which field is not a number, next to that field', async () => {
    const sent = countOrders();
    renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    await fill();
    await retype('Code postal', '35OOO');
    await retype('Numéro de souche', 'douze');
    await pay();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le code postal doit être un nombre',
    );
    expect(screen.getByLabelText('Code postal')).toHaveAccessibleDescription(
      'Le code postal doit être un nombre',
    );
    expect(screen.getByLabelText('Numéro de souche')).toHaveAccessibleDescription(
      'Le numéro de souche doit être un nombre',
    );
    await retype('Code postal', '35700');
    expect(screen.getByRole('alert')).toHaveTextContent('Le numéro de souche doit être un nombre');
    expect(sent).toHaveLength(0);
  });

  it('asks for the captcha before sending', async () => {
    const sent = countOrders();
    renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    await fill();
    await pay();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Veuillez cocher la case du captcha',
    );
    expect(sent).toHaveLength(0);
  });

  it('shows the captcha once the fields are filled, sends the purchase and goes to the checkout', async () => {
    const sent = countOrders(() => HttpResponse.json({ stripeSessionId: 'cs_cal_1' }));
    renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    await fill(7);
    expect(screen.queryByLabelText('Je ne suis pas un robot')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Numéro de souche'), '204');
    await userEvent.click(screen.getByRole('button', { name: '20 €' }));
    await tickCaptcha();
    await pay();
    await waitFor(() => expect(window.location.hash).toBe('#/demo/checkout/cs_cal_1'));
    expect(sent).toEqual([
      {
        person: {
          lastName: 'Durand',
          firstName: 'Alice',
          email: 'alice@exemple.fr',
          address: {
            streetNumber: '3',
            streetName: 'rue de Fougères',
            postalCode: '01000',
            city: 'Bourg-en-Bresse',
          },
        },
        amount: 20,
        stubNumber: 204,
        recaptcha: 'demo-recaptcha-token',
        successRedirect: `${window.location.origin}/#/calendrier/code/`,
      },
    ]);
    // The tab keeps what the receipt will print, for the code screen the payment returns to.
    const kept = sessionStorage.getItem(KEPT_PURCHASE_KEY) ?? '';
    expect(kept).toContain('Durand');
    expect(kept).toContain('Bourg-en-Bresse');
    expect(kept).not.toContain('alice@exemple.fr');
    expect(kept).not.toContain('demo-recaptcha-token');
  });

  it('forgets the purchase left at the payment when the tab comes back to the form', async () => {
    countOrders(() => HttpResponse.json({ stripeSessionId: 'cs_cal_2' }));
    const view = renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    await fill();
    await tickCaptcha();
    await pay();
    await waitFor(() => expect(window.location.hash).toBe('#/demo/checkout/cs_cal_2'));
    expect(sessionStorage.getItem(KEPT_PURCHASE_KEY)).toContain('Durand');
    view.unmount();
    // The payment cancelled, or the browser's Back: the form again, a fresh page.
    renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    await waitFor(() =>
      expect(sessionStorage.getItem(KEPT_PURCHASE_KEY) ?? '').not.toContain('Durand'),
    );
  });

  it('takes the captcha away with its token when a field is emptied', async () => {
    const sent = countOrders();
    renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    await fill();
    await tickCaptcha();
    await userEvent.clear(screen.getByLabelText('Ville'));
    expect(screen.queryByLabelText('Je ne suis pas un robot')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Ville'), 'Rennes');
    expect(await screen.findByLabelText('Je ne suis pas un robot')).not.toBeChecked();
    await pay();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Veuillez cocher la case du captcha',
    );
    expect(sent).toHaveLength(0);
  });

  it('after a refused order: the message, every value kept, Payer back, the captcha to tick again', async () => {
    const sent = countOrders(() => new HttpResponse(null, { status: 500 }));
    renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: '50 €' }));
    await tickCaptcha();
    await pay();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La commande ne peut pas être effectuée',
    );
    for (const [label, value] of fields) expect(screen.getByLabelText(label)).toHaveValue(value);
    expect(screen.getByLabelText('Montant')).toHaveValue('50');
    expect(screen.getByRole('button', { name: 'Payer' })).toBeEnabled();
    expect(await screen.findByLabelText('Je ne suis pas un robot')).not.toBeChecked();

    await pay();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Veuillez cocher la case du captcha',
    );
    expect(sent).toHaveLength(1);
    await tickCaptcha();
    await pay();
    await waitFor(() => expect(sent).toHaveLength(2));
  });

  it('opens the privacy information', async () => {
    renderScreen(<CalendarPurchaseScreen Privacy={NoPrivacy} />);
    await userEvent.click(screen.getByRole('button', { name: 'Informations sur vos données' }));
    expect(await screen.findByRole('dialog', { name: 'Données Personnelles' })).toBeInTheDocument();
  });
});

describe('calendar purchase from a seller’s QR code', () => {
  it('opens with the stub of the address filled in, and ignores one that is not a number', async () => {
    const view = await renderApp({ path: '/calendrier?souche=204' });
    expect(await screen.findByRole('textbox', { name: 'Numéro de souche' })).toHaveValue('204');
    view.unmount();
    await renderApp({ path: '/calendrier?souche=12a' });
    expect(await screen.findByRole('textbox', { name: 'Numéro de souche' })).toHaveValue('');
  });
});
