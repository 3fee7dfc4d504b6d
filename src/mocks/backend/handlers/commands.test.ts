import { setAuthToken } from '@/api/auth-token';
import { api, statusOf } from '@/api/client';
import { detailOf } from '@/lib/failure-detail';
import {
  fetchCalendarOrder,
  fetchCalendarOrders,
  fetchStubOrders,
  orderCalendar,
} from '@/api/calendar-orders';
import { orderAdhesion } from '@/api/orders';
import type { CalendarPurchase, Order } from '@/api/types';
import { db } from '@/mocks/backend/db';
import { DEMO, lastMailTo, signInAs, statusOfCall, embedded } from '@/mocks/backend/testing';
import type { DemoCheckoutView } from './demo';

afterEach(() => setAuthToken(null));

const origin = window.location.origin;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function purchase(overrides: Partial<CalendarPurchase> = {}): CalendarPurchase {
  return {
    person: {
      lastName: 'Lemoine',
      firstName: 'Alice',
      email: 'alice.lemoine@exemple.fr',
      address: {
        streetNumber: '3',
        streetName: 'rue de Fougères',
        postalCode: '35700',
        city: 'Rennes',
      },
    },
    amount: 12,
    stubNumber: 204,
    recaptcha: 'demo-recaptcha-token',
    successRedirect: `${origin}/#/calendrier/code/`,
    ...overrides,
  };
}

describe('calendar purchase', () => {
  it('records a pending order, pays it through the demo checkout and shows it paid to the calendar team', async () => {
    const before = db().calendarOrders.length;
    const { stripeSessionId } = await orderCalendar(purchase());
    const order = db().calendarOrders.at(-1);
    expect(db().calendarOrders).toHaveLength(before + 1);
    expect(order).toMatchObject({ amount: 12, stubNumber: 204, paymentStatus: 'PENDING' });
    expect(order?.externalIdentifier).toMatch(UUID);

    const checkout = await api.get<DemoCheckoutView>(`/demo/checkout/${stripeSessionId}`);
    expect(checkout.data).toMatchObject({
      amount: 12,
      successURL: `${origin}/#/calendrier/code/${order?.externalIdentifier}`,
      cancelURL: `${origin}/#/calendrier`,
      status: 'OPEN',
    });
    expect(checkout.data.lines).toEqual([
      { name: 'Calendrier (souche n° 204)', quantity: 1, amount: 12 },
    ]);

    const paid = await api.post<{ redirect: string }>(`/demo/checkout/${stripeSessionId}/pay`);
    const externalIdentifier = paid.data.redirect.split('/calendrier/code/')[1];
    expect(externalIdentifier).toBe(order?.externalIdentifier);
    expect(lastMailTo('alice.lemoine@exemple.fr')?.link).toBe(paid.data.redirect);
    // A session is paid once.
    expect(await statusOfCall(api.post(`/demo/checkout/${stripeSessionId}/pay`))).toBe(409);

    await signInAs(...DEMO.member);
    expect(await statusOfCall(fetchCalendarOrder(externalIdentifier))).toBe(403);
    await signInAs(...DEMO.calendar);
    expect(await fetchCalendarOrder(externalIdentifier)).toMatchObject({
      amount: 12,
      stubNumber: 204,
      paymentStatus: 'PAID',
      person: { lastName: 'Lemoine' },
    });
    const year = new Date().getFullYear();
    const orders = await fetchCalendarOrders(year);
    expect(orders.length).toBe(
      db().calendarOrders.filter((order) => order.date.startsWith(String(year))).length,
    );
    expect(orders.map((order) => order.externalIdentifier)).toContain(externalIdentifier);
  });

  it('marks a cancelled order and sends the donor back to the purchase screen', async () => {
    const { stripeSessionId } = await orderCalendar(purchase());
    const cancelled = await api.post<{ redirect: string }>(
      `/demo/checkout/${stripeSessionId}/cancel`,
    );
    expect(cancelled.data.redirect).toBe(`${origin}/#/calendrier`);
    expect(db().calendarOrders.at(-1)?.paymentStatus).toBe('CANCELLED');
  });

  it('refuses an amount under 2 € and missing fields (400), and answers 404 for an unknown session', async () => {
    expect(await statusOfCall(orderCalendar(purchase({ amount: 1.5 })))).toBe(400);
    expect(await statusOfCall(orderCalendar(purchase({ recaptcha: '' })))).toBe(400);
    const noCity = purchase();
    noCity.person.address.city = '';
    expect(await statusOfCall(orderCalendar(noCity))).toBe(400);
    expect(await statusOfCall(orderCalendar(purchase({ amount: 2 })))).toBe(200);
    expect(await statusOfCall(api.get('/demo/checkout/cs_inconnue'))).toBe(404);
  });

  it('seeds about 25 orders of the calendar year over several stubs and payment states', () => {
    const orders = db().calendarOrders;
    expect(orders.length).toBeGreaterThanOrEqual(25);
    expect(new Set(orders.map((order) => order.stubNumber)).size).toBeGreaterThan(3);
    expect(new Set(orders.map((order) => order.paymentStatus))).toEqual(
      new Set(['PAID', 'PENDING', 'CANCELLED']),
    );
  });
});

describe('adhesion order', () => {
  const paymentToken = async () => {
    const { validateEmail } = await import('@/api/email-validation');
    const link = lastMailTo('nouveau@amicale.fr')?.link ?? '';
    return (await validateEmail(new URLSearchParams(link.split('?')[1]).get('token') ?? '')).token;
  };

  it('orders only the dues of the token holder', async () => {
    const token = await paymentToken();
    const spp = db().resources.find((resource) => resource.name.startsWith('Cotisation SPP'));
    const mobilHome = db().resources.find((resource) => resource.billingPeriod === 'DAY');
    for (const resource of [spp, mobilHome]) {
      expect(
        await statusOfCall(
          orderAdhesion(token, resource ? [resource] : [], `${origin}/#/ok`, `${origin}/#/ko`),
        ),
      ).toBe(400);
    }
    expect(await statusOfCall(orderAdhesion('faux', [], `${origin}/#/ok`, `${origin}/#/ko`))).toBe(
      403,
    );
  });

  it('records a pending command that the payment marks paid', async () => {
    const token = await paymentToken();
    const spv = db().resources.find((resource) => resource.name.startsWith('Cotisation SPV'));
    const { stripeSessionId } = await orderAdhesion(
      token,
      spv ? [spv] : [],
      `${origin}/#/ok`,
      `${origin}/#/ko`,
    );
    const command = db().commands.at(-1);
    expect(command).toMatchObject({ status: 'PENDING', total: 25, person: { id: 7 } });
    await api.post(`/demo/checkout/${stripeSessionId}/pay`);
    expect(db().commands.at(-1)?.status).toBe('PAID');
  });
});

describe('orders of members', () => {
  it('shows members their own orders only, and everyone to a persons administrator', async () => {
    await signInAs(...DEMO.member);
    const mine = embedded<Order>((await api.get('/commands')).data);
    expect(mine.map((command) => command.person?.id)).toEqual([1, 1]);
    expect(await statusOfCall(api.get('/commands/3'))).toBe(403);
    expect(await statusOfCall(api.get('/users/2/commands'))).toBe(403);
    expect(embedded<Order>((await api.get('/users/1/commands')).data)).toHaveLength(2);
    await signInAs(...DEMO.persons);
    const everyOrder = await api.get('/commands', { params: { size: 500 } });
    expect(embedded<Order>(everyOrder.data).length).toBe(db().commands.length);
    expect((await api.get<Order>('/commands/3')).data.total).toBe(24);
  });

  it('prices a cart order from the stored resources (assumed POST /commands)', async () => {
    await signInAs(...DEMO.member);
    const tables = db().resources.find((resource) => resource.billingPeriod === 'ITEM_DAY');
    const answer = await api.post<{ stripeSessionId: string }>('/commands', {
      reservations: [
        // Only the resource's id is sent: the price is the store's, 3 € × 2 days × 4 tables.
        {
          resource: { id: tables?.id ?? 0 },
          quantity: 4,
          startDate: '2027-06-20',
          endDate: '2027-06-21',
        },
      ],
      successURL: `${origin}/#/ok`,
      cancelURL: `${origin}/#/cart`,
    });
    const checkout = await api.get<DemoCheckoutView>(
      `/demo/checkout/${answer.data.stripeSessionId}`,
    );
    expect(checkout.data.amount).toBe(24);
    await api.post(`/demo/checkout/${answer.data.stripeSessionId}/pay`);
    expect(db().reservations.at(-1)).toMatchObject({
      quantity: 4,
      status: 'PAID',
      person: { id: 1 },
    });
  });

  it('refuses (409) days already full and a closed commission, naming what is taken', async () => {
    await signInAs(...DEMO.member);
    const year = new Date().getFullYear() + 1;
    const order = (startDate: string, endDate: string, resourceId = 10) =>
      api.post('/commands', {
        reservations: [{ resource: { id: resourceId }, quantity: 1, startDate, endDate }],
        successURL: `${origin}/#/ok`,
        cancelURL: `${origin}/#/cart`,
      });
    const refused = await order(`${year}-07-11`, `${year}-07-13`).catch((error: unknown) => error);
    expect([statusOf(refused), detailOf(refused)]).toEqual([
      409,
      'Ces dates ne sont plus disponibles pour Mobil-home à Erquy',
    ]);
    expect((await order(`${year}-09-01`, `${year}-09-03`)).status).toBe(200);

    const loisirs = db().commissions.find((commission) => commission.technicalName === 'loisirs');
    if (loisirs) loisirs.active = false;
    const closed = await order(`${year}-10-01`, `${year}-10-02`).catch((error: unknown) => error);
    expect([statusOf(closed), detailOf(closed)]).toEqual([
      409,
      "Cette commission n'est pas ouverte",
    ]);
  });
});

describe('a stub’s calendar orders (the tour)', () => {
  it('shows a seller the order a QR code points to without the donor’s e-mail nor address', async () => {
    const order = db().calendarOrders[0];
    await signInAs(...DEMO.seller);
    const read = await fetchCalendarOrder(order.externalIdentifier);
    expect(read.person).toEqual({
      firstName: order.person.firstName,
      lastName: order.person.lastName[0],
    });
    setAuthToken(null);
    await signInAs(...DEMO.admin);
    expect((await fetchCalendarOrder(order.externalIdentifier)).person).toMatchObject({
      email: order.person.email,
      lastName: order.person.lastName,
      address: { city: order.person.address.city },
    });
  });

  it('lists one stub’s orders to a seller, but the whole ledger only to the calendar’s administrators', async () => {
    await signInAs(...DEMO.seller);
    const orders = await fetchStubOrders(101);
    expect(orders.length).toBeGreaterThan(0);
    const stub = db().calendarOrders.filter((o) => o.stubNumber === 101);
    expect(orders.map((order) => order.amount).sort()).toEqual(
      stub.map((order) => order.amount).sort(),
    );
    // What the seller's phone gets of each donor: first name and initial, never more.
    const raw = await api.get<{ _embedded: { data: Record<string, unknown>[] } }>(
      '/commands/calendar',
      { params: { search: 'stubNumber==101' } },
    );
    for (const order of raw.data._embedded.data) {
      const person = order.person as Record<string, unknown>;
      expect(person.email ?? null).toBeNull();
      expect(person.address ?? null).toBeNull();
      expect(String(person.lastName)).toHaveLength(1);
    }
    expect(await statusOfCall(fetchCalendarOrders(new Date().getFullYear()))).toBe(403);
    setAuthToken(null);
    await signInAs(...DEMO.member);
    expect(await statusOfCall(fetchStubOrders(101))).toBe(403);
  });
});
