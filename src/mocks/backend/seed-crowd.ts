import { CIS_LIST, MEMBER_TYPES, type MemberType } from '@/api/types';
import { membershipsForStatus } from '@/lib/memberships';
import type { MockPerson } from './types';

/**
 * The association's other members, so that the persons administration has pages to turn,
 * searches to narrow and each account state to show. Deterministic (no randomness): the same
 * demo every time. They cannot sign in (no known password).
 */
const FIRST_NAMES = [
  'Camille',
  'Nicolas',
  'Julie',
  'Thomas',
  'Manon',
  'Antoine',
  'Léa',
  'Maxime',
  'Chloé',
  'Julien',
  'Emma',
  'Romain',
  'Sarah',
  'Kévin',
  'Laura',
  'Alexandre',
  'Pauline',
  'Guillaume',
  'Marion',
  'Yann',
];
const LAST_NAMES = [
  'Le Gall',
  'Rousseau',
  'Fontaine',
  'Chevalier',
  'Robin',
  'Gauthier',
  'Morel',
  'Girard',
  'André',
  'Mercier',
  'Blanc',
  'Guérin',
  'Boyer',
  'Garnier',
  'Faure',
  'Lemoine',
  'Renaud',
  'Picard',
  'Hamon',
  'Le Roux',
  'Colin',
  'Vidal',
  'Caron',
  'Perrin',
  'Lucas',
  'Brunet',
  'Roche',
  'Meunier',
  'Jacob',
];

const CHILD_NAMES = ['Louise', 'Gabriel', 'Jade', 'Raphaël', 'Ambre', 'Arthur', 'Alice', 'Lucas'];

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z]+/g, '')
    .toLowerCase();

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** `count` members from id `firstId`, spread over statuses, CIS and account states. */
export function crowd(firstId: number, count: number, now: Date = new Date()): MockPerson[] {
  const year = now.getFullYear();
  const soon = new Date(now);
  soon.setDate(soon.getDate() + 12);
  return Array.from({ length: count }, (_, index) => {
    const firstName = FIRST_NAMES[index % FIRST_NAMES.length];
    const lastName = LAST_NAMES[(index * 7) % LAST_NAMES.length];
    const membertype: MemberType = MEMBER_TYPES[index % 4];
    // One in nine never confirmed the e-mail, one in seven awaits validation, one in eight has
    // unpaid dues, one in six expired, one in ten expires within days; the rest are valid.
    const emailValidated = index % 9 !== 4;
    const awaiting = index % 7 === 3;
    const unpaid = index % 8 === 5;
    const expired = index % 6 === 1;
    const expiringSoon = index % 10 === 7;
    const accountValidity = unpaid
      ? '1970-01-01'
      : expired
        ? iso(year - 1, 12, 31)
        : expiringSoon
          ? iso(soon.getFullYear(), soon.getMonth() + 1, soon.getDate())
          : iso(year + 1, 9, 30);
    return {
      id: firstId + index,
      firstName,
      lastName,
      email: `${slug(firstName)}.${slug(lastName)}${index}@exemple.fr`,
      password: `Inconnu-${index}-${year}!`,
      phone: `07 ${String(10 + (index % 90)).padStart(2, '0')} 45 ${String(10 + ((index * 3) % 90)).padStart(2, '0')} 88`,
      birthDate: iso(1960 + (index % 40), 1 + (index % 12), 1 + (index % 28)),
      cis: CIS_LIST[index % CIS_LIST.length],
      membertype,
      subscriptions: membershipsForStatus(membertype, index % 3 === 0 ? ['UDSP'] : []),
      udFnspfDoubleStatusSubscription: false,
      newsletterOptIn: index % 4 !== 0,
      // One in five has a child (the Christmas tree's guests).
      relations:
        index % 5 === 0
          ? [
              {
                id: firstId + 500 + index,
                relatedUser: {
                  id: firstId + 500 + index,
                  firstName: CHILD_NAMES[index % CHILD_NAMES.length],
                  lastName,
                  birthDate: iso(year - 1 - (index % 14), 1 + ((index * 5) % 12), 1 + (index % 27)),
                },
                relationShip: 'FAMILY',
                relationShipPrecision: 'Enfant',
              },
            ]
          : [],
      roles: [],
      emailValidated,
      validated: emailValidated && !awaiting && !unpaid,
      accountValidity,
    };
  });
}
