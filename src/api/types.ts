/**
 * The shapes of the backend's resources, as the app reads and writes them: each type is inferred
 * from its schema in `./schemas` (the contract in code, docs/calls.md#shapes), so that a field the
 * backend may leave out is optional here too.
 */
import type { Resource } from './schemas/resource';

export type { SignInResponse } from './schemas/auth';
export type { Address, AddressBody } from './schemas/address';
export {
  CIS_LIST,
  MEMBER_TYPES,
  ROLES,
  MEMBERSHIPS,
  isMemberType,
  type Cis,
  type MemberType,
  type Person,
  type PersonCreationBody,
  type PersonPatch,
  type RelatedUser,
  type Relation,
  type RenewalPatch,
  type Role,
  type SignUpBody,
  type Membership,
} from './schemas/person';
export type { Commission, CommissionSettings } from './schemas/commission';
export type { News, NewsDraft } from './schemas/news';
export type { BillingPeriod, Due, Resource, ResourceDraft } from './schemas/resource';
export type { Reservation, ResourceRef } from './schemas/reservation';
export type {
  CartOrderBody,
  Order,
  OrderAnswer,
  OrderLine,
  StripeSessionAnswer,
} from './schemas/order';
export type { CalendarOrder, CalendarPurchase } from './schemas/calendar';
export type { CardCheck, MemberCardCode } from './schemas/card';
export type {
  Album,
  AlbumDraft,
  DocumentFile,
  Partner,
  PartnerDraft,
  Photo,
} from './schemas/library';
export type { ContactMail } from './schemas/mail';

/** A line of the cart, kept in the browser: the resource as read when it was added. */
export interface CartReservation {
  resource: Resource;
  quantity: number;
  /** YYYY-MM-DD */
  startDate?: string | null;
  /** YYYY-MM-DD */
  endDate?: string | null;
}
