import { NO_ACCOUNT_VALIDITY } from '@/lib/member-card';

/**
 * The session as kept in localStorage: keys userName, userId, jwtToken,
 * subscriptions, roles, accountValidity, expirationDate. Reading never throws.
 */
export interface StoredSession {
  jwtToken: string;
  userName: string;
  userId: number;
  roles: string[];
  subscriptions: string[];
  accountValidity: string;
  tokenExpiration: number;
}

const KEYS = [
  'userName',
  'jwtToken',
  'subscriptions',
  'roles',
  'accountValidity',
  'expirationDate',
] as const;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * A list from storage or the server: a JSON array, a comma-separated string, or a single
 * value (which becomes a one-item list).
 */
export function toList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter((item) => item.trim() !== '');
  if (typeof value !== 'string') return [];
  const text = value.trim();
  if (text === '') return [];
  if (text.startsWith('[')) {
    try {
      return toList(JSON.parse(text) as unknown);
    } catch {
      return [];
    }
  }
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function isIsoDate(value: string | null): value is string {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/** The stored session, or null when it is missing or unusable. */
export function readStoredSession(): StoredSession | null {
  const store = storage();
  if (!store) return null;
  try {
    const jwtToken = store.getItem('jwtToken');
    const userName = store.getItem('userName');
    if (!jwtToken || !userName) return null;
    const userId = Number(store.getItem('userId'));
    const expiration = Number(store.getItem('expirationDate'));
    const accountValidity = store.getItem('accountValidity');
    return {
      jwtToken,
      userName,
      userId: Number.isFinite(userId) ? userId : 0,
      roles: toList(store.getItem('roles')),
      subscriptions: toList(store.getItem('subscriptions')),
      accountValidity: isIsoDate(accountValidity) ? accountValidity : NO_ACCOUNT_VALIDITY,
      tokenExpiration: Number.isFinite(expiration) ? expiration : 0,
    };
  } catch {
    return null;
  }
}

/** The user id survives a logout. */
export function readStoredUserId(): number {
  const id = Number(storage()?.getItem('userId'));
  return Number.isFinite(id) ? id : 0;
}

export function writeStoredSession(session: StoredSession): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem('userName', session.userName);
    store.setItem('userId', String(session.userId));
    store.setItem('jwtToken', session.jwtToken);
    store.setItem('subscriptions', session.subscriptions.join(','));
    store.setItem('roles', session.roles.join(','));
    store.setItem('accountValidity', session.accountValidity);
    store.setItem('expirationDate', String(session.tokenExpiration));
  } catch {
    // A full or blocked storage only costs the restore after a reload.
  }
}

/** Clears everything but the user id. */
export function clearStoredSession(): void {
  const store = storage();
  if (!store) return;
  try {
    for (const key of KEYS) store.removeItem(key);
  } catch {
    // Nothing more to do: the in-memory session is cleared anyway.
  }
}
