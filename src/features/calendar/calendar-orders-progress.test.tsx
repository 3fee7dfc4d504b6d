import { getDefaultNormalizer, screen, waitFor } from '@testing-library/react';
import type { MockCalendarOrder } from '@/mocks/backend/types';
import { env } from '@/config/env';
import { db } from '@/mocks/backend/db';
import { DEMO_ACCOUNTS } from '@/mocks/backend/demo-accounts';
import { setBackendOptions } from '@/mocks/backend/options';
import { useSession } from '@/stores/session';
import { holdPages } from '@/testing/held-pages';
import { renderScreen } from '@/testing/render';
import { queryClient } from '@/app/query-client';
import { calendarOrderKeys } from '@/api/calendar-orders';
import { CalendarOrdersScreen } from './calendar-orders-screen';

const year = env.calendarYear;
const NNBSP = '\u202f';

function order(id: number): MockCalendarOrder {
  return {
    id,
    externalIdentifier: `p${id}`,
    stubNumber: 100 + (id % 7),
    amount: 10,
    date: `${year}-11-02T10:00:00Z`,
    paymentStatus: 'PAID',
    person: {
      lastName: `Nom${id}`,
      firstName: 'Alice',
      email: 'a@b.fr',
      address: { streetNumber: '1', streetName: 'r', postalCode: 35000, city: 'Rennes' },
    },
  };
}

/** Holds the ledger's pages from `from` on: the screen is seen mid-read. */
const holdPagesFrom = (from: number) => holdPages('/commands/calendar', from);

describe('the calendar ledger while it reads every page', () => {
  beforeEach(async () => {
    await useSession
      .getState()
      .login(DEMO_ACCOUNTS.calendar.email, DEMO_ACCOUNTS.calendar.password);
    const before = db().calendarOrders.length;
    for (let id = 0; id < 1200 - before; id += 1) db().calendarOrders.push(order(20_000 + id));
  });

  it('says how many orders are in out of how many, in a progress bar read by screen readers', async () => {
    const thisYear = db().calendarOrders.filter((one) => one.date.startsWith(`${year}-`)).length;
    const held = holdPagesFrom(2);
    renderScreen(<CalendarOrdersScreen />);
    // Two pages of 100 in, the third held: the bar shows once the read has lasted a moment.
    const bar = await screen.findByRole('progressbar', { name: 'Chargement des commandes…' });
    const total = thisYear.toLocaleString('fr-FR');
    expect(bar).toHaveAttribute('aria-valuenow', '200');
    expect(bar).toHaveAttribute('aria-valuemax', String(thisYear));
    expect(bar).toHaveAttribute('aria-valuetext', `200 / ${total} commandes`);
    // Written under the bar as Intl writes it, with its narrow no-break space.
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(screen.getByText(`200 / ${total} commandes`, exact)).toBeInTheDocument();
    expect(total).toContain(NNBSP);
    expect(held.asked).toEqual([0, 1, 2]);
    await held.release();
    expect(await screen.findByRole('table', { name: 'Commandes de calendriers' })).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Chargement des commandes…' })).toBeNull();
    expect(held.asked).toHaveLength(Math.ceil(thisYear / 100));
  });

  it('counts the pages read when the backend gives no total', async () => {
    setBackendOptions({ pageInfo: false });
    const held = holdPagesFrom(3);
    renderScreen(<CalendarOrdersScreen />);
    const bar = await screen.findByRole('progressbar', { name: 'Chargement des commandes…' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '3 pages lues'));
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveAttribute('aria-valuemax');
    expect(screen.getByText('3 pages lues')).toBeInTheDocument();
    await held.release();
    expect(await screen.findByRole('table', { name: 'Commandes de calendriers' })).toBeVisible();
  });

  it('stops reading when the screen is left', async () => {
    const held = holdPagesFrom(1);
    const view = renderScreen(<CalendarOrdersScreen />);
    await screen.findByRole('progressbar', { name: 'Chargement des commandes…' });
    view.unmount();
    // The read is called off with the screen: the ledger's query reads no more.
    await waitFor(() =>
      expect(queryClient.getQueryState(calendarOrderKeys.year(year))?.fetchStatus).toBe('idle'),
    );
    // The page on its way is answered, and dropped: no page more is asked.
    await held.release();
    expect(held.asked).toEqual([0, 1]);
  });
});
