import type { MockDocument, MockPhoto } from './seed-library';
import type {
  AlbumDraft,
  MemberType,
  NewsDraft,
  PartnerDraft,
  PersonCreationBody,
} from '@/api/types';
import type { IssuedToken } from './jwt';

/**
 * The shapes of the mock backend's store, apart from the store itself: the seed needs them
 * without importing db.ts at run time. They are the backend's own records, whole; what each
 * reader is answered is made from them by the views (views.ts), as the contract gives it.
 */

type ProfileBody = PersonCreationBody;
type ChildBody = ProfileBody['relations'][number];

/** A member's child as the backend keeps it: as a profile writes it, with its ids given. */
export type MockRelation = Omit<ChildBody, 'id' | 'relatedUser'> & {
  id: number;
  relatedUser: Omit<ChildBody['relatedUser'], 'id'> & { id: number };
};

/**
 * A person as the backend keeps it: every field a profile writes, as its request's schema has
 * them (`profileFields`, src/api/schemas/person.ts: a field added there is a field of the store),
 * then the account's state and what it never sends (the password).
 */
export type MockPerson = Omit<ProfileBody, 'relations'> & {
  id: number;
  relations: MockRelation[];
  password: string;
  roles: string[];
  /** The e-mail was confirmed through the validation link. */
  emailValidated: boolean;
  /** An administrator validated the account. */
  validated: boolean;
  /** YYYY-MM-DD; 1970-01-01 means no dues ever paid. */
  accountValidity: string;
  addressId?: number;
};

export interface MockAddress {
  id: number;
  streetNumber: string;
  streetName: string;
  postalCode: number | string;
  city: string;
  country?: string | null;
}

/** A person as a commission lists its administrators. */
export interface MockAdministrator {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
}

export interface MockCommission {
  id: number;
  name: string;
  technicalName: string;
  subType: string | null;
  active: boolean;
  authorizedSubscribers: string[];
  description: string | null;
  administrators: MockAdministrator[];
  emailConfiguration: Record<string, unknown>;
}

/** A news item as the backend keeps it: what its request writes (`newsBody`), dated. */
export type MockNews = NewsDraft & {
  id: number;
  /** YYYY-MM-DD */
  date: string;
};

/** Dues ('cotisation') are resources too: one per member type, plus the optional UDSP insurance. */
export interface MockResource {
  id: number;
  name: string;
  description?: string | null;
  price: number;
  billingPeriod: string;
  commission?: string | null;
  quantity?: number | null;
  isDue?: boolean;
  /** The member type a due is for; null for a due that follows a subscription. */
  dueFor?: MemberType | null;
  /** The subscription an optional due follows (e.g. UDSP). */
  dueSubscription?: string;
  /** The year a due covers: paying it makes the account valid until 31 December of that year. */
  coversYear?: number;
}

/**
 * A reservation as the backend keeps it, with the resource as it was booked (a search may ask
 * about its commission); answered with the resource named by a link only.
 */
export interface MockReservation {
  id: number;
  resource: Pick<MockResource, 'id' | 'name' | 'price' | 'billingPeriod'> & {
    commission?: string | null;
  };
  quantity: number;
  /** YYYY-MM-DD */
  startDate?: string | null;
  /** YYYY-MM-DD */
  endDate?: string | null;
  /** What the line was charged, where the backend kept it. */
  price?: number;
  person?: { id: number };
  status?: string;
}

export interface MockOrder {
  id: number;
  /** YYYY-MM-DD */
  date: string;
  status: 'PAID' | 'PENDING' | 'CANCELLED';
  total: number;
  person: { id: number; firstName: string; lastName: string };
  reservations: MockReservation[];
}

export interface MockCalendarOrder {
  id: number;
  externalIdentifier: string;
  person: {
    lastName: string;
    firstName: string;
    email: string;
    address: {
      streetNumber: string;
      streetName: string;
      postalCode: string | number;
      city: string;
    };
  };
  amount: number;
  stubNumber: number;
  /** ISO date-time */
  date: string;
  paymentStatus: 'PAID' | 'PENDING' | 'CANCELLED';
}

/** An album as the backend keeps it: what its request writes (`albumBody`, a YYYY-MM-DD date). */
export type MockAlbum = AlbumDraft & { id: number };

/** A partner as the backend keeps it: what its request writes (`partnerBody`). */
export type MockPartner = PartnerDraft & { id: number };

export type CheckoutStatus = 'OPEN' | 'PAID' | 'CANCELLED';

/** A Stripe Checkout session as the demo stands it in. */
export interface CheckoutSession {
  id: string;
  kind: 'adhesion' | 'calendar' | 'cart';
  amount: number;
  description: string;
  lines: { name: string; quantity: number; amount: number }[];
  successURL: string;
  cancelURL: string;
  status: CheckoutStatus;
  createdAt: string;
  personId?: number;
  resourceIds?: number[];
  orderId?: number;
  calendarOrderId?: number;
}

/** An e-mail the backend sent, shown in the demo mailbox. */
export interface MailMessage {
  id: number;
  to: string;
  subject: string;
  html: string;
  link?: string;
  /** ISO date-time. */
  date: string;
  read: boolean;
}

/** A member card's code: unguessable, never the person's id, valid until `expires`. */
export interface MockCard {
  personId: number;
  code: string;
  /** YYYY-MM-DD, the last day the code is read: the end of the membership it was made for. */
  expires: string;
}

export interface DbState {
  schemaVersion: number;
  persons: MockPerson[];
  addresses: MockAddress[];
  commissions: MockCommission[];
  news: MockNews[];
  resources: MockResource[];
  reservations: MockReservation[];
  commands: MockOrder[];
  calendarOrders: MockCalendarOrder[];
  albums: MockAlbum[];
  photos: MockPhoto[];
  documents: MockDocument[];
  partners: MockPartner[];
  /** The data-protection text (`/siteconfiguration/rgpd`), HTML. */
  rgpd: string;
  checkouts: CheckoutSession[];
  mails: MailMessage[];
  tokens: IssuedToken[];
  cards: MockCard[];
  nextId: number;
}
