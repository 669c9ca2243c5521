import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { tokenOf, waitForMail } from '../support/mail';
import { testApp, type TestApp } from './helper';

/**
 * No secret reaches the log: the app's whole log (every level) over a session's life – login,
 * requests with the token, refresh, a wrong password, a password reset from its mailed link, a
 * welcome link, logout – holds no password, token, reset link or bearer token.
 */
let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  const logger = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
  t = await testApp({ publicFormLimit: 1000 }, { logger });
});
afterAll(() => t.close());

it('logs no password, token, reset or welcome link, nor bearer token', { timeout: 60_000 }, async () => {
  const secrets: string[] = [DEMO_PASSWORD];
  const login = await t.call('POST', 'auth/login', { body: { username: 'its@example.com', password: DEMO_PASSWORD } });
  const first = login.body.access_token as string;
  const refreshed = await t.call('POST', 'auth/refresh', { token: first });
  expect(refreshed.status).toBe(200);
  const token = refreshed.body.access_token as string;
  secrets.push(first, token);
  expect((await t.call('GET', 'users/current-user', { token })).status).toBe(200);
  // a token a client put into the query
  await t.call('GET', `venues?access_token=${encodeURIComponent(token)}`, { token });

  const wrong = 'Falsch-Geheim-77!';
  secrets.push(wrong);
  expect((await t.call('POST', 'auth/login', { body: { username: 'its@example.com', password: wrong } })).status).toBe(
    401,
  );

  // a password reset, from the link in its mail to the new password
  expect(
    (await t.call('POST', 'auth/password-reset/request', { body: { email: 'instructor@example.com' } })).status,
  ).toBe(202);
  const reset = tokenOf(await waitForMail(t.config.dataDir, 'instructor@example.com'));
  const newPassword = 'Neu-Geheim-2026!';
  secrets.push(reset, encodeURIComponent(reset), newPassword);
  await t.call('GET', `/password-reset/reset?token=${encodeURIComponent(reset)}`);
  expect((await t.call('POST', 'auth/password-reset/check', { body: { token: reset } })).status).toBe(200);
  const done = await t.call('POST', 'auth/password-reset/reset', {
    body: { token: reset, password: newPassword, passwordRepeat: newPassword },
  });
  expect(done.status).toBe(200);

  // a welcome link: a new user's mail
  const itc = await t.login('itc@example.com');
  secrets.push(itc);
  const nord = (
    await t.db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', 'Trainingszentrum Nord')
      .executeTakeFirstOrThrow()
  ).id;
  const created = await t.call('POST', 'users', {
    token: itc,
    body: { email: 'willkommen@example.com', firstName: 'Wilma', lastName: 'Kommen', organisationId: nord },
  });
  expect(created.status).toBe(201);
  const welcome = tokenOf(await waitForMail(t.config.dataDir, 'willkommen@example.com'));
  secrets.push(welcome, encodeURIComponent(welcome));
  await t.call('GET', `/password-reset/reset?token=${encodeURIComponent(welcome)}`);

  expect((await t.call('POST', 'auth/logout', { token })).status).toBe(204);

  const log = lines.join('');
  // the log did record these requests, the links' paths among them
  expect(log).toContain('incoming request');
  expect(log).toContain('/password-reset/reset?token=');
  expect(log).toContain('/api/v2/auth/refresh');
  expect(secrets.filter((secret) => log.includes(secret))).toEqual([]);
  expect(log).not.toMatch(/reset\?token=(?!%5Bredacted%5D)/);
});
