import { HttpResponse, http } from 'msw';
import { calendarPurchaseBody } from '@/api/schemas/calendar';
import { cartOrderBody, duesOrderBody } from '@/api/schemas/order';
import {
  canAdministerCommission,
  canManageCalendar,
  canManagePersons,
  canSeeCalendarOrder,
  canSeePerson,
} from '@/lib/permissions';
import { isEmailValid } from '@/lib/email';
import { cartLinePrice } from '@/lib/pricing';
import { availabilityProblem } from '@/lib/reservation-rules';
import { db, nextId, save } from '@/mocks/backend/db';
import { pageOf } from '@/mocks/backend/paging';
import { PAYMENT_OR_RENEWAL, PERSON, duesToPay, seesPerson } from '@/mocks/backend/persons';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  readBody,
  url,
} from '@/mocks/backend/responses';
import type {
  CheckoutSession,
  MockCalendarOrder,
  MockOrder,
  MockPerson,
  MockReservation,
} from '@/mocks/backend/types';
import { orderView, sellerCalendarOrderView } from '@/mocks/backend/views';
import { withAuth, withRecord, withToken } from '@/mocks/backend/with-auth';

function newSessionId(): string {
  return `cs_demo_${nextId()}${Math.random().toString(36).slice(2, 10)}`;
}

/** A version-4 UUID: the identifier a calendar order's QR code carries. */
export function uuid(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

const today = () => new Date().toISOString().slice(0, 10);

function openCheckout(session: Omit<CheckoutSession, 'id' | 'status' | 'createdAt'>): string {
  const checkout: CheckoutSession = {
    ...session,
    id: newSessionId(),
    status: 'OPEN',
    createdAt: new Date().toISOString(),
  };
  db().checkouts.push(checkout);
  save();
  return checkout.id;
}

function pendingCommand(
  person: MockPerson,
  reservations: MockReservation[],
  total: number,
): MockOrder {
  const command: MockOrder = {
    id: nextId(),
    date: today(),
    status: 'PENDING',
    total,
    person: { id: person.id, firstName: person.firstName, lastName: person.lastName },
    reservations,
  };
  db().commands.push(command);
  return command;
}

const hasUrls = (body: { successURL: string; cancelURL: string }) =>
  body.successURL !== '' && body.cancelURL !== '';

export const commandHandlers = [
  http.post(
    url('/commands/adhesion'),
    withToken(async ({ request, holder: { person } }) => {
      const body = await readBody(request, duesOrderBody);
      if (body instanceof Response) return body;
      const payable = duesToPay(person);
      if (!payable.length) return notFound('Cotisation');
      const dues = body.reservations.map((line) =>
        payable.find((resource) => resource.id === line.resource.id),
      );
      if (!dues.length || !hasUrls(body) || dues.some((resource) => resource === undefined)) {
        return badRequest('Commande invalide');
      }
      const lines = dues.filter((resource) => resource !== undefined);
      const amount = lines.reduce((sum, resource) => sum + resource.price, 0);
      const command = pendingCommand(
        person,
        lines.map((resource) => ({
          id: nextId(),
          resource: {
            id: resource.id,
            name: resource.name,
            price: resource.price,
            billingPeriod: 'YEAR',
          },
          quantity: 1,
          person: { id: person.id },
          status: 'PENDING',
        })),
        amount,
      );
      const stripeSessionId = openCheckout({
        kind: 'adhesion',
        amount,
        description: `Adhésion de ${person.firstName} ${person.lastName}`,
        lines: lines.map((resource) => ({
          name: resource.name,
          quantity: 1,
          amount: resource.price,
        })),
        successURL: String(body.successURL),
        cancelURL: String(body.cancelURL),
        personId: person.id,
        resourceIds: lines.map((resource) => resource.id),
        orderId: command.id,
      });
      return HttpResponse.json({ stripeSessionId });
    }, PAYMENT_OR_RENEWAL),
  ),

  http.post(url('/commands/calendar'), async ({ request }) => {
    const body = await readBody(request, calendarPurchaseBody);
    if (body instanceof Response) return body;
    const person = body.person;
    const address = person.address;
    const complete = [
      person?.lastName,
      person?.firstName,
      person?.email,
      address?.streetNumber,
      address?.streetName,
      address?.postalCode,
      address?.city,
      body.stubNumber,
      body.recaptcha,
      body.successRedirect,
    ].every((value) => String(value ?? '').trim() !== '');
    const amount = Number(body.amount);
    if (
      !complete ||
      !isEmailValid(String(person.email)) ||
      !Number.isFinite(amount) ||
      amount < 2
    ) {
      return badRequest('Commande invalide');
    }
    const order: MockCalendarOrder = {
      id: nextId(),
      externalIdentifier: uuid(),
      person: {
        lastName: String(person.lastName),
        firstName: String(person.firstName),
        email: String(person.email),
        address: {
          streetNumber: String(address.streetNumber),
          streetName: String(address.streetName),
          postalCode: String(address.postalCode).trim(),
          city: String(address.city),
        },
      },
      amount,
      stubNumber: Number(body.stubNumber),
      date: new Date().toISOString(),
      paymentStatus: 'PENDING',
    };
    db().calendarOrders.push(order);
    const successRedirect = String(body.successRedirect);
    const stripeSessionId = openCheckout({
      kind: 'calendar',
      amount,
      description: `Calendrier des sapeurs-pompiers : don de ${person.firstName} ${person.lastName}`,
      lines: [{ name: `Calendrier (souche n° ${order.stubNumber})`, quantity: 1, amount }],
      successURL: `${successRedirect}${order.externalIdentifier}`,
      cancelURL: successRedirect.replace(/calendrier\/code\/?$/, 'calendrier'),
      calendarOrderId: order.id,
    });
    return HttpResponse.json({ stripeSessionId });
  }),

  /** @assumed A signed-in member orders the cart: prices come from the store, not the client. */
  http.post(
    url('/commands'),
    withAuth(async ({ request, auth }) => {
      const body = await readBody(request, cartOrderBody);
      if (body instanceof Response) return body;
      const lines = body.reservations.map((line) => {
        const resource = db().resources.find((candidate) => candidate.id === line.resource.id);
        return resource && !resource.isDue && Number(line.quantity) > 0
          ? {
              resource: {
                id: resource.id,
                name: resource.name,
                price: resource.price,
                billingPeriod: resource.billingPeriod,
                commission: resource.commission,
                quantity: resource.quantity,
              },
              quantity: Number(line.quantity),
              startDate: line.startDate,
              endDate: line.endDate,
            }
          : undefined;
      });
      if (!lines.length || !hasUrls(body) || lines.some((line) => line === undefined)) {
        return badRequest('Commande invalide');
      }
      const valid = lines.filter((line) => line !== undefined);
      // Nothing is sold twice: a closed commission's resource, or days already full, are refused.
      for (const line of valid) {
        const commission = db().commissions.find(
          (candidate) => candidate.technicalName === line.resource.commission,
        );
        if (commission && !commission.active) {
          return conflict("Cette commission n'est pas ouverte");
        }
        const taken = availabilityProblem(
          line,
          db().reservations.filter((reservation) => reservation.resource.id === line.resource.id),
        );
        if (taken) return conflict(taken);
      }
      const priced = valid.map((line) => ({ line, amount: cartLinePrice(line) }));
      const amount = priced.reduce((sum, entry) => sum + entry.amount, 0);
      const command = pendingCommand(
        auth.person,
        priced.map(({ line, amount: price }) => ({
          ...line,
          // What the line costs, as charged: an order's page never works it out again.
          price,
          id: nextId(),
          person: { id: auth.person.id },
          status: 'PENDING',
        })),
        amount,
      );
      const stripeSessionId = openCheckout({
        kind: 'cart',
        amount,
        description: `Commande n° ${command.id}`,
        lines: priced.map(({ line, amount: lineAmount }) => ({
          name: line.resource.name,
          quantity: line.quantity,
          amount: lineAmount,
        })),
        successURL: String(body.successURL),
        cancelURL: String(body.cancelURL),
        personId: auth.person.id,
        orderId: command.id,
      });
      return HttpResponse.json({ stripeSessionId, orderId: command.id });
    }),
  ),

  /**
   * @assumed Staff list of the calendar orders. One stub's orders alone (`search=stubNumber=={n}`,
   * the tour) are for every role of the calendar commission: the sellers at the door.
   */
  http.get(
    url('/commands/calendar'),
    withAuth(({ request, auth }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      const oneStub = /^stubNumber==\d+$/.test(search);
      if (!(oneStub ? canSeeCalendarOrder(auth.grants) : canManageCalendar(auth.grants))) {
        return forbidden();
      }
      if (canManageCalendar(auth.grants)) {
        return HttpResponse.json(pageOf(db().calendarOrders, request));
      }
      // A seller: each donor by first name and initial, nothing more.
      return HttpResponse.json(
        pageOf(db().calendarOrders, request, {
          view: sellerCalendarOrderView,
          hidden: ['person'],
        }),
      );
    }),
  ),

  /** @assumed One calendar order, by the identifier its QR code carries. */
  http.get(
    url('/commands/calendar/:externalIdentifier'),
    withAuth(({ params, auth }) => {
      const order = db().calendarOrders.find(
        (candidate) => candidate.externalIdentifier === params.externalIdentifier,
      );
      if (!order) return notFound('Commande');
      // The donor's e-mail and address for the calendar's administrators only, not its sellers.
      return HttpResponse.json(
        canManageCalendar(auth.grants) ? order : sellerCalendarOrderView(order),
      );
    }, canSeeCalendarOrder),
  ),

  http.get(
    url('/commands'),
    withAuth(({ request, auth }) => {
      // Persons administrators see every order; a commission's administrators the orders that
      // hold its resources; anyone their own.
      const visible = canManagePersons(auth.grants)
        ? db().commands
        : db().commands.filter(
            (command) =>
              command.person?.id === auth.person.id ||
              command.reservations.some((line) =>
                canAdministerCommission(auth.grants, {
                  technicalName: line.resource.commission ?? '',
                }),
              ),
          );
      return HttpResponse.json(pageOf(visible, request, { view: orderView, hidden: [] }));
    }),
  ),

  http.get(
    url('/commands/:id'),
    withRecord(
      { list: () => db().commands, what: 'Commande' },
      ({ record }) => HttpResponse.json(orderView(record)),
      (auth, command) => canSeePerson(auth.grants, command.person?.id ?? -1),
    ),
  ),

  /** @assumed A person's orders. */
  http.get(
    url('/users/:id/commands'),
    withRecord(
      PERSON,
      ({ request, record: person }) =>
        HttpResponse.json(
          pageOf(
            db().commands.filter((command) => command.person.id === person.id),
            request,
            { view: orderView, hidden: [] },
          ),
        ),
      seesPerson,
    ),
  ),
];
