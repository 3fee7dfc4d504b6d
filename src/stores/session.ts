import { create } from 'zustand';
import { setAuthToken, setUnauthorizedHandler } from '../api/auth-token';
import { isExpired, readTokenExpiration } from '../lib/jwt';
import {
  NO_ACCOUNT_VALIDITY,
  clearStoredSession,
  readStoredSession,
  readStoredUserId,
  toList,
  writeStoredSession,
} from '../lib/session-storage';

/** The session held by the client (SPEC §3 "Session", SPEC §4 "Session"). */
export interface SessionState {
  jwtToken: string | null;
  userId: number;
  userName: string | null;
  roles: string[];
  subscriptions: string[];
  /** The token's `exp`, in seconds since the epoch; 0 when signed out. */
  tokenExpiration: number;
  /** YYYY-MM-DD; 1970-01-01 means none. */
  accountValidity: string;
  login: (username: string, password: string) => Promise<void>;
  logout: () => void;
  restore: () => void;
}

type SessionData = Omit<SessionState, 'login' | 'logout' | 'restore'>;

function signedOut(): SessionData {
  return {
    jwtToken: null,
    userId: readStoredUserId(),
    userName: null,
    roles: [],
    subscriptions: [],
    tokenExpiration: 0,
    accountValidity: NO_ACCOUNT_VALIDITY,
  };
}

let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/** Longest delay setTimeout honours; later expiries are rechecked on the next update. */
const MAX_TIMER_MS = 2_147_483_647;

function scheduleExpiry(expiration: number, logout: () => void): void {
  clearTimeout(expiryTimer);
  expiryTimer = undefined;
  if (expiration <= 0) return;
  const delay = expiration * 1000 - Date.now() + 1;
  if (delay > MAX_TIMER_MS) return;
  expiryTimer = setTimeout(logout, Math.max(0, delay));
}

export const useSession = create<SessionState>()((set, get) => ({
  ...signedOut(),

  async login(username, password) {
    // The HTTP client is not needed to show the sign-in screen: it comes with the first sign-in.
    const { signIn } = await import('../api/auth');
    const answer = await signIn(username, password);
    const tokenExpiration = readTokenExpiration(answer.token) ?? 0;
    const session = {
      jwtToken: answer.token,
      userName: answer.username || username,
      userId: Number(answer.userId) || 0,
      roles: toList(answer.roles),
      subscriptions: toList(answer.subscriptions),
      accountValidity: answer.accountValidity || NO_ACCOUNT_VALIDITY,
      tokenExpiration,
    };
    writeStoredSession(session);
    setAuthToken(session.jwtToken);
    set(session);
  },

  logout() {
    clearStoredSession();
    setAuthToken(null);
    clearTimeout(expiryTimer);
    set({ ...signedOut(), userId: get().userId });
  },

  restore() {
    const stored = readStoredSession();
    const usable =
      stored !== null &&
      readTokenExpiration(stored.jwtToken) !== null &&
      stored.tokenExpiration > 0 &&
      !isExpired(stored.tokenExpiration);
    if (!usable) {
      if (stored) clearStoredSession();
      setAuthToken(null);
      set(signedOut());
      return;
    }
    setAuthToken(stored.jwtToken);
    set(stored);
  },
}));

/** Authenticated means a token and a user name are both set (SPEC §4). */
export function selectIsAuthenticated(state: SessionState): boolean {
  return Boolean(state.jwtToken && state.userName);
}

// On each update, an expiry earlier than now signs out; a timer also fires at that instant.
useSession.subscribe((state, previous) => {
  if (state.jwtToken && state.tokenExpiration > 0 && isExpired(state.tokenExpiration)) {
    state.logout();
    return;
  }
  if (state.tokenExpiration !== previous.tokenExpiration) {
    scheduleExpiry(state.tokenExpiration, () => useSession.getState().logout());
  }
});

setUnauthorizedHandler(() => useSession.getState().logout());
