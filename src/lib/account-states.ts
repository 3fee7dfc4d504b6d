import { rsql, rsqlAll, rsqlWhere } from '@/api/rsql';
import type { Person } from '@/api/types';
import { addCalendarDays, fromIsoDate, toIsoDate, todayIso } from './dates';

/**
 * A person's account state as administrators see it, in this order: the e-mail
 * to confirm, the dues to pay, the administrator's validation, then valid or expired.
 */
export const ACCOUNT_STATES = ['email', 'dues', 'toValidate', 'valid', 'expired'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export const ACCOUNT_STATE_LABELS: Record<AccountState, string> = {
  email: 'E-mail à confirmer',
  dues: 'Cotisation à régler',
  toValidate: 'À valider',
  valid: 'Valide',
  expired: 'Expiré',
};

export const isAccountState = (value: unknown): value is AccountState =>
  ACCOUNT_STATES.includes(value as AccountState);

type StateFields = Pick<Person, 'emailValidated' | 'validated' | 'accountValidity'>;

/** Dues are paid while `accountValidity` is today or later (`1970-01-01`: never paid). */
const paid = (person: StateFields, today: string) => (person.accountValidity ?? '') >= today;

export function accountStateOf(person: StateFields, today: string = todayIso()): AccountState {
  if (!person.emailValidated) return 'email';
  if (!person.validated) return paid(person, today) ? 'toValidate' : 'dues';
  return paid(person, today) ? 'valid' : 'expired';
}

/** The RSQL `search` that lists the persons in `state` (the backend decides, page by page). */
export function accountStateSearch(state: AccountState, today: string = todayIso()): string {
  if (state === 'email') return rsqlWhere('emailValidated', '==', false);
  const validated = state === 'valid' || state === 'expired';
  const paid = state === 'toValidate' || state === 'valid';
  return (
    rsqlAll(
      rsql({ emailValidated: true, validated }),
      rsqlWhere('accountValidity', paid ? '=ge=' : '=lt=', today),
    ) ?? ''
  );
}

/** Valid accounts whose dues end within `days` days (the dashboard's reminder). */
export function expiringSearch(days: number, today: string = todayIso()): string {
  const last = fromIsoDate(today) ?? new Date();
  last.setDate(last.getDate() + days);
  return (
    rsqlAll(
      accountStateSearch('valid', today),
      rsqlWhere('accountValidity', '=le=', toIsoDate(last)),
    ) ?? ''
  );
}

/**
 * The persons administration's `État` filter: each account state, and `À relancer`, the members to
 * remind of their dues (validated, their membership ending within 30 days or already ended).
 */
export const STATE_FILTERS = [...ACCOUNT_STATES, 'remind'] as const;
export type StateFilter = (typeof STATE_FILTERS)[number];

export const STATE_FILTER_LABELS: Record<StateFilter, string> = {
  ...ACCOUNT_STATE_LABELS,
  remind: 'À relancer',
};

/** How far ahead a membership's end makes its member one to remind. */
export const REMIND_DAYS = 30;

export const isStateFilter = (value: unknown): value is StateFilter =>
  STATE_FILTERS.includes(value as StateFilter);

/** The RSQL `search` of a state filter. */
export function stateFilterSearch(filter: StateFilter, today: string = todayIso()): string {
  if (filter !== 'remind') return accountStateSearch(filter, today);
  const last = toIsoDate(addCalendarDays(fromIsoDate(today) ?? new Date(), REMIND_DAYS));
  return (
    rsqlAll(
      rsql({ emailValidated: true, validated: true }),
      rsqlWhere('accountValidity', '=le=', last),
    ) ?? ''
  );
}
