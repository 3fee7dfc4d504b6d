import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { association } from '@/config/association';
import { db } from '@/mocks/backend/db';
import { renderApp } from '@/testing/render-app';
import { appRoutes } from './route-table';

/** A value for each parameter of the route table's addresses, taken from the demo's seed. */
function sampleAddress(path: string): string {
  const sport = db().commissions.find((commission) => commission.technicalName === 'sport');
  const values: Record<string, string> = {
    personId: '1',
    orderId: '1',
    resourceId: '12',
    commissionName: 'sport',
    commissionId: String(sport?.id ?? 1),
    externalIdentifier: db().calendarOrders[0].externalIdentifier,
    code: 'ABC',
    token: 'x',
  };
  if (path === '*') return '/nulle-part';
  return path.replace(/:(\w+)\??/g, (_, name: string) => values[name] ?? '');
}

const titled = (heading: HTMLElement) => `${heading.textContent?.trim()} – ${association.name}`;

describe("each screen's title and focus", () => {
  // Every address of the route table: public ones signed out, the others as a general
  // administrator, who may open them all.
  for (const route of appRoutes) {
    const address = sampleAddress(route.path);
    it(`titles the tab with the h1 of ${route.path}`, async () => {
      await renderApp({ as: route.access === 'public' ? undefined : 'admin', path: address });
      const heading = await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(document.title).toBe(titled(heading)));
      expect(heading.textContent?.trim()).not.toBe('');
      // The first load leaves focus at the top of the page.
      expect(heading).not.toHaveFocus();
    });
  }

  it("moves focus to the new screen's h1 after a move inside the app", async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ as: 'member', path: '/' });
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('link', { name: 'Photos' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Photos' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe(`Photos – ${association.name}`);
  });
});
