import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUANTITY_INVALID, START_DATE_REQUIRED, START_IN_PAST } from '@/lib/reservation-rules';
import { useCart } from '@/stores/cart';
import { renderApp } from '@/testing/render-app';

const next = new Date().getFullYear() + 1;

const field = (name: string) => screen.getByRole('textbox', { name });

async function typeDate(name: string, typed: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(field(name), typed);
  await user.keyboard('{Escape}');
  return user;
}

describe('the booking form', () => {
  it('says nothing before a submit, then asks for the dates on their fields', async () => {
    await renderApp({ as: 'member', path: '/reservation/10' });
    const user = userEvent.setup({ delay: null });
    const add = await screen.findByRole('button', { name: 'Ajouter au panier' });
    // Held while the days are read.
    await waitFor(() => expect(add).toBeEnabled());
    expect(screen.queryByText(START_DATE_REQUIRED)).not.toBeInTheDocument();
    await user.click(add);
    await waitFor(() => expect(field('Date de début')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Date de début')).toHaveAccessibleDescription(START_DATE_REQUIRED);
    expect(field('Date de fin')).toHaveAccessibleDescription('Choisissez la date de fin');
    expect(useCart.getState().reservations).toEqual([]);
  });

  it('keeps the dates typed when Quantité is refused, says why on Quantité, then adds and keeps them', async () => {
    await renderApp({ as: 'member', path: '/reservation/11' });
    await screen.findByRole('heading', { level: 1, name: 'Tables et bancs' });
    await typeDate('Date de début', `01/06/${next}`);
    const user = await typeDate('Date de fin', `02/06/${next}`);
    const quantity = field('Quantité');
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));

    await waitFor(() => expect(quantity).toHaveAttribute('aria-invalid', 'true'));
    expect(quantity).toHaveAccessibleDescription(QUANTITY_INVALID);
    expect(quantity).toHaveValue('0');
    expect(field('Date de début')).toHaveValue(`01/06/${next}`);
    expect(field('Date de fin')).toHaveValue(`02/06/${next}`);
    expect(field('Date de début')).not.toHaveAttribute('aria-invalid');
    expect(useCart.getState().reservations).toEqual([]);

    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(quantity).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('12,00 €')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await screen.findByRole('dialog', { name: 'Dernier élément ajouté au panier' });
    expect(useCart.getState().reservations).toEqual([
      expect.objectContaining({
        quantity: 2,
        startDate: `${next}-06-01`,
        endDate: `${next}-06-02`,
      }),
    ]);
    expect(quantity).toHaveValue('2');
    expect(field('Date de début')).toHaveValue(`01/06/${next}`);
  });

  it('says on its field why a date is refused: a past start, an end before it, a full day at once', async () => {
    await renderApp({ as: 'member', path: '/reservation/10' });
    await screen.findByRole('heading', { level: 1, name: 'Mobil-home à Erquy' });
    await typeDate('Date de début', '01/01/2020');
    const user = await typeDate('Date de fin', '02/01/2020');
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    const start = field('Date de début');
    await waitFor(() => expect(start).toHaveAttribute('aria-invalid', 'true'));
    expect(start).toHaveAccessibleDescription(START_IN_PAST);
    expect(start).toHaveValue('01/01/2020');
    expect(useCart.getState().reservations).toEqual([]);

    // A new start after the end: the end date says so, on its field.
    await user.clear(start);
    await typeDate('Date de début', `01/06/${next}`);
    await waitFor(() =>
      expect(field('Date de fin')).toHaveAccessibleDescription(
        'La date de fin doit suivre la date de début',
      ),
    );
    expect(start).not.toHaveAttribute('aria-invalid');

    // 7 July is inside the seeded stay (5 to 14 July), and the mobil-home has one unit: refused
    // at once, on the start date, the end still to type.
    await user.clear(field('Date de fin'));
    await user.clear(start);
    await typeDate('Date de début', `07/07/${next}`);
    await waitFor(() =>
      expect(start).toHaveAccessibleDescription(
        'Ces dates ne sont plus disponibles pour Mobil-home à Erquy',
      ),
    );
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveValue(`07/07/${next}`);
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(useCart.getState().reservations).toEqual([]);
  });
});
