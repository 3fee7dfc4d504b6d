/** Shapes of the backend's resources. */

export const MEMBER_TYPES = ['SPP', 'SPV', 'HONORAIRE', 'ADMINISTRATIF', 'EXTERNE'] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];

export const SUBSCRIPTIONS = ['AMICALE', 'HONORAIRE', 'UDSP', 'FNSPF'] as const;
export type Subscription = (typeof SUBSCRIPTIONS)[number];

export const CIS_LIST = ['Autre', 'Saint Georges', 'Beauregard', 'Le Blosne', 'CTA-CODIS'] as const;
export type Cis = (typeof CIS_LIST)[number];

export const ROLES = ['USER', 'ADMIN', 'SUPER-ADMIN', 'ADMIN-PERSON'] as const;
export type Role = (typeof ROLES)[number];

export interface Address {
  id?: number;
  streetNumber: string;
  streetName: string;
  postalCode: number | string;
  city: string;
  country?: string;
  persons?: { id: number }[];
}

export interface RelatedUser {
  id?: number;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  birthDate: string;
}

export interface Relation {
  id?: number;
  relatedUser: RelatedUser;
  relationShip: string;
  relationShipPrecision: string;
}

/** A person as the backend keeps them: saved, so with an id. */
export interface Person extends PersonDraft {
  id: number;
}

/** A person being written (sign-up, an administrator's creation): no id until saved. */
export interface PersonDraft {
  id?: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD */
  birthDate: string;
  cis: string;
  membertype: MemberType | '';
  membertypePrecision?: string;
  subscriptions: string[];
  udFnspfDoubleStatusSubscription: boolean;
  newsletterOptIn: boolean;
  relations?: Relation[];
  address?: Address | null;
  roles?: string[];
  /** YYYY-MM-DD */
  accountValidity?: string;
  /** For administrators: an administrator validated the account. */
  validated?: boolean;
  /** For administrators: the person confirmed their e-mail. */
  emailValidated?: boolean;
  _links?: Record<string, { href: string }>;
}

export interface NewPerson extends PersonDraft {
  password: string;
  password2: string;
  recaptcha: string;
}

export interface Commission {
  id: number;
  name: string;
  technicalName: string;
  subType?: string | null;
  active: boolean;
  authorizedSubscribers: string[];
  description?: string | null;
  administrators: Person[];
  emailConfiguration: Record<string, unknown>;
}

export interface News {
  id: number;
  title?: string;
  text?: string | null;
  date?: string;
  commission?: string | null;
}

export type BillingPeriod = 'DAY' | 'ITEM_DAY' | 'YEAR' | 'ITEM' | string;

export interface Resource {
  id: number;
  name: string;
  description?: string | null;
  price: number;
  billingPeriod: BillingPeriod;
  commission?: string | null;
  quantity?: number;
}

export interface CartReservation {
  resource: Resource;
  quantity: number;
  /** YYYY-MM-DD */
  startDate?: string | null;
  /** YYYY-MM-DD */
  endDate?: string | null;
}

export interface Reservation extends CartReservation {
  id: number;
  /** What the line cost, when the backend's answer carries it. */
  price?: number;
  person?: { id: number; firstName?: string; lastName?: string };
  status?: string;
}

export interface Order {
  id: number;
  date?: string;
  status?: string;
  total?: number;
  person?: { id: number; firstName?: string; lastName?: string };
  reservations?: Reservation[];
}

export interface SignInResponse {
  username: string;
  userId: number;
  token: string;
  subscriptions: string[];
  roles: string[];
  /** YYYY-MM-DD */
  accountValidity: string;
}

export interface ContactMail {
  email: string;
  phone: string;
  lastName: string;
  firstName: string;
  subject: string;
  text: string;
  recaptcha: string;
}

export interface CalendarPurchase {
  person: {
    lastName: string;
    firstName: string;
    email: string;
    /** The postal code as typed digits, so that 01000 keeps its leading zero. */
    address: { streetNumber: string; streetName: string; postalCode: string; city: string };
  };
  amount: number;
  stubNumber: number;
  recaptcha: string;
  successRedirect: string;
}

export interface CalendarOrder {
  id: number;
  externalIdentifier: string;
  /** As sent; a backend that keeps the postal code as a number answers it as one. */
  person: Omit<CalendarPurchase['person'], 'address'> & {
    address: Omit<CalendarPurchase['person']['address'], 'postalCode'> & {
      postalCode: string | number;
    };
  };
  amount: number;
  stubNumber: number;
  /** ISO date-time */
  date: string;
  paymentStatus: 'PAID' | 'PENDING' | 'CANCELLED' | string;
}

export interface StripeSessionAnswer {
  stripeSessionId: string;
}

/** A page of a list, read from `_embedded.data`. */
export interface ListPage<T> {
  data: T[];
  total: number;
}

/** A photo album: `GET /albums`. */
export interface Album {
  id: number;
  name: string;
  /** YYYY-MM-DD */
  date: string;
}

/** A photo of an album: `GET /albums/{id}/photos`; its image at `GET /photos/{id}/file`. */
export interface Photo {
  id: number;
  name: string;
}

/** A document of the members' area: `GET /documents`; its file at `GET /documents/{id}/file`. */
export interface DocumentFile {
  id: number;
  name: string;
  /** YYYY-MM-DD */
  date: string;
  contentType: string;
}

/** A partner of the association: `GET /partners`. */
export interface Partner {
  id: number;
  name: string;
  /** HTML, shown sanitized. */
  description?: string | null;
  url?: string | null;
}
