import type {
  Address,
  CalendarOrder,
  Command,
  Commission,
  News,
  Person,
  Reservation,
  Resource,
} from '../api/types';
import { seed } from './seed';

/** A person as the backend keeps it: the public fields plus what it never sends. */
export interface MockPerson extends Person {
  id: number;
  password: string;
  roles: string[];
  /** The e-mail was confirmed through the validation link. */
  emailValidated: boolean;
  /** An administrator validated the account. */
  validated: boolean;
  accountValidity: string;
  addressId?: number;
}

export interface MockAddress extends Address {
  id: number;
}

export interface CheckoutSession {
  id: string;
  kind: 'adhesion' | 'calendar';
  amount: number;
  lines: { name: string; amount: number }[];
  successURL: string;
  cancelURL: string;
  status: 'open' | 'paid' | 'cancelled';
  personId?: number;
  resourceIds?: number[];
  calendarOrderId?: number;
}

export interface MailMessage {
  id: number;
  to: string;
  subject: string;
  html: string;
  link?: string;
  date: string;
  read: boolean;
}

export interface MockResource extends Resource {
  /** Dues: the member type they are for; null for the optional ones. */
  dueFor?: string | null;
  isDue?: boolean;
}

export interface DbState {
  persons: MockPerson[];
  addresses: MockAddress[];
  commissions: Commission[];
  news: News[];
  resources: MockResource[];
  reservations: Reservation[];
  commands: Command[];
  calendarOrders: CalendarOrder[];
  checkouts: CheckoutSession[];
  mails: MailMessage[];
  nextId: number;
}

const STORAGE_KEY = 'amicale-demo-db';
let persistent = false;
let state: DbState = seed();
const listeners = new Set<() => void>();

/** The current store. Handlers mutate it, then call `save()`. */
export function db(): DbState {
  return state;
}

export function nextId(): number {
  state.nextId += 1;
  return state.nextId;
}

/** Records a mutation: the demo keeps its data across reloads; listeners (the mailbox) refresh. */
export function save(): void {
  if (persistent) {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    } catch {
      // A full storage only costs the demo its memory across reloads.
    }
  }
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fresh seeded data (tests call it before each test). */
export function resetDb(): void {
  state = seed();
}

/** Demo only: keep the store in localStorage so that a link opened in the tab finds it again. */
export function enablePersistence(): void {
  persistent = true;
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved) {
      const parsed = JSON.parse(saved) as DbState;
      if (Array.isArray(parsed.persons) && typeof parsed.nextId === 'number') state = parsed;
    }
  } catch {
    state = seed();
  }
}

/** 'Réinitialiser la démo': the seeded data again. */
export function resetDemo(): void {
  state = seed();
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored: nothing to remove.
  }
  save();
}
