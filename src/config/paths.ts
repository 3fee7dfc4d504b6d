import { appBaseAddress } from './env';

/** Every route of the app, declared once: its pattern and how to link to it. */
const enc = encodeURIComponent;

interface RouteDef<A extends unknown[]> {
  path: string;
  getHref: (...args: A) => string;
}

/**
 * Adds `absoluteHref()`: the whole address (`{origin}{base}#{href}`) used wherever an
 * address leaves the app (payment return addresses, QR codes, e-mails).
 */
function route<A extends unknown[]>(def: RouteDef<A>) {
  return { ...def, absoluteHref: (...args: A) => `${appBaseAddress()}#${def.getHref(...args)}` };
}

/** A route without parameters. */
const fixed = (path: string) => route({ path, getHref: () => path });

export const paths = {
  home: route({
    path: '/',
    getHref: (resetToken?: string) => (resetToken ? `/?token=${enc(resetToken)}` : '/'),
  }),
  calendar: fixed('/calendrier'),
  calendarCode: route({
    path: '/calendrier/code/:externalIdentifier?',
    getHref: (externalIdentifier: string = '') => `/calendrier/code/${enc(externalIdentifier)}`,
  }),
  validateOrSubscribe: route({
    path: '/validateorsubscribe/:token?',
    getHref: (query: { token: string } | { payment: 'success' | 'cancel' }) =>
      'token' in query
        ? `/validateorsubscribe?token=${enc(query.token)}`
        : `/validateorsubscribe?payment=${query.payment}`,
  }),
  renewSubscription: route({
    path: '/renewsubscription',
    getHref: (token: string, userId: number) =>
      `/renewsubscription?token=${enc(token)}&userid=${userId}`,
  }),
  createPerson: fixed('/createUser'),
  photos: fixed('/photos'),
  documents: fixed('/documents'),
  partners: fixed('/partners'),
  cart: fixed('/cart'),
  reservation: route({
    path: '/reservation/:resourceId',
    getHref: (resourceId: number) => `/reservation/${resourceId}`,
  }),
  commission: route({
    path: '/commission/:commissionName',
    getHref: (technicalName: string) => `/commission/${enc(technicalName)}`,
  }),
  myOrders: route({
    path: '/myCommands/:personId',
    getHref: (personId: number) => `/myCommands/${personId}`,
  }),
  person: route({
    path: '/person/:personId',
    getHref: (personId: number) => `/person/${personId}`,
  }),
  order: route({
    path: '/command/:orderId',
    getHref: (orderId: number) => `/command/${orderId}`,
  }),
  orderPaymentReturn: route({
    path: '/commandvalidate',
    getHref: (payment?: 'success' | 'cancel') =>
      payment ? `/commandvalidate?payment=${payment}` : '/commandvalidate',
  }),
  account: route({
    path: '/accountWrapper/:personId',
    getHref: (personId: number) => `/accountWrapper/${personId}`,
  }),
  manageOrders: fixed('/management/commands'),
  manageNews: fixed('/management/news'),
  managePersons: fixed('/management/persons'),
  manageGeneral: fixed('/management/general'),
  managePhotos: fixed('/management/photos'),
  manageCalendars: fixed('/management/commissions/calendars'),
  calendarCampaign: fixed('/management/commissions/calendars/campagne'),
  calendarOrderDetails: route({
    path: '/management/commissions/calendarCommandDetails/:externalIdentifier',
    getHref: (externalIdentifier: string) =>
      `/management/commissions/calendarCommandDetails/${enc(externalIdentifier)}`,
  }),
  manageCommission: route({
    path: '/management/commissions/commissionWrapper/:commissionName/:commissionId',
    getHref: (technicalName: string, commissionId: number) =>
      `/management/commissions/commissionWrapper/${enc(technicalName)}/${commissionId}`,
  }),
  manageReservations: route({
    path: '/management/commissions/reservations/:commissionName',
    getHref: (technicalName: string) =>
      `/management/commissions/reservations/${enc(technicalName)}`,
  }),
  manageChildren: fixed('/management/commissions/children'),
  memberCard: fixed('/carte'),
  cardCheck: route({
    path: '/verification/:code',
    getHref: (code: string) => `/verification/${enc(code)}`,
  }),
  calendarTour: fixed('/tournee'),
  accessibility: fixed('/accessibilite'),
  siteMap: fixed('/plan-du-site'),
  demoCheckout: route({
    path: '/demo/checkout/:sessionId',
    getHref: (sessionId: string) => `/demo/checkout/${enc(sessionId)}`,
  }),
} as const;
