import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authProvider,
  isSessionRefused,
  onSessionChange,
  onSessionExpired,
  refreshSession,
  sessionOwner,
} from '../../../src/providers/authProvider';
import { dataProvider } from '../../../src/providers/dataProvider';
import { ApiError } from '../../../src/providers/http';
import { pendingChange, SessionEndedError } from '../../../src/providers/pendingChange';
import { session } from '../../../src/providers/storage';
import { mockApi } from './msw';

const server = mockApi();

/** An unsigned token: the client only reads it, the server checks it. */
const token = (claims: Record<string, unknown>) =>
  `${btoa(JSON.stringify({ alg: 'HS256' }))}.${btoa(JSON.stringify(claims))}.signature`;

const now = () => Math.floor(Date.now() / 1000);
const expired = () => ({ statusCode: 401, code: 'JWT_EXPIRED', message: 'Jwt expired' });

afterEach(async () => {
  sessionStorage.clear();
  // ends the module's session state without asking the server
  session.clear();
  await authProvider.logout({});
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: ApiError) => error,
  );

describe('a write refused with 401', () => {
  it('fails with SessionEndedError, keeps the change for its user and does not log out', async () => {
    session.save(token({ sub: 'u1', user: { email: 'its@example.com' }, exp: now() - 5, iat: now() - 65 }), 1);
    server.use(http.patch('*/api/v2/courses/c1', () => HttpResponse.json(expired(), { status: 401 })));
    const error = await failure(
      dataProvider.update('courses', { id: 'c1', data: { customer: 'New' }, previousData: { id: 'c1' } }),
    );
    expect(error).toBeInstanceOf(SessionEndedError);
    expect(error.status).toBe(401);
    expect(error.message).not.toBe('Jwt expired');
    expect(pendingChange.get()).toEqual({
      method: 'update',
      resource: 'courses',
      params: { id: 'c1', data: { customer: 'New' } },
      userId: 'u1',
      path: '/',
    });
    expect(isSessionRefused()).toBe(true);
    // react-admin's logout on 401 would turn the failed save into an empty success
    await expect(authProvider.checkError(error)).resolves.toBeUndefined();
    expect(sessionOwner()).toEqual({ id: 'u1', email: 'its@example.com' });
  });

  it('leaves reads and other refusals as they were', async () => {
    server.use(
      http.get('*/api/v2/courses/c1', () => HttpResponse.json(expired(), { status: 401 })),
      http.post('*/api/v2/courses', () =>
        HttpResponse.json({ statusCode: 403, code: 'FORBIDDEN', message: 'no' }, { status: 403 }),
      ),
    );
    const read = await failure(dataProvider.getOne('courses', { id: 'c1' }));
    expect(read).not.toBeInstanceOf(SessionEndedError);
    await expect(authProvider.checkError(read)).rejects.toMatchObject({ message: false });
    const create = await failure(dataProvider.create('courses', { data: { customer: 'X' } }));
    expect(create).not.toBeInstanceOf(SessionEndedError);
    expect(create.status).toBe(403);
    expect(pendingChange.get()).toBeUndefined();
  });
});

describe('refreshSession', () => {
  it('stores the fresh token and tells the screens', async () => {
    const exp = now() + 600;
    session.save(token({ sub: 'u1', exp: now() + 30, iat: now() - 570 }), (now() + 30) * 1000);
    server.use(
      http.post('*/api/v2/auth/refresh', ({ request }) => {
        expect(request.headers.get('authorization')).toMatch(/^Bearer /);
        return HttpResponse.json({
          access_token: token({ sub: 'u1', exp, iat: exp - 600 }),
          token_type: 'Bearer',
          expires_in: 600,
          user: { id: 'u1' },
        });
      }),
    );
    const told = vi.fn();
    const stop = onSessionChange(told);
    const before = Date.now();
    await refreshSession();
    stop();
    // its lifetime of 600 s counted from its arrival (§9)
    expect(session.expiresAt()).toBeGreaterThanOrEqual(before + 600_000);
    expect(session.expiresAt()).toBeLessThanOrEqual(Date.now() + 600_000);
    expect(told).toHaveBeenCalled();
  });

  it('lets the session go on when another tab stored a fresh token before the expiry', async () => {
    vi.useFakeTimers({ now: Date.now() });
    try {
      const exp = now() + 30;
      server.use(
        http.post('*/api/v2/auth/refresh', () =>
          HttpResponse.json({ access_token: token({ sub: 'u1', exp, iat: exp - 30 }), token_type: 'Bearer', user: {} }),
        ),
      );
      await refreshSession();
      const expired = vi.fn();
      const stop = onSessionExpired(expired);
      // the other tab's "Stay signed in": the same storage, a later expiry
      session.save(token({ sub: 'u1', exp: exp + 600, iat: exp }), (exp + 600) * 1000);
      vi.advanceTimersByTime(31_000);
      expect(expired).not.toHaveBeenCalled();
      vi.advanceTimersByTime(600_000);
      expect(expired).toHaveBeenCalledOnce();
      stop();
    } finally {
      session.setAutoLoggedOut(false);
      vi.useRealTimers();
    }
  });

  it('rejects with the server’s message when the session may not be extended', async () => {
    // one reading of the clock: a second turning between two readings would fail the comparison
    const exp = now() + 30;
    session.save(token({ sub: 'u1', exp, iat: exp - 600 }), exp * 1000);
    server.use(
      http.post('*/api/v2/auth/refresh', () =>
        HttpResponse.json(
          { statusCode: 401, code: 'SESSION_TOO_OLD', message: 'The session has reached its longest duration' },
          { status: 401 },
        ),
      ),
    );
    const error = await failure(refreshSession());
    expect(error.code).toBe('SESSION_TOO_OLD');
    expect(session.expiresAt()).toBe(exp * 1000);
  });
});
