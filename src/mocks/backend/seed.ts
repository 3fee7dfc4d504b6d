import { albums, documents, partners, photos } from './seed-library';
import { crowd } from './seed-crowd';
import { demoCampaigns } from './seed-campaigns';
import { RGPD_HTML } from './seed-rgpd';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { todayIso } from '@/lib/dates';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
import { type IssuedToken, mint } from './jwt';
import type {
  DbState,
  MailMessage,
  MockAddress,
  MockAdministrator,
  MockCalendarOrder,
  MockCommission,
  MockNews,
  MockOrder,
  MockPerson,
  MockRelation,
  MockReservation,
  MockResource,
} from './types';

/**
 * The demo's data: realistic French records, dates relative to today so that the demo never
 * goes stale. Demo accounts (e-mail / password) come from demo-accounts.ts, as the README lists
 * them. Only types and pure modules are imported here: db.ts imports the seed, never the reverse.
 */

/** Bumped when the shape of the store changes: an older saved demo is then re-seeded. */
export const SCHEMA_VERSION = 9;

const year = new Date().getFullYear();

/** The day `days` days from today, YYYY-MM-DD (local time). */
function inDays(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`;
}

function child(id: number, firstName: string, lastName: string, birthDate: string): MockRelation {
  return {
    id,
    relatedUser: { id, firstName, lastName, birthDate },
    relationShip: 'FAMILY',
    relationShipPrecision: 'Enfant',
  };
}

function person(
  id: number,
  { email, password, firstName, lastName }: DemoAccount,
  more: Partial<MockPerson> = {},
): MockPerson {
  return {
    id,
    firstName,
    lastName,
    email,
    password,
    phone: `06 12 34 ${String(10 + id).padStart(2, '0')} ${String(20 + id).padStart(2, '0')}`,
    birthDate: '1985-04-12',
    cis: 'Saint Georges',
    membertype: 'SPV',
    subscriptions: ['AMICALE'],
    udFnspfDoubleStatusSubscription: false,
    newsletterOptIn: true,
    relations: [],
    roles: [],
    emailValidated: true,
    validated: true,
    accountValidity: `${year + 1}-09-30`,
    ...more,
  };
}

const persons: MockPerson[] = [
  person(1, DEMO_ACCOUNTS.member, {
    relations: [
      child(101, 'Léo', 'Martin', '2015-06-03'),
      child(102, 'Inès', 'Martin', '2018-11-21'),
    ],
    addressId: 1,
  }),
  person(2, DEMO_ACCOUNTS.commission, {
    membertype: 'SPP',
    cis: 'Beauregard',
    roles: ['sport_ADMIN'],
    subscriptions: ['AMICALE', 'UDSP'],
    addressId: 2,
  }),
  person(3, DEMO_ACCOUNTS.persons, {
    membertype: 'ADMINISTRATIF',
    cis: 'CTA-CODIS',
    roles: ['general_ADMIN-PERSON'],
  }),
  person(4, DEMO_ACCOUNTS.admin, {
    membertype: 'SPP',
    roles: ['general_SUPER-ADMIN'],
    cis: 'Le Blosne',
  }),
  person(5, DEMO_ACCOUNTS.calendar, {
    roles: ['calendrier_ADMIN'],
  }),
  // E-mail confirmed and dues paid: waits for an administrator (sign-in refused).
  person(6, DEMO_ACCOUNTS.waiting, {
    validated: false,
    accountValidity: `${year + 1}-12-31`,
    cis: 'Le Blosne',
  }),
  // Signed up, never opened the validation link.
  person(7, DEMO_ACCOUNTS.newcomer, {
    emailValidated: false,
    validated: false,
    accountValidity: '1970-01-01',
  }),
  // Validated long ago, dues expired: a renewal e-mail waits in the mailbox.
  person(8, DEMO_ACCOUNTS.renewal, {
    accountValidity: `${year - 1}-12-31`,
    membertype: 'SPP',
    addressId: 3,
  }),
  // His membership ends in two weeks: the home reminds him, `À relancer` lists him.
  person(9, DEMO_ACCOUNTS.honorary, {
    accountValidity: inDays(14),
    membertype: 'HONORAIRE',
    subscriptions: ['HONORAIRE'],
    birthDate: '1948-02-27',
    cis: 'Autre',
  }),
  person(10, DEMO_ACCOUNTS.external, {
    membertype: 'EXTERNE',
    membertypePrecision: 'Infirmière du SSSM',
    cis: 'Autre',
  }),
  // Sells calendars at the doors: stub 101 is his (the tour screen), his card says so.
  person(11, DEMO_ACCOUNTS.seller, {
    membertype: 'SPV',
    cis: 'Beauregard',
    roles: ['calendrier_USER'],
  }),
];

const addresses: MockAddress[] = [
  {
    id: 1,
    streetNumber: '12',
    streetName: 'rue de Saint-Malo',
    postalCode: 35000,
    city: 'Rennes',
    country: 'France',
  },
  {
    id: 2,
    streetNumber: '4',
    streetName: 'allée des Tilleuls',
    postalCode: 35136,
    city: 'Saint-Jacques-de-la-Lande',
    country: 'France',
  },
  {
    id: 3,
    streetNumber: '27',
    streetName: 'boulevard de la Liberté',
    postalCode: 35000,
    city: 'Rennes',
    country: 'France',
  },
];

/** How a commission lists its administrators: the person without what the backend keeps. */
function administrator(member: MockPerson): MockAdministrator {
  const { id, firstName, lastName, email, phone } = member;
  return { id, firstName, lastName, email, phone };
}

function commission(
  id: number,
  name: string,
  technicalName: string,
  authorizedSubscribers: string[],
  description: string,
  more: Partial<MockCommission> = {},
): MockCommission {
  return {
    id,
    name,
    technicalName,
    subType: null,
    active: true,
    authorizedSubscribers,
    description,
    administrators: [],
    emailConfiguration: {},
    ...more,
  };
}

const commissions: MockCommission[] = [
  commission(
    1,
    'Voyages',
    'voyages',
    ['AMICALE', 'HONORAIRE'],
    '<p>Sorties et voyages organisés pour les membres et leurs familles.</p>',
  ),
  commission(
    2,
    'Sport',
    'sport',
    ['AMICALE'],
    '<p>Course à pied, football, cross des pompiers et salle de sport de la caserne.</p>',
    {
      administrators: [administrator(persons[1])],
    },
  ),
  commission(
    3,
    'Épicerie solidaire',
    'epicerie',
    ['AMICALE'],
    '<p>Produits à prix coûtant, commandes groupées chaque mois.</p>',
  ),
  commission(
    4,
    'Arbre de Noël',
    'enfants',
    ['AMICALE'],
    '<p>Le spectacle et les cadeaux de Noël des enfants des membres.</p>',
    { subType: 'CHILDREN' },
  ),
  commission(
    5,
    'Calendrier',
    'calendrier',
    ['AMICALE'],
    '<p>La tournée annuelle du calendrier des sapeurs-pompiers.</p>',
    {
      subType: 'CALENDAR',
      administrators: [administrator(persons[4])],
      emailConfiguration: { sender: 'calendrier@amicale.fr', replyTo: 'bureau@amicale.fr' },
    },
  ),
  commission(
    6,
    'École des jeunes sapeurs-pompiers',
    'ecole',
    ['AMICALE'],
    '<p>Section en sommeil.</p>',
    { active: false },
  ),
  commission(
    7,
    'Loisirs et locations',
    'loisirs',
    ['AMICALE', 'HONORAIRE'],
    '<p>Location du mobil-home, de la salle des fêtes et du matériel.</p>',
  ),
  commission(8, 'Anciens', 'anciens', ['HONORAIRE'], '<p>Rencontres des membres honoraires.</p>'),
];

/** A news item of this year: id, title, month-day, commission (null: the whole amicale), text. */
function newsItem(
  id: number,
  title: string,
  monthDay: string,
  commission: string | null,
  text: string,
): MockNews {
  return { id, title, date: `${year}-${monthDay}`, commission, text };
}

const news: MockNews[] = [
  newsItem(
    1,
    'Assemblée générale',
    '11-14',
    null,
    "<p>L'assemblée générale de l'amicale se tiendra le <strong>vendredi 12 décembre</strong> à 18 h 30 au centre de secours Saint Georges.</p>",
  ),
  newsItem(
    2,
    'Tournée des calendriers',
    '11-02',
    'calendrier',
    '<p>La tournée commence le 8 novembre. Merci de retirer vos carnets de souches au bureau.</p>',
  ),
  newsItem(
    3,
    'Arbre de Noël des enfants',
    '10-20',
    'enfants',
    '<p>Inscrivez vos enfants avant le 30 novembre depuis votre compte.</p>',
  ),
  newsItem(
    4,
    'Cross départemental',
    '10-05',
    'sport',
    '<p>Le cross départemental aura lieu à Bréal-sous-Montfort. Inscriptions auprès de la commission Sport.</p>',
  ),
  newsItem(
    5,
    'Mobil-home : réservations été',
    '09-15',
    'loisirs',
    "<p>Les réservations du mobil-home pour l'été prochain sont ouvertes.</p>",
  ),
  newsItem(
    6,
    'Nouveaux partenaires',
    '09-01',
    null,
    '<p>Deux nouveaux partenaires offrent des réductions aux membres : voir la page Partenaires.</p>',
  ),
];

const duesYear = year + 1;

function due(
  id: number,
  memberType: MockPerson['membertype'],
  price: number,
  label: string,
): MockResource {
  return {
    id,
    name: `Cotisation ${memberType} ${duesYear}`,
    price,
    billingPeriod: 'YEAR',
    description: `<p>Cotisation annuelle des <strong>${label}</strong> pour l'année ${duesYear}.</p><ul><li>accès aux activités et aux commissions de l'amicale ;</li><li>arbre de Noël des enfants et sorties familiales ;</li><li>tarifs membres chez nos partenaires.</li></ul>`,
    isDue: true,
    dueFor: memberType,
    coversYear: duesYear,
  };
}

const resources: MockResource[] = [
  due(1, 'SPV', 25, 'sapeurs-pompiers volontaires'),
  due(2, 'SPP', 30, 'sapeurs-pompiers professionnels'),
  due(3, 'HONORAIRE', 15, 'membres honoraires'),
  due(4, 'ADMINISTRATIF', 25, 'personnels administratifs et techniques'),
  due(5, 'EXTERNE', 20, 'membres extérieurs'),
  {
    id: 6,
    name: `Assurance UDSP ${duesYear}`,
    price: 8,
    billingPeriod: 'YEAR',
    description:
      "<p>Assurance de l'<strong>Union départementale des sapeurs-pompiers</strong>, pour les adhérents UDSP.</p>",
    isDue: true,
    dueFor: null,
    dueSubscription: 'UDSP',
    coversYear: duesYear,
  },
  {
    id: 10,
    name: 'Mobil-home à Erquy',
    price: 45,
    billingPeriod: 'DAY',
    commission: 'loisirs',
    // One mobil-home: a day it is booked is full.
    quantity: 1,
    description: '<p>Mobil-home 6 places au camping des Pins, à la nuitée.</p>',
  },
  {
    id: 11,
    name: 'Tables et bancs',
    price: 3,
    billingPeriod: 'ITEM_DAY',
    commission: 'loisirs',
    quantity: 20,
    description: '<p>Par ensemble et par jour.</p>',
  },
  {
    id: 12,
    name: 'Sweat de l’amicale',
    price: 28,
    billingPeriod: 'ITEM',
    commission: 'sport',
    description: '<p>Brodé, tailles S à XXL.</p>',
  },
  {
    id: 13,
    name: 'Licence sport annuelle',
    price: 15,
    billingPeriod: 'YEAR',
    commission: 'sport',
    description: '<p>Accès à la salle et aux entraînements.</p>',
  },
  {
    id: 15,
    name: 'Week-end au Mont-Saint-Michel',
    price: 120,
    billingPeriod: 'ITEM',
    commission: 'voyages',
    description: '<p>Transport en car, nuit en demi-pension et visite guidée de l’abbaye.</p>',
  },
  {
    id: 16,
    name: 'Colis de l’épicerie',
    price: 12,
    billingPeriod: 'ITEM',
    commission: 'epicerie',
    description: '<p>Produits d’épicerie de saison, à retirer au centre de secours.</p>',
  },
  {
    id: 14,
    name: 'Spectacle de Noël',
    price: 0,
    billingPeriod: 'ITEM',
    commission: 'enfants',
    description: '<p>Place offerte aux enfants des membres.</p>',
  },
];

const stubs = [101, 102, 103, 104, 105];
const donors = [
  ['Lemoine', 'Alice'],
  ['Gauthier', 'Thomas'],
  ['Perrin', 'Julie'],
  ['Robin', 'Maxime'],
  ['Clément', 'Emma'],
  ['Morin', 'Lucas'],
  ['Nicolas', 'Chloé'],
  ['Henry', 'Hugo'],
  ['Roussel', 'Léa'],
  ['Mathieu', 'Louis'],
  ['Garnier', 'Manon'],
  ['Chevalier', 'Nathan'],
  ['François', 'Camille'],
  ['Legrand', 'Enzo'],
  ['Gaillard', 'Sarah'],
  ['Brunet', 'Jules'],
  ['Barbier', 'Zoé'],
  ['Arnaud', 'Gabriel'],
  ['Giraud', 'Louise'],
  ['Roche', 'Arthur'],
  ['Renard', 'Lina'],
  ['Schmitt', 'Raphaël'],
  ['Colin', 'Jade'],
  ['Vidal', 'Adam'],
  ['Caron', 'Alice'],
];
const amounts = [
  10, 20, 5, 15, 10, 50, 12, 20, 8, 10, 30, 10, 20, 5, 25, 10, 15, 20, 10, 40, 10, 7, 20, 10, 15,
];
const calendarOrders: MockCalendarOrder[] = donors.map(([lastName, firstName], index) => ({
  id: 500 + index,
  externalIdentifier: `cal-${env.calendarYear}-${String(index + 1).padStart(4, '0')}`,
  person: {
    lastName,
    firstName,
    email: `${firstName
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')}.${lastName
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')}@exemple.fr`,
    address: {
      streetNumber: String(3 + index),
      streetName: 'rue de Fougères',
      postalCode: 35700,
      city: 'Rennes',
    },
  },
  amount: amounts[index],
  stubNumber: stubs[index % stubs.length],
  date: new Date(
    Date.UTC(env.calendarYear, 10, 3 + (index % 18), 10 + (index % 8), 15),
  ).toISOString(),
  paymentStatus: index % 9 === 4 ? 'PENDING' : index % 11 === 7 ? 'CANCELLED' : 'PAID',
}));

/** A booked line: id, resource, quantity, whose (person id), state, and the days of a stay. */
function reservation(
  id: number,
  resource: MockResource,
  quantity: number,
  personId: number,
  status: string,
  stay?: { startDate: string; endDate: string },
): MockReservation {
  return { id, resource, quantity, ...stay, person: { id: personId }, status };
}

/** A stay of next year, from one month-day to another. */
const nextYear = (from: string, to: string) => ({
  startDate: `${year + 1}-${from}`,
  endDate: `${year + 1}-${to}`,
});

const reservations: MockReservation[] = [
  reservation(1, resources[6], 1, 1, 'VALIDATED', nextYear('07-05', '07-12')),
  reservation(2, resources[8], 2, 1, 'PAID'),
  reservation(3, resources[7], 4, 2, 'PAID', {
    startDate: `${year}-06-20`,
    endDate: `${year}-06-21`,
  }),
  reservation(4, resources[9], 1, 10, 'PAID'),
  reservation(5, resources[6], 1, 9, 'PENDING', nextYear('08-02', '08-09')),
  // Overlaps the first stay on the mobil-home (one of it), booked before the app checked the days:
  // the reservations view shows the conflict.
  reservation(6, resources[6], 1, 8, 'PENDING', nextYear('07-10', '07-14')),
];

/** An order of this year: id, month-day, state, total, whose, what. */
function command(
  id: number,
  monthDay: string,
  status: MockOrder['status'],
  total: number,
  person: MockPerson,
  lines: MockOrder['reservations'],
): MockOrder {
  const { firstName, lastName } = person;
  return {
    id,
    date: `${year}-${monthDay}`,
    status,
    total,
    person: { id: person.id, firstName, lastName },
    reservations: lines,
  };
}

const commands: MockOrder[] = [
  command(1, '09-02', 'PAID', 25, persons[0], [
    { id: 901, resource: resources[0], quantity: 1, person: { id: 1 } },
  ]),
  command(2, '10-11', 'PAID', 56, persons[0], [reservations[1]]),
  command(3, '06-01', 'PAID', 24, persons[1], [reservations[2]]),
  command(4, '11-18', 'PENDING', 360, persons[8], [reservations[4]]),
];

/**
 * The dues the crowd's members paid this year, one order each (ids from 100, lines from 600),
 * spread from mid-January to today: the dashboard's dues collected have something to add up.
 */
function crowdDuesOrders(members: readonly MockPerson[], now: Date): MockOrder[] {
  const start = new Date(now.getFullYear(), 0, 15).getTime();
  const span = Math.max(0, now.getTime() - start);
  const paidThisYear = members.filter(
    (person) => person.validated && person.accountValidity === `${year + 1}-09-30`,
  );
  return paidThisYear.flatMap((person, index) => {
    const due = resources.find(
      (resource) => resource.isDue && resource.dueFor === person.membertype,
    );
    if (!due) return [];
    const day = new Date(start + (span * index) / Math.max(1, paidThisYear.length));
    const { firstName, lastName } = person;
    return [
      {
        id: 100 + index,
        date: `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`,
        status: 'PAID',
        total: due.price,
        person: { id: person.id, firstName, lastName },
        reservations: [
          {
            id: 600 + index,
            resource: { id: due.id, name: due.name, price: due.price, billingPeriod: 'YEAR' },
            quantity: 1,
            person: { id: person.id },
          },
        ],
      },
    ];
  });
}

/** The e-mails already in the demo mailbox, and the tokens their links carry. */
function seededMails(now: number): { mails: MailMessage[]; tokens: IssuedToken[] } {
  const renewal = mint(persons[7], 'renewal', 30 * 24 * 3600, 'seed-renewal-8', now);
  const validation = mint(persons[6], 'validation', 7 * 24 * 3600, 'seed-validation-7', now);
  const date = new Date(now - 3600 * 1000).toISOString();
  return {
    tokens: [renewal.record, validation.record],
    mails: [
      {
        id: 900,
        to: persons[6].email,
        subject: 'Confirmez votre adresse e-mail',
        html: `<p>Bonjour ${persons[6].firstName},</p><p>Merci pour votre inscription à l'amicale. Confirmez votre adresse e-mail puis réglez votre cotisation en ouvrant le lien ci-dessous.</p>`,
        link: paths.validateOrSubscribe.absoluteHref({ token: validation.token }),
        date,
        read: false,
      },
      {
        id: 901,
        to: persons[7].email,
        subject: 'Renouvelez votre adhésion',
        html: `<p>Bonjour ${persons[7].firstName},</p><p>Votre cotisation est arrivée à échéance. Vérifiez vos informations et renouvelez-la en ouvrant le lien ci-dessous.</p>`,
        link: paths.renewSubscription.absoluteHref(renewal.token, persons[7].id),
        date,
        read: false,
      },
    ],
  };
}

/**
 * A fresh copy of the seed: handlers mutate the store, never these constants. `campaigns`: the
 * demo's two calendar campaigns, thousands of orders (seed-campaigns.ts); the unit tests go
 * without them, each campaign test adding a campaign of its own size.
 */
export function seed(now: number = Date.now(), { campaigns = false } = {}): DbState {
  const { mails, tokens } = seededMails(now);
  const members = crowd(200, 48, new Date(now));
  return structuredClone({
    schemaVersion: SCHEMA_VERSION,
    persons: [...persons, ...members],
    addresses,
    commissions,
    news,
    resources,
    reservations,
    commands: [...commands, ...crowdDuesOrders(members, new Date(now))],
    calendarOrders: campaigns
      ? [...calendarOrders, ...demoCampaigns(env.calendarYear, todayIso(new Date(now)))]
      : calendarOrders,
    albums,
    photos,
    documents,
    partners,
    rgpd: RGPD_HTML,
    checkouts: [],
    mails,
    tokens,
    cards: [],
    nextId: 1000,
  });
}
