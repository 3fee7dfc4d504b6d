import { HttpResponse, http } from 'msw';
import { formatDate, formatEuro } from '@/lib/format';
import { db, save } from '@/mocks/backend/db';
import { sendMail } from '@/mocks/backend/mailbox';
import { escapeHtml, findPerson } from '@/mocks/backend/persons';
import { findOr404, problem, url } from '@/mocks/backend/responses';
import type { CheckoutSession } from '@/mocks/backend/types';

/** What the local checkout page shows of a session. */
export interface DemoCheckoutView {
  sessionId: string;
  amount: number;
  description: string;
  lines: CheckoutSession['lines'];
  successURL: string;
  cancelURL: string;
  status: CheckoutSession['status'];
}

function view(session: CheckoutSession): DemoCheckoutView {
  const { id, amount, description, lines, successURL, cancelURL, status } = session;
  return { sessionId: id, amount, description, lines, successURL, cancelURL, status };
}

function setOrderStatus(session: CheckoutSession, status: 'PAID' | 'CANCELLED'): void {
  const command = db().commands.find((candidate) => candidate.id === session.orderId);
  if (!command) return;
  command.status = status;
  for (const reservation of command.reservations ?? []) {
    reservation.status = status;
    if (status === 'PAID' && session.kind === 'cart') db().reservations.push(reservation);
  }
}

/** Dues paid: valid until 31 December of the year they cover; a new account then waits for an administrator. */
function payAdhesion(session: CheckoutSession): void {
  const person = findPerson(session.personId);
  if (!person) return;
  const years = db()
    .resources.filter((resource) => session.resourceIds?.includes(resource.id))
    .map((resource) => resource.coversYear ?? new Date().getFullYear());
  person.accountValidity = `${Math.max(...years)}-12-31`;
  sendMail(
    person.email,
    'Cotisation reçue',
    `<p>Bonjour ${escapeHtml(person.firstName)},</p><p>Nous avons bien reçu votre paiement de ${formatEuro(session.amount)}. Votre adhésion est valable jusqu'au ${formatDate(person.accountValidity)}.</p>${
      person.validated
        ? '<p>Merci pour votre fidélité !</p>'
        : '<p>Un administrateur va vérifier et valider votre compte sous 24/48h.</p>'
    }`,
  );
}

function payCalendar(session: CheckoutSession): void {
  const order = db().calendarOrders.find((candidate) => candidate.id === session.calendarOrderId);
  if (!order) return;
  order.paymentStatus = 'PAID';
  sendMail(
    order.person.email,
    'Merci pour votre soutien',
    `<p>Bonjour ${escapeHtml(order.person.firstName)},</p><p>Merci pour votre don de ${formatEuro(order.amount)} en échange du calendrier des sapeurs-pompiers. Présentez le code ci-dessous au sapeur-pompier qui vous remet le calendrier.</p>`,
    session.successURL,
  );
}

/** The local Stripe Checkout stand-in (demo only: not part of the real backend). */
export const demoHandlers = [
  http.get(url('/demo/checkout/:sessionId'), ({ params }) => {
    const session = findOr404(db().checkouts, params.sessionId, 'Session de paiement');
    return session instanceof Response ? session : HttpResponse.json(view(session));
  }),

  http.post(url('/demo/checkout/:sessionId/:action'), ({ params }) => {
    const session = findOr404(db().checkouts, params.sessionId, 'Session de paiement');
    if (session instanceof Response) return session;
    if (params.action !== 'pay' && params.action !== 'cancel')
      return problem(404, 'Action inconnue');
    if (session.status !== 'OPEN') return problem(409, 'Cette session de paiement est terminée');
    if (params.action === 'pay') {
      session.status = 'PAID';
      setOrderStatus(session, 'PAID');
      if (session.kind === 'adhesion') payAdhesion(session);
      if (session.kind === 'calendar') payCalendar(session);
    } else {
      session.status = 'CANCELLED';
      setOrderStatus(session, 'CANCELLED');
      const order = db().calendarOrders.find(
        (candidate) => candidate.id === session.calendarOrderId,
      );
      if (order) order.paymentStatus = 'CANCELLED';
    }
    save();
    return HttpResponse.json({
      redirect: params.action === 'pay' ? session.successURL : session.cancelURL,
    });
  }),
];
