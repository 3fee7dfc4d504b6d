import { appBaseAddress } from './env';

/** Every route of SPEC §2, declared once: its pattern and how to link to it. */
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

export const paths = {
  home: route({
    path: '/',
    getHref: (resetToken?: string) => (resetToken ? `/?token=${enc(resetToken)}` : '/'),
  }),
  calendar: route({ path: '/calendrier', getHref: () => '/calendrier' }),
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
  createUser: route({ path: '/createUser', getHref: () => '/createUser' }),
  photos: route({ path: '/photos', getHref: () => '/photos' }),
  documents: route({ path: '/documents', getHref: () => '/documents' }),
  partners: route({ path: '/partners', getHref: () => '/partners' }),
  cart: route({ path: '/cart', getHref: () => '/cart' }),
  reservation: route({
    path: '/reservation/:resourceId',
    getHref: (resourceId: number) => `/reservation/${resourceId}`,
  }),
  commission: route({
    path: '/commission/:commissionName',
    getHref: (technicalName: string) => `/commission/${enc(technicalName)}`,
  }),
  myCommands: route({
    path: '/myCommands/:personId',
    getHref: (personId: number) => `/myCommands/${personId}`,
  }),
  person: route({
    path: '/person/:personId',
    getHref: (personId: number) => `/person/${personId}`,
  }),
  command: route({
    path: '/command/:commandId',
    getHref: (commandId: number) => `/command/${commandId}`,
  }),
  commandValidate: route({
    path: '/commandvalidate',
    getHref: (payment?: 'success' | 'cancel') =>
      payment ? `/commandvalidate?payment=${payment}` : '/commandvalidate',
  }),
  account: route({
    path: '/accountWrapper/:personId',
    getHref: (personId: number) => `/accountWrapper/${personId}`,
  }),
  manageCommands: route({ path: '/management/commands', getHref: () => '/management/commands' }),
  manageNews: route({ path: '/management/news', getHref: () => '/management/news' }),
  managePersons: route({ path: '/management/persons', getHref: () => '/management/persons' }),
  manageGeneral: route({ path: '/management/general', getHref: () => '/management/general' }),
  managePhotos: route({ path: '/management/photos', getHref: () => '/management/photos' }),
  manageCalendars: route({
    path: '/management/commissions/calendars',
    getHref: () => '/management/commissions/calendars',
  }),
  calendarCommandDetails: route({
    path: '/management/commissions/calendarCommandDetails/:externalId',
    getHref: (externalId: string) =>
      `/management/commissions/calendarCommandDetails/${enc(externalId)}`,
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
  manageChildren: route({
    path: '/management/commissions/children',
    getHref: () => '/management/commissions/children',
  }),
  demoCheckout: route({
    path: '/demo/checkout/:sessionId',
    getHref: (sessionId: string) => `/demo/checkout/${enc(sessionId)}`,
  }),
} as const;
