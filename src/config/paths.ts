/** Every route of SPEC §2, declared once: its pattern and how to link to it. */
const enc = encodeURIComponent;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  calendar: { path: '/calendrier', getHref: () => '/calendrier' },
  calendarCode: {
    path: '/calendrier/code/:externalIdentifier?',
    getHref: (externalIdentifier = '') => `/calendrier/code/${enc(externalIdentifier)}`,
  },
  validateOrSubscribe: {
    path: '/validateorsubscribe/:token?',
    getHref: (token: string) => `/validateorsubscribe?token=${enc(token)}`,
  },
  renewSubscription: {
    path: '/renewsubscription',
    getHref: (token: string, userId: number) =>
      `/renewsubscription?token=${enc(token)}&userid=${userId}`,
  },
  createUser: { path: '/createUser', getHref: () => '/createUser' },
  photos: { path: '/photos', getHref: () => '/photos' },
  documents: { path: '/documents', getHref: () => '/documents' },
  partners: { path: '/partners', getHref: () => '/partners' },
  cart: { path: '/cart', getHref: () => '/cart' },
  reservation: {
    path: '/reservation/:resourceId',
    getHref: (resourceId: number) => `/reservation/${resourceId}`,
  },
  commission: {
    path: '/commission/:commissionName',
    getHref: (technicalName: string) => `/commission/${enc(technicalName)}`,
  },
  myCommands: {
    path: '/myCommands/:personId',
    getHref: (personId: number) => `/myCommands/${personId}`,
  },
  person: { path: '/person/:personId', getHref: (personId: number) => `/person/${personId}` },
  command: { path: '/command/:commandId', getHref: (commandId: number) => `/command/${commandId}` },
  commandValidate: { path: '/commandvalidate', getHref: () => '/commandvalidate' },
  account: {
    path: '/accountWrapper/:personId',
    getHref: (personId: number) => `/accountWrapper/${personId}`,
  },
  manageCommands: { path: '/management/commands', getHref: () => '/management/commands' },
  manageNews: { path: '/management/news', getHref: () => '/management/news' },
  managePersons: { path: '/management/persons', getHref: () => '/management/persons' },
  manageGeneral: { path: '/management/general', getHref: () => '/management/general' },
  managePhotos: { path: '/management/photos', getHref: () => '/management/photos' },
  manageCalendars: {
    path: '/management/commissions/calendars',
    getHref: () => '/management/commissions/calendars',
  },
  calendarCommandDetails: {
    path: '/management/commissions/calendarCommandDetails/:externalId',
    getHref: (externalId: string) =>
      `/management/commissions/calendarCommandDetails/${enc(externalId)}`,
  },
  manageCommission: {
    path: '/management/commissions/commissionWrapper/:commissionName/:commissionId',
    getHref: (technicalName: string, commissionId: number) =>
      `/management/commissions/commissionWrapper/${enc(technicalName)}/${commissionId}`,
  },
  manageReservations: {
    path: '/management/commissions/reservations/:commissionName',
    getHref: (technicalName: string) =>
      `/management/commissions/reservations/${enc(technicalName)}`,
  },
  manageChildren: {
    path: '/management/commissions/children',
    getHref: () => '/management/commissions/children',
  },
  demoCheckout: {
    path: '/demo/checkout/:sessionId',
    getHref: (sessionId: string) => `/demo/checkout/${enc(sessionId)}`,
  },
} as const;
