import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/services/passwordTokens';
import { capturedMails, tokenOf, waitForMail } from '../support/mail';
import { testApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  // the rate limit has its own tests below
  t = await testApp({ publicFormLimit: 1000 });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Neu-Passwort-2026!';
const request = (email: string) => t.call('POST', 'auth/password-reset/request', { body: { email } });
const reset = (body: Record<string, unknown>) => t.call('POST', 'auth/password-reset/reset', { body });
const mailsTo = (to: string) => capturedMails(t.config.dataDir).filter((m) => m.to === to);
const passwordHashOf = async (email: string) =>
  (await t.db.selectFrom('users').select('passwordHash').where('email', '=', email).executeTakeFirstOrThrow())
    .passwordHash;

describe('password reset, end to end through the captured mail', () => {
  it('mails a link that sets a new password once and ends older sessions', async () => {
    const oldToken = await t.login('instructor@example.com');
    const answer = await request('Instructor@Example.com');
    expect(answer.status).toBe(202);
    const mail = await waitForMail(t.config.dataDir, 'instructor@example.com');
    expect(mail.subject).toBe('Reset your Certadmin password');
    expect(mail.text).toContain('Hello Jonas Becker');
    expect(mail.text).toContain(`${t.config.publicUrl}/password-reset/reset?token=`);
    const token = tokenOf(mail);
    // only the hash is stored
    const stored = await t.db.selectFrom('passwordTokens').select(['tokenHash', 'expiresAt']).execute();
    expect(stored.map((s) => s.tokenHash)).toContain(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const row = stored.find((s) => s.tokenHash === hashToken(token))!;
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3600_000);
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now());

    expect((await t.call('POST', 'auth/password-reset/check', { body: { token } })).body).toEqual({
      valid: true,
      purpose: 'reset',
    });
    const done = await reset({ token, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD });
    expect(done.status).toBe(200);
    await t.login('instructor@example.com', NEW_PASSWORD);
    await expect(t.login('instructor@example.com')).rejects.toThrow();
    // the session from before the reset is over
    expect((await t.call('GET', 'users/current-user', { token: oldToken })).status).toBe(401);
    // the token works once
    const again = await reset({ token, password: 'Noch-ein-Neues-1!', passwordRepeat: 'Noch-ein-Neues-1!' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'TOKEN_INVALID', message: 'token invalid or expired' });
    await t.login('instructor@example.com', NEW_PASSWORD);
  });

  it('refuses an older token once a reset was done with a newer one', async () => {
    const seen = mailsTo('its@example.com').length;
    await request('its@example.com');
    const first = tokenOf(await waitForMail(t.config.dataDir, 'its@example.com', seen));
    await request('its@example.com');
    const second = tokenOf(await waitForMail(t.config.dataDir, 'its@example.com', seen + 1));
    expect(second).not.toBe(first);
    expect((await reset({ token: second, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD })).status).toBe(200);
    const old = await reset({ token: first, password: 'Anderes-Pass-9!', passwordRepeat: 'Anderes-Pass-9!' });
    expect(old.status).toBe(400);
    expect(old.body.code).toBe('TOKEN_INVALID');
    await t.login('its@example.com', NEW_PASSWORD);
  });

  it('refuses an expired token and changes nothing', async () => {
    const seen = mailsTo('itc@example.com').length;
    await request('itc@example.com');
    const token = tokenOf(await waitForMail(t.config.dataDir, 'itc@example.com', seen));
    await t.db
      .updateTable('passwordTokens')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('tokenHash', '=', hashToken(token))
      .execute();
    const before = await passwordHashOf('itc@example.com');
    const response = await reset({ token, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'TOKEN_INVALID', message: 'token invalid or expired' });
    expect((await t.call('POST', 'auth/password-reset/check', { body: { token } })).body.code).toBe('TOKEN_INVALID');
    expect(await passwordHashOf('itc@example.com')).toBe(before);
  });

  it('answers token missing and token invalid or expired', async () => {
    for (const body of [
      { password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD },
      { token: '  ', password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD },
    ]) {
      const response = await reset(body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'TOKEN_MISSING', message: 'token missing' });
    }
    expect((await t.call('POST', 'auth/password-reset/check', { body: {} })).body.code).toBe('TOKEN_MISSING');
    const bogus = await reset({ token: 'not-a-token', password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD });
    expect(bogus.body).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('applies the strength and repeat rules and keeps the token usable', async () => {
    const seen = mailsTo('user@example.com').length;
    await request('user@example.com');
    const token = tokenOf(await waitForMail(t.config.dataDir, 'user@example.com', seen));
    const before = await passwordHashOf('user@example.com');
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ password: 'kurz', passwordRepeat: 'kurz' }, { password: 'at least 8 characters.' }],
      [
        { password: 'nur-kleinbuchstaben', passwordRepeat: 'nur-kleinbuchstaben' },
        { password: 'Use upper-case and lower-case letters, a number and a symbol.' },
      ],
      [{ password: NEW_PASSWORD, passwordRepeat: 'Anders-1234!' }, { passwordRepeat: 'Passwords do not match.' }],
    ];
    for (const [body, errors] of cases) {
      const response = await reset({ token, ...body });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual(errors);
    }
    expect(await passwordHashOf('user@example.com')).toBe(before);
    expect((await reset({ token, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD })).status).toBe(200);
  });

  it('sends the mail in the language the user chose', async () => {
    await t.db.updateTable('users').set({ language: 'de' }).where('email', '=', 'its.sued@example.com').execute();
    await request('its.sued@example.com');
    const mail = await waitForMail(t.config.dataDir, 'its.sued@example.com');
    expect(mail.subject).toBe('Ihr Certadmin-Passwort zurücksetzen');
    expect(mail.text).toContain('Guten Tag Markus Bauer');
  });

  it('refuses malformed requests with a field message', async () => {
    const response = await request('not-an-email');
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ email: 'Invalid email' });
    expect((await t.call('POST', 'auth/password-reset/request', { body: {} })).body.errors).toEqual({
      email: 'Field required.',
    });
  });
});

describe('no user enumeration', () => {
  it('answers an unknown, a deactivated and a known address alike and mails only the known one', async () => {
    const own = await testApp();
    try {
      await own.db.updateTable('users').set({ deleted: true }).where('email', '=', 'its.sued@example.com').execute();
      const answers = [];
      for (const email of ['nobody@example.com', 'its.sued@example.com', 'user@example.com']) {
        const response = await own.call('POST', 'auth/password-reset/request', { body: { email } });
        answers.push({ status: response.status, body: response.body });
      }
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0]).toEqual(answers[2]);
      expect(answers[0].status).toBe(202);
      // closing waits for the mail work in flight
      await own.app.close();
      expect(capturedMails(own.config.dataDir).map((m) => m.to)).toEqual(['user@example.com']);
      expect(await own.db.selectFrom('passwordTokens').select('id').execute()).toHaveLength(1);
    } finally {
      await own.close();
    }
  });
});

describe('rate limit', () => {
  it('answers 429 with the specification’s message beyond PUBLIC_FORM_LIMIT, on v1 and v2 together', async () => {
    const limited = await testApp({ publicFormLimit: 3 });
    try {
      const statuses = [];
      for (const version of ['v2', 'v1', 'v2'] as const) {
        statuses.push(
          (
            await limited.call('POST', 'auth/password-reset/request', {
              version,
              body: { email: 'nobody@example.com' },
            })
          ).status,
        );
      }
      expect(statuses).toEqual([202, 202, 202]);
      const refused = await limited.call('POST', 'auth/password-reset/reset', {
        version: 'v1',
        body: { token: 'x', password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD },
      });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many requests from your adress. Try again in an hour or contat us at: support@localhost',
      });
      expect(
        (await limited.call('POST', 'auth/password-reset/request', { body: { email: 'user@example.com' } })).status,
      ).toBe(429);
      await limited.app.close();
      expect(capturedMails(limited.config.dataDir)).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  it('holds the limit under parallel requests from one address', async () => {
    const limited = await testApp({ publicFormLimit: 5 });
    try {
      // over real connections: each request arrives in its own turn of the event loop, as in production
      const address = await limited.app.listen({ port: 0, host: '127.0.0.1' });
      const statuses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          fetch(`${address}/api/${i % 2 ? 'v1' : 'v2'}/auth/password-reset/request`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'user@example.com' }),
          }).then((r) => r.status),
        ),
      );
      expect(statuses.filter((s) => s === 202)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
      // the mails go out after the answer: the fifth arrives, and no more than five were sent
      await waitForMail(limited.config.dataDir, 'user@example.com', 4);
      await limited.app.close();
      expect(capturedMails(limited.config.dataDir)).toHaveLength(5);
    } finally {
      await limited.close();
    }
  });

  it('is off with RATE_LIMITS=false', async () => {
    const open = await testApp({ publicFormLimit: 1, rateLimits: false });
    try {
      for (let i = 0; i < 3; i++) {
        expect(
          (await open.call('POST', 'auth/password-reset/request', { body: { email: 'nobody@example.com' } })).status,
        ).toBe(202);
      }
    } finally {
      await open.close();
    }
  });
});
