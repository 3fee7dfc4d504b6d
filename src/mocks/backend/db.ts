import { resetBackendOptions } from './options';
import { SCHEMA_VERSION, seed } from './seed';
import type { DbState } from './types';

export const STORAGE_KEY = 'amicale-demo-db';

let state: DbState = seed();
let persistent = false;
let revision = 0;
const listeners = new Set<() => void>();

/** The current store. Handlers mutate it, then call `save()`. */
export function db(): DbState {
  return state;
}

/** One counter for every entity: ids never collide, even across a reload of the demo. */
export function nextId(): number {
  state.nextId += 1;
  return state.nextId;
}

/** Increases at each saved mutation (lets a UI cache what it reads from the store). */
export function dbRevision(): number {
  return revision;
}

function notify(): void {
  revision += 1;
  for (const listener of listeners) listener();
}

/** Records a mutation: the demo keeps its data across reloads; listeners (the mailbox) refresh. */
export function save(): void {
  if (persistent) {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    } catch {
      // A full or unavailable storage only costs the demo its memory across reloads.
    }
  }
  notify();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function isDbState(value: unknown): value is DbState {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<DbState>;
  return (
    candidate.schemaVersion === SCHEMA_VERSION &&
    typeof candidate.nextId === 'number' &&
    Array.isArray(candidate.persons) &&
    Array.isArray(candidate.mails) &&
    Array.isArray(candidate.tokens)
  );
}

/**
 * Fresh seeded data, kept in memory only (tests call it before each test), without the demo's
 * calendar campaigns.
 */
export function resetDb(): void {
  persistent = false;
  resetBackendOptions();
  state = seed();
  notify();
}

/**
 * Demo only: the store lives in localStorage, so that a page opened from a mailbox link (a full
 * reload) finds the account created a minute ago. An unreadable or older saved store is
 * replaced by the seed.
 */
export function enablePersistence(): void {
  persistent = true;
  let saved: unknown = null;
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    saved = text ? JSON.parse(text) : null;
  } catch {
    saved = null;
  }
  state = isDbState(saved) ? saved : seed(Date.now(), { campaigns: true });
  save();
  window.addEventListener('storage', followOtherTabs);
}

/**
 * Another tab of the demo saved its store: this one takes it, so that two tabs (a seller's tour
 * and a donor's purchase) share one backend, as two phones share the real one.
 */
function followOtherTabs(event: StorageEvent): void {
  if (!persistent || event.key !== STORAGE_KEY || !event.newValue) return;
  let saved: unknown;
  try {
    saved = JSON.parse(event.newValue);
  } catch {
    return;
  }
  if (!isDbState(saved)) return;
  state = saved;
  notify();
}

/** 'Réinitialiser la démo': forget the saved store and start again from the demo's seed. */
export function resetDemo(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored: nothing to remove.
  }
  state = seed(Date.now(), { campaigns: true });
  notify();
}
