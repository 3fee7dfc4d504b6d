import { create } from 'zustand';
import { setAuthToken, setUnauthorizedHandler } from '@/api/auth-token';
import { isExpired, readTokenExpiration } from '@/lib/jwt';
import {
  clearStoredSession,
  readStoredSession,
  readStoredUserId,
  toList,
  writeStoredSession,
} from '@/stores/session-storage';
import { endSession, onUserStateReset, resetUserState } from '@/platform/user-state';
import { NO_ACCOUNT_VALIDITY } from '@/lib/member-card';

export const SESSION_EXPIRED = 'Votre session a expiré, veuillez vous reconnecter';

/** The session held by the client. */
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
  /** The session ended by itself (expiry, or a 401): the member is asked to sign in again. */
  expired: boolean;
  login: (username: string, password: string) => Promise<void>;
  /** Logout clears the session, the cart and every cache. */
  logout: () => void;
  /** The end of a session the member did not ask for: signed out, screen and cart kept. */
  expire: () => void;
  restore: () => void;
}

type SessionData = Omit<SessionState, 'login' | 'logout' | 'expire' | 'restore'>;

function signedOut(): SessionData {
  return {
    jwtToken: null,
    userId: readStoredUserId(),
    userName: null,
    roles: [],
    subscriptions: [],
    tokenExpiration: 0,
    accountValidity: NO_ACCOUNT_VALIDITY,
    expired: false,
  };
}

let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/** Longest delay setTimeout honours; later expiries are rechecked on the next update. */
const MAX_TIMER_MS = 2_147_483_647;

function scheduleExpiry(expiration: number, expire: () => void): void {
  clearTimeout(expiryTimer);
  expiryTimer = undefined;
  if (expiration <= 0) return;
  const delay = expiration * 1000 - Date.now() + 1;
  if (delay > MAX_TIMER_MS) return;
  expiryTimer = setTimeout(expire, Math.max(0, delay));
}

/** A sign-in answer is usable only with a readable JWT (an HTML page or empty body is not). */
function isUsableAnswer(answer: unknown): answer is { token: string } {
  const token = (answer as { token?: unknown } | null)?.token;
  return typeof token === 'string' && readTokenExpiration(token) !== null;
}

export const useSession = create<SessionState>()((set, get) => {
  const clear = (expired: boolean) => {
    clearStoredSession();
    setAuthToken(null);
    clearTimeout(expiryTimer);
    // After an expiry the e-mail stays, to sign in again with it; the token is gone.
    set({
      ...signedOut(),
      userId: get().userId,
      userName: expired ? get().userName : null,
      expired,
    });
  };

  return {
    ...signedOut(),

    async login(username, password) {
      // The HTTP client is not needed to show the sign-in screen: it comes with the first sign-in.
      const { signIn } = await import('@/api/auth');
      const answer = await signIn(username, password);
      if (!isUsableAnswer(answer)) throw new Error('Réponse de connexion sans jeton');
      const userId = Number(answer.userId) || 0;
      // Someone else signing in on this device does not inherit the last person's cart.
      if (userId !== get().userId) resetUserState();
      const session = {
        jwtToken: answer.token,
        userName: answer.username || username,
        userId,
        roles: toList(answer.roles),
        subscriptions: toList(answer.subscriptions),
        accountValidity: answer.accountValidity || NO_ACCOUNT_VALIDITY,
        tokenExpiration: readTokenExpiration(answer.token) ?? 0,
      };
      writeStoredSession(session);
      setAuthToken(session.jwtToken);
      set({ ...session, expired: false });
    },

    logout() {
      resetUserState();
    },

    expire() {
      if (!get().jwtToken) return;
      clear(true);
      // The screen and the cart stay for the member to sign in again; what the device kept for
      // offline use goes with the session (docs/rules.md#session-and-what-the-browser-keeps).
      endSession();
    },

    restore() {
      const stored = readStoredSession();
      const tokenExp = stored ? readTokenExpiration(stored.jwtToken) : null;
      // The token's own `exp` wins over a stored expiry that claims more.
      const expiration =
        stored && tokenExp !== null ? Math.min(stored.tokenExpiration, tokenExp) : 0;
      const usable = stored !== null && expiration > 0 && !isExpired(expiration);
      if (!usable) {
        if (stored) clearStoredSession();
        // A session that ended while the app was closed leaves no offline copy behind either.
        endSession();
        setAuthToken(null);
        set(signedOut());
        return;
      }
      setAuthToken(stored.jwtToken);
      set({ ...stored, tokenExpiration: expiration, expired: false });
    },
  };
});

/** Authenticated means a token and a user name are both set. */
export function selectIsAuthenticated(state: SessionState): boolean {
  return Boolean(state.jwtToken && state.userName);
}

onUserStateReset(({ keepStorage }) => {
  if (!keepStorage) clearStoredSession();
  setAuthToken(null);
  clearTimeout(expiryTimer);
  useSession.setState({ ...signedOut(), userId: useSession.getState().userId });
});

// On each update, an expiry earlier than now ends the session; a timer also fires at that instant.
useSession.subscribe((state, previous) => {
  if (state.jwtToken && state.tokenExpiration > 0 && isExpired(state.tokenExpiration)) {
    state.expire();
    return;
  }
  if (state.tokenExpiration !== previous.tokenExpiration) {
    scheduleExpiry(state.tokenExpiration, () => useSession.getState().expire());
  }
});

setUnauthorizedHandler(() => useSession.getState().expire());

// Other tabs: a logout there logs out here (cart and caches too); a sign-in there signs in here.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== 'jwtToken' && event.key !== null) return;
    const state = useSession.getState();
    if (event.newValue === null && state.jwtToken) resetUserState();
    else if (event.newValue && event.newValue !== state.jwtToken) {
      // Somebody else signed in there (this tab's session may have expired meanwhile): nothing
      // of the previous person (cart, loaded screens) stays on this tab's screens.
      const stored = readStoredSession();
      if (stored && (stored.userId !== state.userId || stored.userName !== state.userName)) {
        resetUserState({ keepStorage: true });
      }
      state.restore();
    }
  });
}
