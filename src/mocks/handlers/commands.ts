import { HttpResponse, http } from 'msw';
import type { CalendarOrder, CalendarPurchase, Resource } from '../../api/types';
import { canManageCalendar, canManagePersons } from '../../lib/permissions';
import { type CheckoutSession, db, nextId, save } from '../db';
import { pageOf } from '../paging';
import { forbidden, notFound, withAuth } from '../with-auth';
import { endOfNextYear, readJson, url } from './shared';
import { personFromToken } from './users';

function newSessionId(): string {
  return `cs_demo_${nextId()}_${Math.random().toString(36).slice(2, 10)}`;
}

function externalIdentifier(): string {
  const part = () => Math.random().toString(16).slice(2, 6);
  return `${part()}${part()}-${part()}-${part()}-${part()}-${part()}${part()}${part()}`;
}

export const commandHandlers = [
  http.post(url('/commands/adhesion'), async ({ request }) => {
    const person = personFromToken(request, ['payment', 'renewal']);
    if (!person) return HttpResponse.json({ message: 'Token invalide' }, { status: 403 });
    const body = await readJson<{
      reservations: { resource: Resource; quantity: number }[];
      successURL: string;
      cancelURL: string;
    }>(request);
    const lines = (body.reservations ?? []).map((line) =>
      db().resources.find((resource) => resource.id === line.resource?.id),
    );
    if (
      !lines.length ||
      lines.some((resource) => !resource?.isDue) ||
      !body.successURL ||
      !body.cancelURL
    ) {
      return HttpResponse.json({ message: 'Commande invalide' }, { status: 400 });
    }
    const session: CheckoutSession = {
      id: newSessionId(),
      kind: 'adhesion',
      amount: lines.reduce((sum, resource) => sum + (resource?.price ?? 0), 0),
      lines: lines.map((resource) => ({
        name: resource?.name ?? '',
        amount: resource?.price ?? 0,
      })),
      successURL: body.successURL,
      cancelURL: body.cancelURL,
      status: 'open',
      personId: person.id,
      resourceIds: lines.map((resource) => resource?.id ?? 0),
    };
    db().checkouts.push(session);
    save();
    return HttpResponse.json({ stripeSessionId: session.id });
  }),

  http.post(url('/commands/calendar'), async ({ request }) => {
    const body = await readJson<CalendarPurchase>(request);
    const person = body.person;
    const address = person?.address;
    const complete =
      person?.lastName &&
      person.firstName &&
      person.email &&
      address?.streetNumber &&
      address.streetName &&
      address.postalCode &&
      address.city &&
      body.stubNumber &&
      body.recaptcha &&
      body.successRedirect;
    if (!complete || typeof body.amount !== 'number' || body.amount < 2) {
      return HttpResponse.json({ message: 'Commande invalide' }, { status: 400 });
    }
    const order: CalendarOrder = {
      id: nextId(),
      externalIdentifier: externalIdentifier(),
      person,
      amount: body.amount,
      stubNumber: Number(body.stubNumber),
      date: new Date().toISOString(),
      paymentStatus: 'PENDING',
    };
    const session: CheckoutSession = {
      id: newSessionId(),
      kind: 'calendar',
      amount: body.amount,
      lines: [
        {
          name: `Calendrier des sapeurs-pompiers (souche n° ${order.stubNumber})`,
          amount: body.amount,
        },
      ],
      successURL: `${body.successRedirect}${order.externalIdentifier}`,
      cancelURL: String(body.successRedirect).replace(/calendrier\/code\/?$/, 'calendrier'),
      status: 'open',
      calendarOrderId: order.id,
    };
    db().calendarOrders.push(order);
    db().checkouts.push(session);
    save();
    return HttpResponse.json({ stripeSessionId: session.id });
  }),

  /** @assumed Staff list of the year's calendar orders. */
  http.get(
    url('/commands/calendar'),
    withAuth(
      ({ request }) => HttpResponse.json(pageOf(db().calendarOrders, request)),
      canManageCalendar,
    ),
  ),
  /** @assumed One calendar order, by the identifier its QR code carries. */
  http.get(
    url('/commands/calendar/:externalIdentifier'),
    withAuth(({ params }) => {
      const order = db().calendarOrders.find(
        (candidate) => candidate.externalIdentifier === params.externalIdentifier,
      );
      return order ? HttpResponse.json(order) : notFound('Commande');
    }, canManageCalendar),
  ),

  http.get(
    url('/commands'),
    withAuth(({ request, auth }) => {
      const visible = canManagePersons(auth.grants)
        ? db().commands
        : db().commands.filter((command) => command.person?.id === auth.person.id);
      return HttpResponse.json(pageOf(visible, request));
    }),
  ),
  http.get(
    url('/commands/:id'),
    withAuth(({ params, auth }) => {
      const command = db().commands.find((candidate) => candidate.id === Number(params.id));
      if (!command) return notFound('Commande');
      if (command.person?.id !== auth.person.id && !canManagePersons(auth.grants))
        return forbidden();
      return HttpResponse.json(command);
    }),
  ),
  /** @assumed A person's orders. */
  http.get(
    url('/users/:id/commands'),
    withAuth(({ params, request, auth }) => {
      const personId = Number(params.id);
      if (personId !== auth.person.id && !canManagePersons(auth.grants)) return forbidden();
      return HttpResponse.json(
        pageOf(
          db().commands.filter((command) => command.person?.id === personId),
          request,
        ),
      );
    }),
  ),

  // The local checkout stand-in (demo only, not part of the real backend).
  http.get(url('/demo/checkout/:sessionId'), ({ params }) => {
    const session = db().checkouts.find((candidate) => candidate.id === params.sessionId);
    return session ? HttpResponse.json(session) : notFound('Session de paiement');
  }),
  http.post(url('/demo/checkout/:sessionId/pay'), ({ params }) => {
    const session = db().checkouts.find((candidate) => candidate.id === params.sessionId);
    if (!session || session.status !== 'open') return notFound('Session de paiement');
    session.status = 'paid';
    if (session.kind === 'adhesion') {
      const person = db().persons.find((candidate) => candidate.id === session.personId);
      if (person) {
        person.accountValidity = endOfNextYear();
        // A new member's paid account still waits for an administrator (announced 24/48h).
        db().commands.push({
          id: nextId(),
          date: new Date().toISOString().slice(0, 10),
          status: 'PAID',
          total: session.amount,
          person: { id: person.id, firstName: person.firstName, lastName: person.lastName },
        });
      }
    } else {
      const order = db().calendarOrders.find(
        (candidate) => candidate.id === session.calendarOrderId,
      );
      if (order) order.paymentStatus = 'PAID';
    }
    save();
    return HttpResponse.json({ redirect: session.successURL });
  }),
  http.post(url('/demo/checkout/:sessionId/cancel'), ({ params }) => {
    const session = db().checkouts.find((candidate) => candidate.id === params.sessionId);
    if (!session || session.status !== 'open') return notFound('Session de paiement');
    session.status = 'cancelled';
    const order = db().calendarOrders.find((candidate) => candidate.id === session.calendarOrderId);
    if (order) order.paymentStatus = 'CANCELLED';
    save();
    return HttpResponse.json({ redirect: session.cancelURL });
  }),
];
