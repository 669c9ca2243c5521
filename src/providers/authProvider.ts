import { jwtDecode } from 'jwt-decode';
import type { AuthProvider } from 'react-admin';
import type { LoginAnswer, SessionUser } from '../domain/session';
import { initialLanguage, type UiSettings } from '../domain/settings';
import { api, ApiError } from './http';
import { translate } from './i18nProvider';
import { SessionEndedError } from './pendingChange';
import { session } from './storage';
import { appStore } from './store';

/**
 * Session lifecycle of the specification (§4): login stores token and expiry, loads the user
 * and his UI settings; a timer ends the session at the token's expiry (auto-logged-out flag);
 * auto-login on start only while the stored expiry is in the future; logout ends the session on
 * the server and clears everything.
 */
let user: SessionUser | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
const expiryListeners = new Set<() => void>();
/** The server refused a write with 401 while the app still thought the session alive. */
let refused = false;
const changeListeners = new Set<() => void>();
const announce = () => changeListeners.forEach((listener) => listener());

/** Called whenever the session changes: new token (login, refresh), expiry, refusal, logout. */
export function onSessionChange(listener: () => void) {
  changeListeners.add(listener);
  return () => {
    changeListeners.delete(listener);
  };
}

/** Called when the token runs out; the layout sends the user to the login screen. */
export function onSessionExpired(listener: () => void) {
  expiryListeners.add(listener);
  return () => {
    expiryListeners.delete(listener);
  };
}

function startExpiryTimer(expiresAt: number) {
  clearTimeout(timer);
  refused = false;
  // setTimeout holds at most 2^31-1 ms (about 24 days)
  timer = setTimeout(expire, Math.min(Math.max(expiresAt - Date.now(), 0), 2 ** 31 - 1));
  announce();
}

function expire() {
  timer = undefined;
  // another tab of this browser stayed signed in ("Stay signed in"): its fresh token is ours too
  const stored = session.expiresAt();
  if (stored && stored > Date.now() && session.token()) return startExpiryTimer(stored);
  session.setAutoLoggedOut(true);
  expiryListeners.forEach((listener) => listener());
  announce();
}

/**
 * Ends the session a check found over. A token stored but past its expiry ran out: its timer may
 * not have fired yet (a busy page runs it late) or the page was closed meanwhile, so the login
 * screen says the session ended. So it does when the server said the token ran out (`ranOut`):
 * the server counts from the whole second it was issued in, up to a second before the browser.
 */
function endSession(ranOut = false) {
  if (session.token() && (ranOut || !hasLiveToken())) session.setAutoLoggedOut(true);
  stopSession();
}

/**
 * The app opened without a live session on a page that needs one: a token kept from before that
 * ran out while the page was closed says so on the login screen, as a check would (§4 Session).
 */
export function endSessionAtStart() {
  endSession();
}

function stopSession() {
  clearTimeout(timer);
  timer = undefined;
  refused = false;
  session.clear();
  user = undefined;
  announce();
}

/**
 * A write was answered 401 (expired, or ended by a logout elsewhere): the screen stays with its
 * values and asks to sign in again in place (src/layout/session/SessionEndedDialog.tsx).
 */
export function sessionRefused() {
  clearTimeout(timer);
  timer = undefined;
  refused = true;
  announce();
}

export const isSessionRefused = () => refused;

/** A fresh token for the same session (within the server's absolute limit): "Stay signed in". */
export async function refreshSession() {
  replaceToken((await api<LoginAnswer>('auth/refresh', { method: 'POST' })).json);
}

/** Who the stored token belongs to, expired or not: the owner of a change kept for later. */
export function sessionOwner(): { id?: string; email?: string } {
  const token = session.token();
  if (token) {
    try {
      const claims = jwtDecode<{ sub?: string; user?: { email?: string } }>(token);
      return { id: claims.sub, email: claims.user?.email };
    } catch {
      // a damaged token names nobody
    }
  }
  return { id: user?.id, email: user?.email };
}

/**
 * §9: the token's lifetime comes from its issued-at and expiry times, counted from its arrival by
 * the browser's clock; the server's expiry compared with a clock that runs hours ahead or behind
 * would end the session at once or never.
 */
export function localExpiry(token: string, receivedAt = Date.now()): number {
  const { iat, exp } = jwtDecode<{ iat: number; exp: number }>(token);
  return receivedAt + (exp - iat) * 1000;
}

/** When the stored token was issued and when it expires, by the browser's clock, if there is one. */
export function tokenTimes(): { issuedAt: number; expiresAt: number } | undefined {
  const token = session.token();
  const expiresAt = session.expiresAt();
  if (!token || !expiresAt) return undefined;
  try {
    const { iat, exp } = jwtDecode<{ iat: number; exp: number }>(token);
    return { issuedAt: expiresAt - (exp - iat) * 1000, expiresAt };
  } catch {
    return undefined;
  }
}

/** Stores a token just answered by the server and ends the session when its lifetime is over. */
function keepToken(token: string) {
  const expiresAt = localExpiry(token);
  session.save(token, expiresAt);
  startExpiryTimer(expiresAt);
}

/** The login path, remembering where the user wanted to go (not for the root, §2 Route guard). */
export function loginPath(): string {
  const wanted = `${window.location.pathname}${window.location.search}`;
  if (window.location.pathname === '/' || window.location.pathname.startsWith('/login')) return '/login';
  return `/login?redirectPath=${encodeURIComponent(wanted)}`;
}

/**
 * Applies the language and theme the user chose earlier on any device. While he has chosen none,
 * the server learns the one the interface shows (the browser's, or picked on the login screen) so
 * his mail comes in the language he sees; it stays unchosen, so another browser still shows its own.
 */
async function applyUiSettings(userId: string) {
  const { json } = await api<UiSettings>(`users/${userId}/uisettings`);
  if (json.language) appStore.setItem('locale', json.language);
  else {
    const shown = initialLanguage(appStore.getItem<string>('locale'), navigator.languages ?? [navigator.language]);
    await api(`users/${userId}/language`, { method: 'PATCH', body: { language: shown, chosen: false } }).catch(
      () => {},
    );
  }
  if (json.themeMode) appStore.setItem('theme', json.themeMode);
}

async function currentUser(): Promise<SessionUser> {
  if (!user) user = (await api<SessionUser>('users/current-user')).json;
  return user;
}

const hasLiveToken = () => {
  const expiresAt = session.expiresAt();
  return !!session.token() && !!expiresAt && expiresAt > Date.now();
};

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    let answer: LoginAnswer;
    try {
      answer = (await api<LoginAnswer>('auth/login', { method: 'POST', body: { username, password } })).json;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 400)) {
        throw new Error(translate('login.invalid_credentials'), { cause: error });
      }
      throw error;
    }
    session.setAutoLoggedOut(false);
    user = answer.user;
    keepToken(answer.access_token);
    await applyUiSettings(answer.user.id).catch(() => {});
  },

  async logout() {
    // The server ends the session too, so a token copied before logout stops working. The local
    // logout neither waits for that nor fails with it (server unreachable, token already expired):
    // api() has read the token before stopSession() clears it.
    if (hasLiveToken()) api('auth/logout', { method: 'POST' }).catch(() => {});
    stopSession();
    return '/login';
  },

  async checkAuth() {
    if (hasLiveToken()) {
      if (!timer && !session.autoLoggedOut()) startExpiryTimer(session.expiresAt()!);
      return;
    }
    endSession();
    throw { redirectTo: loginPath(), message: false };
  },

  async checkError(error: { status?: number; code?: string }) {
    // the kept change's 401, and any other while the screen asks for a new login in place:
    // logging out would leave the screen and lose its values
    if (error instanceof SessionEndedError || refused) return;
    if (error?.status === 401) {
      endSession(error.code === 'JWT_EXPIRED');
      throw { redirectTo: loginPath(), message: false };
    }
  },

  async getIdentity() {
    const u = await currentUser();
    return { id: u.id, fullName: `${u.firstName} ${u.lastName}`, email: u.email };
  },

  async getPermissions() {
    return hasLiveToken() ? currentUser() : undefined;
  },

  async canAccess({ resource, action }) {
    if (!hasLiveToken()) return false;
    // the resource definitions load with the first screen that asks, not with the login screen
    const { canAccessResource } = await import('../domain/access');
    return canAccessResource(await currentUser(), resource, action);
  },
};

/** Replaces the cached session user, e.g. after the account page changed the name. */
export function setSessionUser(next: SessionUser | undefined) {
  user = next;
}

/** Stores a token answered by a password change, which voided the old one. */
export function replaceToken(answer: LoginAnswer) {
  user = answer.user;
  keepToken(answer.access_token);
}

/** The logged-in user's id from the stored token, without a request; undefined when logged out. */
export function currentUserId(): string | undefined {
  if (!hasLiveToken()) return undefined;
  return jwtDecode<{ sub?: string }>(session.token()!).sub;
}

/** Whether a token is stored that has not expired yet. */
export const isLoggedIn = hasLiveToken;
