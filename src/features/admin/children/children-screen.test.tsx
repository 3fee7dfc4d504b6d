import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@/mocks/backend/node';
import { renderApp } from '@/testing/render-app';

const year = new Date().getFullYear();
const rows = () =>
  within(screen.getByRole('table', { name: 'Enfants des membres' }))
    .getAllByRole('row')
    .slice(1);

describe('Enfants', () => {
  it('lists the children with their age on Christmas day, their parents, and filters by age', async () => {
    const user = userEvent.setup({ delay: null });
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      calls.push(new URL(request.url).pathname.replace(/^.*\/v1/, ''));
    });
    await renderApp({ as: 'persons', path: '/management/commissions/children' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Enfants des membres au 25/12/${year}`,
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(rows().length).toBeGreaterThan(2));
    const leo = rows().find((row) => row.textContent?.includes('Léo')) as HTMLElement;
    expect(leo).toHaveTextContent('03/06/2015');
    expect(leo).toHaveTextContent(`${year - 2015} ans`);
    expect(leo).toHaveTextContent('Jeanne Martin');
    expect(within(leo).getByRole('link', { name: 'membre@amicale.fr' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Âge minimum' }), String(year - 2015));
    await user.type(screen.getByRole('textbox', { name: 'Âge maximum' }), String(year - 2015));
    await waitFor(() =>
      expect(rows().every((row) => row.textContent?.includes(`${year - 2015} ans`))).toBe(true),
    );
    expect(rows().some((row) => row.textContent?.includes('Léo'))).toBe(true);
    expect(rows().some((row) => row.textContent?.includes('Inès'))).toBe(false);
    // The persons list is the one source of children: no call of a list of its own.
    expect(calls).toContain('/users');
    expect(calls).not.toContain('/users/children');
  });

  it("is built from the persons list, and is not for a commission's administrator", async () => {
    await renderApp({ as: 'commission', path: '/management/commissions/children' });
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
  });
});
