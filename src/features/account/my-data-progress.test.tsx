import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/backend/db';
import { setBackendOptions } from '@/mocks/backend/options';
import { holdPages } from '@/testing/held-pages';
import { renderApp } from '@/testing/render-app';

describe('Mes données while the orders are read page after page', () => {
  it('shows how far the read of the orders is, and Annuler stops it and gives the button back', async () => {
    const user = userEvent.setup({ delay: null });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    // Jeanne Martin (id 1) with a dozen orders, read two at a time.
    const own = db().commands.filter((order) => order.person.id === 1);
    expect(own.length).toBeGreaterThan(0);
    for (let copy = 0; own.length + copy < 12; copy += 1) {
      db().commands.push({ ...own[0], id: 90_000 + copy });
    }
    const count = db().commands.filter((order) => order.person.id === 1).length;
    setBackendOptions({ maxPageSize: 2 });
    const { asked, release } = holdPages('/commands', 1);
    await renderApp({ as: 'member', path: '/accountWrapper/1' });
    const mine = await screen.findByRole('region', { name: 'Mes données' });
    await user.click(within(mine).getByRole('button', { name: 'Télécharger mes données' }));

    const bar = await screen.findByRole('progressbar', { name: 'Export de mes données' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', String(count));
    expect(bar).toHaveAttribute('aria-valuetext', `2 / ${count} commandes`);
    await user.click(within(mine).getByRole('button', { name: 'Annuler' }));
    expect(
      await screen.findByText("Téléchargement annulé : aucun fichier n'a été créé."),
    ).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Télécharger mes données' })).toBeEnabled();

    await release();
    // The page on its way was dropped; none after it was asked, and no file was written.
    expect(asked).toEqual([0, 1]);
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();
  });
});
