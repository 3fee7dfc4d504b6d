import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../tests/unit/render-app';

const rows = () =>
  within(screen.getByRole('table', { name: "Commandes, les plus récentes d'abord" }))
    .getAllByRole('row')
    .slice(1);

describe('Commandes (CONTRACT §8)', () => {
  it('lists every order for a super administrator with the totals, filtered by state', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'admin', path: '/management/commands' });
    // The first test loads the screen's module cold: more time on a loaded machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Commandes' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(
      screen.getByText(/^4 commandes : 3 payées pour un total de 105,00 €/),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'État' }), 'En attente');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('360,00 €');
    expect(rows()[0]).toHaveTextContent('En attente');
  });

  it('finds orders by person, after the typing pauses', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'admin', path: '/management/commands' });
    await waitFor(() => expect(rows()).toHaveLength(4));
    await user.type(screen.getByRole('searchbox', { name: 'Personne' }), 'fourn');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]).getByRole('link', { name: /Fournier/ })).toHaveAttribute(
      'href',
      '#/person/9',
    );
    expect(rows()[0]).toHaveTextContent('360,00 €');
  });

  it('shows a commission administrator only the orders of their commission’s resources', async () => {
    await renderApp({ as: 'commission', path: '/management/commands' });
    await screen.findByRole('heading', { level: 1, name: 'Commandes' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    for (const row of rows()) expect(row).toHaveTextContent(/Sweat|Licence|Bernard/);
  });

  it('is not for a persons administrator', async () => {
    await renderApp({ as: 'persons', path: '/management/commands' });
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
  });
});
