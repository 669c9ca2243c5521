import { localStorageStore, type Store } from 'react-admin';
import { USER_KEYS } from './userStore';

/**
 * Browser storage of the specification (§3): session token and its expiry here; theme mode and
 * locale live in react-admin's store under `theme` and `locale`.
 */
const TOKEN = 'certadmin.token';
const EXPIRATION = 'certadmin.tokenExpiration';
const AUTO_LOGGED_OUT = 'certadmin.autoLoggedOut';

export const session = {
  token: () => localStorage.getItem(TOKEN),
  /** Expiry as milliseconds since the epoch, or undefined. */
  expiresAt: () => Number(localStorage.getItem(EXPIRATION)) || undefined,
  save(token: string, expiresAt: number) {
    localStorage.setItem(TOKEN, token);
    localStorage.setItem(EXPIRATION, String(expiresAt));
  },
  clear() {
    localStorage.removeItem(TOKEN);
    localStorage.removeItem(EXPIRATION);
  },
  /** Set when the token ran out; the login screen then ends the session (§4 Session). */
  autoLoggedOut: () => localStorage.getItem(AUTO_LOGGED_OUT) === 'true',
  setAutoLoggedOut(value: boolean) {
    if (value) localStorage.setItem(AUTO_LOGGED_OUT, 'true');
    else localStorage.removeItem(AUTO_LOGGED_OUT);
  },
};

/** Preferences of this browser that survive a logout, unlike the rest of the store. */
const PREFERENCES = ['theme', 'locale'];

/**
 * react-admin's store; reset at logout (§4) except for the browser's theme and locale, and what
 * each user keeps for himself (his saved list queries, under `user.<id>.`).
 */
export function createAppStore(): Store {
  const store = localStorageStore(undefined, 'certadmin');
  return {
    ...store,
    reset() {
      const kept = [
        ...PREFERENCES.map((key) => [key, store.getItem(key)] as const),
        ...Object.entries(store.listItems?.(USER_KEYS) ?? {}),
      ];
      store.reset();
      for (const [key, value] of kept) if (value !== undefined) store.setItem(key, value);
    },
  };
}
