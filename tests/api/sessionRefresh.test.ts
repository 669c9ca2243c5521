import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET, testApp, type TestApp } from './helper';

const LIFETIME = 600;
const MAX_AGE = 3600;

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ tokenLifetimeSeconds: LIFETIME, sessionMaxAgeSeconds: MAX_AGE });
});
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);

/** A token as the server signs it, with a chosen session start and expiry. */
async function tokenOf(email: string, { ses, exp }: { ses: number; exp: number }) {
  const user = await t.db
    .selectFrom('users')
    .select(['id', 'sessionVersion'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return new SignJWT({ user: { id: user.id }, sv: user.sessionVersion, ses })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt(Math.min(ses, exp - 1))
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(TEST_SECRET));
}

describe('POST auth/refresh', () => {
  it('answers a fresh working token of the same session', async () => {
    const token = await t.login('its@example.com');
    const before = decodeJwt(token);
    const response = await t.call('POST', 'auth/refresh', { token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ token_type: 'Bearer', expires_in: LIFETIME });
    expect(response.body.user.email).toBe('its@example.com');
    const after = decodeJwt(response.body.access_token);
    expect(after.ses).toBe(before.ses);
    expect(after.sub).toBe(before.sub);
    expect(after.exp! - after.iat!).toBe(LIFETIME);
    const current = await t.call('GET', 'users/current-user', { token: response.body.access_token });
    expect(current.status).toBe(200);
  });

  it('refuses an expired token: an ended session is not extended', async () => {
    const token = await tokenOf('its@example.com', { ses: now() - 100, exp: now() - 10 });
    const response = await t.call('POST', 'auth/refresh', { token });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('JWT_EXPIRED');
  });

  it('refuses a token ended by logout, and answers 401 without a token', async () => {
    const token = await t.login('its@example.com');
    expect((await t.call('POST', 'auth/logout', { token })).status).toBe(204);
    const response = await t.call('POST', 'auth/refresh', { token });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('INVALID_CREDENTIALS');
    expect((await t.call('POST', 'auth/refresh')).status).toBe(401);
  });

  it('refuses a session older than the absolute limit', async () => {
    const token = await tokenOf('its@example.com', { ses: now() - MAX_AGE - 1, exp: now() + 60 });
    const response = await t.call('POST', 'auth/refresh', { token });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'SESSION_TOO_OLD' });
  });

  it('does not extend a session past its absolute limit', async () => {
    const ses = now() - MAX_AGE + 120;
    const token = await tokenOf('its@example.com', { ses, exp: now() + 60 });
    const response = await t.call('POST', 'auth/refresh', { token });
    expect(response.status).toBe(200);
    const claims = decodeJwt(response.body.access_token);
    expect(claims.ses).toBe(ses);
    expect(claims.exp).toBe(ses + MAX_AGE);
    expect(response.body.expires_in).toBeLessThanOrEqual(120);
  });

  it('starts a new session at login', async () => {
    const before = now();
    const claims = decodeJwt(await t.login('its@example.com'));
    expect(claims.ses).toBeGreaterThanOrEqual(before);
  });
});
