import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { db } from '@/mocks/backend/db';
import { setBackendOptions } from '@/mocks/backend/options';
import { server } from '@/mocks/backend/node';
import { renderApp } from '@/testing/render-app';

describe('Enfants while the persons are read page after page', () => {
  it('counts the persons read out of all of them, then shows the children', async () => {
    setBackendOptions({ maxPageSize: 10 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${apiBaseUrl}/users`, async ({ request }) => {
        const query = new URL(request.url).searchParams;
        // The children's read: every page, 500 asked; held from its third page.
        if (query.get('size') === '500' && Number(query.get('page')) >= 2) await gate;
        return undefined;
      }),
    );
    await renderApp({ as: 'persons', path: '/management/commissions/children' });
    const everyone = db().persons.length;
    const bar = await screen.findByRole('progressbar', { name: 'Chargement des enfants…' });
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    expect(bar).toHaveAttribute('aria-valuemax', String(everyone));
    expect(bar).toHaveAttribute('aria-valuetext', `20 / ${everyone} personnes`);
    release();
    const table = await screen.findByRole('table', { name: 'Enfants des membres' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(2);
    expect(screen.queryByRole('progressbar', { name: 'Chargement des enfants…' })).toBeNull();
  });
});
