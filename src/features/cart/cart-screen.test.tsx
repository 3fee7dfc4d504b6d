import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCart } from '@/stores/cart';
import { mobilHome, sweat } from '@/testing/cart-resources';
import { renderApp } from '@/testing/render-app';

describe('the cart on a phone', () => {
  it('shows each line as a card with its price, its message and Retirer, and the total under them', async () => {
    const user = userEvent.setup({ delay: null });
    // The member signs in, then fills their cart (a first sign-in on a device empties it).
    await renderApp({ as: 'member', path: '/' });
    act(() =>
      useCart.setState({
        reservations: [
          { resource: mobilHome, quantity: 1, startDate: '2020-01-01', endDate: '2020-01-02' },
          // Read again at 28 €: the card says its new price.
          { resource: { ...sweat, price: 20 }, quantity: 2 },
        ],
      }),
    );
    window.location.hash = '#/cart';
    const cards = await screen.findByRole('list', { name: 'Réservations du panier' });

    // jsdom applies no style sheet: under 576 px Bootstrap's `d-sm-none` shows the cards and
    // `d-none d-sm-block` hides the table, the layout the kit's own test holds.
    const phone = cards.closest('[data-layout]');
    expect(phone).toHaveAttribute('data-layout', 'cards');
    expect(phone).toHaveClass('d-sm-none');
    expect(phone).not.toHaveClass('d-none');
    const table = screen.getByRole('table', { name: 'Réservations du panier' });
    expect(table.closest('[data-layout]')).toHaveClass('d-none', 'd-sm-block');

    await waitFor(() => expect(within(cards).getByText('Indisponible')).toBeInTheDocument());
    const [stay, sweatLine, total] = within(cards).getAllByRole('listitem');
    expect(stay).toHaveTextContent('Réservation :Mobil-home à Erquy');
    expect(within(stay).getByText('La date de début est passée')).toBeVisible();
    expect(stay).toHaveTextContent('Dates :du 01/01/2020 au 02/01/2020');
    expect(stay).toHaveTextContent('Quantité :1');
    expect(stay).toHaveTextContent('Prix :90,00 €');
    expect(within(stay).getByRole('button', { name: 'Retirer Mobil-home à Erquy' })).toBeVisible();

    await waitFor(() => expect(sweatLine).toHaveTextContent('Prix :56,00 €nouveau prix'));
    expect(sweatLine).toHaveTextContent('Quantité :2');
    expect(total).toHaveTextContent('Total');
    expect(total).toHaveTextContent('Prix :146,00 €');
    expect(within(total).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Commander' })).toBeDisabled();

    await user.click(within(stay).getByRole('button', { name: 'Retirer Mobil-home à Erquy' }));
    expect(useCart.getState().reservations).toEqual([
      expect.objectContaining({ resource: expect.objectContaining({ id: sweat.id }) }),
    ]);
    const left = within(cards).getAllByRole('listitem');
    expect(left).toHaveLength(2);
    expect(left[1]).toHaveTextContent('Prix :56,00 €');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Commander' })).toBeEnabled());
  });
});
