import type { MockDocument, MockPhoto } from './seed-library';
import type {
  Album,
  Partner,
  Address,
  CalendarOrder,
  Order,
  Commission,
  MemberType,
  News,
  Person,
  Reservation,
  Resource,
} from '@/api/types';
import type { IssuedToken } from './jwt';

/**
 * The shapes of the mock backend's store, apart from the store itself: the seed needs them
 * without importing db.ts at run time.
 */

/** A person as the backend keeps it: the public fields plus what it never sends. */
export interface MockPerson extends Person {
  id: number;
  membertype: MemberType;
  password: string;
  roles: string[];
  /** The e-mail was confirmed through the validation link. */
  emailValidated: boolean;
  /** An administrator validated the account. */
  validated: boolean;
  /** YYYY-MM-DD; 1970-01-01 means no dues ever paid. */
  accountValidity: string;
  addressId?: number;
}

export interface MockAddress extends Address {
  id: number;
}

/** Dues ('cotisation') are resources too: one per member type, plus the optional UDSP insurance. */
export interface MockResource extends Resource {
  isDue?: boolean;
  /** The member type a due is for; null for a due that follows a subscription. */
  dueFor?: MemberType | null;
  /** The subscription an optional due follows (e.g. UDSP). */
  dueSubscription?: string;
  /** The year a due covers: paying it makes the account valid until 31 December of that year. */
  coversYear?: number;
}

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
  commissions: Commission[];
  news: News[];
  resources: MockResource[];
  reservations: Reservation[];
  commands: Order[];
  calendarOrders: CalendarOrder[];
  albums: Album[];
  photos: MockPhoto[];
  documents: MockDocument[];
  partners: Partner[];
  /** The data-protection text (`/siteconfiguration/rgpd`), HTML. */
  rgpd: string;
  checkouts: CheckoutSession[];
  mails: MailMessage[];
  tokens: IssuedToken[];
  cards: MockCard[];
  nextId: number;
}
