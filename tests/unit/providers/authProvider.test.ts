import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider, endSessionAtStart, onSessionExpired } from '../../../src/providers/authProvider';
import { session } from '../../../src/providers/storage';
import { appStore } from '../../../src/providers/store';
import { mockApi } from './msw';

const server = mockApi();

/** An unsigned token: the client only reads it, the server checks it. */
const token = (claims: Record<string, unknown>) =>
  `${btoa(JSON.stringify({ alg: 'HS256' }))}.${btoa(JSON.stringify(claims))}.signature`;

const user = {
  id: 'u1',
  email: 'its@example.com',
  title: null,
  firstName: 'Lena',
  lastName: 'Hoffmann',
  authorizations: ['ITS_COORDINATOR'],
  organisation: {
    id: 'o1',
    name: 'Trainingszentrum Nord',
    type: 'its',
    parentId: 'o0',
    modules: ['certificates', 'courses', 'support'],
  },
  userFeatures: [{ userId: 'u1', feature: 'its_courses', action: 'read' }],
};

/** The login's answers, from a server whose clock is `serverClockAheadMs` ahead of the browser's. */
function loginAnswers(expiresInSeconds: number, serverClockAheadMs = 0) {
  const exp = Math.floor((Date.now() + serverClockAheadMs) / 1000) + expiresInSeconds;
  server.use(
    http.post('*/api/v2/auth/login', async ({ request }) => {
      const body = (await request.json()) as { password: string };
      if (body.password !== 'Demo-1234!') {
        return HttpResponse.json(
          { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid user credentials' },
          { status: 401 },
        );
      }
      return HttpResponse.json({
        access_token: token({ sub: 'u1', exp, iat: exp - expiresInSeconds }),
        token_type: 'Bearer',
        expires_in: expiresInSeconds,
        user,
      });
    }),
    http.get('*/api/v2/users/u1/uisettings', () => HttpResponse.json({ language: 'de', themeMode: 'dark' })),
    http.post('*/api/v2/auth/logout', () => new HttpResponse(null, { status: 204 })),
  );
  return exp;
}

afterEach(async () => {
  vi.useRealTimers();
  await authProvider.logout({});
});

describe('authProvider', () => {
  it('login stores token and expiry, keeps the user and applies his UI settings', async () => {
    loginAnswers(3600);
    const before = Date.now();
    await authProvider.login({ username: 'its@example.com', password: 'Demo-1234!' });
    expect(session.token()).toMatch(/signature$/);
    expect(session.expiresAt()).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(session.expiresAt()).toBeLessThanOrEqual(Date.now() + 3_600_000);
    expect(appStore.getItem('locale')).toBe('de');
    expect(appStore.getItem('theme')).toBe('dark');
    expect(await authProvider.getPermissions!({})).toEqual(user);
    expect(await authProvider.getIdentity!()).toEqual({
      id: 'u1',
      fullName: 'Lena Hoffmann',
      email: 'its@example.com',
    });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('tells the server the language the interface shows when the user has none stored, so mail follows it', async () => {
    loginAnswers(3600);
    const stored: unknown[] = [];
    server.use(
      http.get('*/api/v2/users/u1/uisettings', () => HttpResponse.json({ language: null, themeMode: null })),
      http.patch('*/api/v2/users/u1/language', async ({ request }) => {
        stored.push(await request.json());
        return HttpResponse.json({ language: 'en' });
      }),
    );
    appStore.setItem('locale', 'en');
    await authProvider.login({ username: 'its@example.com', password: 'Demo-1234!' });
    expect(stored).toEqual([{ language: 'en', chosen: false }]);
    expect(appStore.getItem('locale')).toBe('en');
  });

  it('leaves a stored language alone: it is applied, not sent back', async () => {
    loginAnswers(3600);
    let sent = 0;
    server.use(
      http.patch('*/api/v2/users/u1/language', () => {
        sent++;
        return HttpResponse.json({ language: 'de' });
      }),
    );
    await authProvider.login({ username: 'its@example.com', password: 'Demo-1234!' });
    expect(appStore.getItem('locale')).toBe('de');
    expect(sent).toBe(0);
  });

  it('answers a failed login with "Invalid Credentials!" and stores nothing', async () => {
    loginAnswers(3600);
    await expect(authProvider.login({ username: 'its@example.com', password: 'nope' })).rejects.toThrow(
      'Invalid Credentials!',
    );
    expect(session.token()).toBeNull();
  });

  it('restores a stored session on start only while its expiry is in the future', async () => {
    session.save('t', Date.now() + 60_000);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    session.save('t', Date.now() - 1);
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ message: false });
    expect(session.token()).toBeNull();
    session.setAutoLoggedOut(false);
  });

  it('says the session ended when a check finds the token expired before its timer fired', async () => {
    vi.useFakeTimers({ now: Date.now() });
    loginAnswers(30);
    await authProvider.login({ username: 'its@example.com', password: 'Demo-1234!' });
    // the clock passes the expiry while the page is too busy to run the timer
    vi.setSystemTime(Date.now() + 31_000);
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ message: false });
    expect(session.autoLoggedOut()).toBe(true);
    expect(session.token()).toBeNull();
    session.setAutoLoggedOut(false);
    // without a token there was no session to end: nothing to say
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ message: false });
    expect(session.autoLoggedOut()).toBe(false);
  });

  it('says the session ended when a request made at its last moment comes back 401 or the server says it ran out, not when a live one is refused', async () => {
    vi.useFakeTimers({ now: Date.now() });
    loginAnswers(30);
    await authProvider.login({ username: 'its@example.com', password: 'Demo-1234!' });
    // refused while the token should still be good (a logout elsewhere): no "session ended"
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ message: false });
    expect(session.autoLoggedOut()).toBe(false);
    await authProvider.login({ username: 'its@example.com', password: 'Demo-1234!' });
    vi.setSystemTime(Date.now() + 31_000);
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ message: false });
    expect(session.autoLoggedOut()).toBe(true);
    session.setAutoLoggedOut(false);
    // the server counts from the whole second of issue: its "ran out" may come while ours still runs
    await authProvider.login({ username: 'its@example.com', password: 'Demo-1234!' });
    vi.setSystemTime(Date.now() + 29_500);
    await expect(authProvider.checkError({ status: 401, code: 'JWT_EXPIRED' })).rejects.toMatchObject({
      message: false,
    });
    expect(session.autoLoggedOut()).toBe(true);
    expect(session.token()).toBeNull();
    session.setAutoLoggedOut(false);
  });

  it('says the session ended when the app opens on a token that ran out while the page was closed', async () => {
    vi.useFakeTimers({ now: Date.now() });
    loginAnswers(30);
    await authProvider.login({ username: 'its@example.com', password: 'Demo-1234!' });
    vi.setSystemTime(Date.now() + 31_000);
    endSessionAtStart();
    expect(session.autoLoggedOut()).toBe(true);
    expect(session.token()).toBeNull();
    session.setAutoLoggedOut(false);
    // a first visit has no session to end: nothing to say
    endSessionAtStart();
    expect(session.autoLoggedOut()).toBe(false);
  });

  it('sends the wanted path along to login, except for the root', async () => {
    window.history.pushState({}, '', '/itc/courses?page=2');
    await expect(authProvider.checkAuth({})).rejects.toEqual({
      redirectTo: '/login?redirectPath=%2Fitc%2Fcourses%3Fpage%3D2',
      message: false,
    });
    window.history.pushState({}, '', '/');
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
  });

  it('ends the session at the token’s expiry with the auto-logged-out flag', async () => {
    vi.useFakeTimers({ now: Date.now() });
    loginAnswers(30);
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    await authProvider.login({ username: 'its@example.com', password: 'Demo-1234!' });
    vi.advanceTimersByTime(29_000);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_500);
    expect(expired).toHaveBeenCalledOnce();
    expect(session.autoLoggedOut()).toBe(true);
    stop();
    session.setAutoLoggedOut(false);
  });

  it.each([
    ['two hours ahead of', 2 * 3_600_000],
    ['two hours behind', -2 * 3_600_000],
  ])('keeps the token’s lifetime when the browser’s clock runs %s the server’s (§9)', async (_, browserAhead) => {
    vi.useFakeTimers({ now: Date.now() });
    loginAnswers(600, -browserAhead);
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    await authProvider.login({ username: 'its@example.com', password: 'Demo-1234!' });
    expect(session.expiresAt()).toBe(Date.now() + 600_000);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    vi.advanceTimersByTime(599_000);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(expired).toHaveBeenCalledOnce();
    stop();
    session.setAutoLoggedOut(false);
  });

  it('logs out on a 401 and clears token, expiry and user', async () => {
    loginAnswers(3600);
    await authProvider.login({ username: 'its@example.com', password: 'Demo-1234!' });
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ message: false });
    expect(session.token()).toBeNull();
    expect(session.expiresAt()).toBeUndefined();
    expect(await authProvider.getPermissions!({})).toBeUndefined();
  });

  it('logout ends the session on the server with the token it held', async () => {
    loginAnswers(3600);
    await authProvider.login({ username: 'its@example.com', password: 'Demo-1234!' });
    const held = session.token();
    const sent = vi.fn();
    server.use(
      http.post('*/api/v2/auth/logout', ({ request }) => {
        sent(request.headers.get('authorization'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(session.token()).toBeNull();
    await vi.waitFor(() => expect(sent).toHaveBeenCalledWith(`Bearer ${held}`));
  });

  it('logout does not wait for the server, nor fail when it cannot be reached', async () => {
    loginAnswers(3600);
    await authProvider.login({ username: 'its@example.com', password: 'Demo-1234!' });
    let answer: () => void = () => {};
    const arrived = vi.fn();
    server.use(
      http.post('*/api/v2/auth/logout', async () => {
        arrived();
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.error();
      }),
    );
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(session.token()).toBeNull();
    await vi.waitFor(() => expect(arrived).toHaveBeenCalledOnce());
    answer();
  });

  it('logout with an expired token clears the session without asking the server', async () => {
    const sent = vi.fn();
    server.use(http.post('*/api/v2/auth/logout', () => sent()));
    session.save('t', Date.now() - 1);
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(session.token()).toBeNull();
    expect(sent).not.toHaveBeenCalled();
  });

  it('keeps theme and locale but resets the rest of the store at logout', () => {
    appStore.setItem('theme', 'dark');
    appStore.setItem('locale', 'de');
    appStore.setItem('venues.listParams', { page: 3 });
    appStore.reset();
    expect(appStore.getItem('theme')).toBe('dark');
    expect(appStore.getItem('locale')).toBe('de');
    expect(appStore.getItem('venues.listParams')).toBeUndefined();
  });
});
