import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET, testApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ tokenLifetimeSeconds: 600, loginMaxFailures: 3 });
});
afterAll(() => t.close());

describe('POST auth/login', () => {
  it.each(['v1', 'v2'] as const)(
    'answers an access token carrying user, issued-at and expiry on %s',
    async (version) => {
      const response = await t.call('POST', 'auth/login', {
        version,
        body: { username: 'ITS@example.com', password: 'Demo-1234!' },
      });
      expect(response.status).toBe(200);
      expect(response.body.token_type).toBe('Bearer');
      expect(response.body.expires_in).toBe(600);
      const claims = decodeJwt(response.body.access_token);
      expect(claims.user).toMatchObject({ email: 'its@example.com', firstName: 'Lena', lastName: 'Hoffmann' });
      expect(claims.exp! - claims.iat!).toBe(600);
      expect(response.body.user.organisation.name).toBe('Trainingszentrum Nord');
      expect(response.body.user.userFeatures).toContainEqual(
        expect.objectContaining({ feature: 'its_courses', action: 'read' }),
      );
    },
  );

  it('refuses a wrong password and an unknown user alike', async () => {
    const t2 = await testApp();
    try {
      const wrong = await t2.call('POST', 'auth/login', { body: { username: 'its@example.com', password: 'nope' } });
      const unknown = await t2.call('POST', 'auth/login', {
        body: { username: 'ghost@example.com', password: 'nope' },
      });
      for (const response of [wrong, unknown]) {
        expect(response.status).toBe(401);
        expect(response.body).toEqual({
          statusCode: 401,
          code: 'INVALID_CREDENTIALS',
          message: 'Invalid user credentials',
        });
      }
    } finally {
      await t2.close();
    }
  });

  it('answers 400 with a message per field for missing or malformed input', async () => {
    const response = await t.call('POST', 'auth/login', { body: { username: '', password: 5 } });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ username: 'Field required.', password: 'Invalid value.' });
    const empty = await t.call('POST', 'auth/login', { body: {} });
    expect(empty.body.errors).toEqual({ username: 'Field required.', password: 'Field required.' });
    const malformed = await t.call('POST', 'auth/login', {
      body: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
  });

  it('answers 429 with the specification’s message after repeated failures from one address', async () => {
    const t2 = await testApp({ loginMaxFailures: 3 });
    try {
      for (let i = 0; i < 3; i++) {
        expect(
          (await t2.call('POST', 'auth/login', { body: { username: 'its@example.com', password: 'x' } })).status,
        ).toBe(401);
      }
      const blocked = await t2.call('POST', 'auth/login', {
        body: { username: 'its@example.com', password: 'Demo-1234!' },
      });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(
        'Too many requests from your adress. Try again in an hour or contat us at: support@localhost',
      );
    } finally {
      await t2.close();
    }
  });
});

describe('login limit under parallel attempts', () => {
  it('lets no more than the limit of parallel wrong attempts from one address reach the password check', async () => {
    const t2 = await testApp({ loginMaxFailures: 5 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          t2.call('POST', 'auth/login', { body: { username: 'its@example.com', password: 'wrong' } }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    } finally {
      await t2.close();
    }
  });

  it('does not count successful logins', async () => {
    const t2 = await testApp({ loginMaxFailures: 2 });
    try {
      for (let i = 0; i < 5; i++) await t2.login('its@example.com');
      expect(
        (await t2.call('POST', 'auth/login', { body: { username: 'its@example.com', password: 'wrong' } })).status,
      ).toBe(401);
      await t2.login('its@example.com');
    } finally {
      await t2.close();
    }
  });
});

describe('login limit per account and address', () => {
  const wrong = (t2: TestApp, username: string) =>
    t2.call('POST', 'auth/login', { body: { username, password: 'wrong' } });

  it('locks out the account tried from an address, not the colleagues behind the same address', async () => {
    const t2 = await testApp({ loginMaxFailures: 3, loginMaxFailuresPerAddress: 6 });
    try {
      for (let i = 0; i < 3; i++) expect((await wrong(t2, 'its@example.com')).status).toBe(401);
      // the same account, even typed differently and with the right password, waits
      const blocked = await t2.call('POST', 'auth/login', {
        body: { username: ' ITS@example.com', password: 'Demo-1234!' },
      });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(
        'Too many requests from your adress. Try again in an hour or contat us at: support@localhost',
      );
      // a colleague behind the same address still gets in
      await t2.login('admin@example.com');
      for (let i = 0; i < 3; i++) expect((await wrong(t2, 'user@example.com')).status).toBe(401);
      // six failures from the address: its ceiling holds for every account
      const ceiling = await t2.call('POST', 'auth/login', {
        body: { username: 'instructor@example.com', password: 'Demo-1234!' },
      });
      expect(ceiling.status).toBe(429);
      expect(ceiling.body.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await t2.close();
    }
  });

  it('lets no more than the per-address ceiling of parallel wrong attempts for many accounts through', async () => {
    const t2 = await testApp({ loginMaxFailures: 3, loginMaxFailuresPerAddress: 7 });
    try {
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => wrong(t2, `ghost${i}@example.com`)));
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(7);
      expect(statuses.filter((s) => s === 429)).toHaveLength(23);
    } finally {
      await t2.close();
    }
  });
});

describe('POST auth/logout', () => {
  it.each(['v1', 'v2'] as const)(
    'ends the session on the server on %s: the token is refused afterwards',
    async (version) => {
      const token = await t.login('itc@example.com');
      const other = await t.login('itc@example.com');
      const logout = await t.call('POST', 'auth/logout', { version, token });
      expect(logout.status).toBe(204);
      expect((await t.call('GET', 'users/current-user', { token })).status).toBe(401);
      expect((await t.call('POST', 'auth/logout', { version, token })).status).toBe(401);
      // the session version ends the user's other sessions too (docs/security.md)
      expect((await t.call('GET', 'users/current-user', { token: other })).status).toBe(401);
      const fresh = await t.login('itc@example.com');
      expect((await t.call('GET', 'users/current-user', { token: fresh })).status).toBe(200);
    },
  );

  it('answers 401 without a token and ends nobody’s session', async () => {
    const token = await t.login('itc@example.com');
    expect((await t.call('POST', 'auth/logout')).status).toBe(401);
    expect((await t.call('GET', 'users/current-user', { token })).status).toBe(200);
  });
});

describe('tokens', () => {
  it('refuses a missing, malformed or forged token', async () => {
    expect((await t.call('GET', 'users/current-user')).status).toBe(401);
    expect((await t.call('GET', 'users/current-user', { token: 'abc' })).body.message).toBe('Invalid user credentials');
    const forged = await new SignJWT({ user: {}, sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(await t.userId('admin@example.com'))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another secret of enough length for hs256'));
    expect((await t.call('GET', 'users/current-user', { token: forged })).status).toBe(401);
  });

  it('answers Jwt expired for an expired token', async () => {
    const expired = await new SignJWT({ user: {}, sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(await t.userId('its@example.com'))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_SECRET));
    const response = await t.call('GET', 'users/current-user', { token: expired });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'JWT_EXPIRED', message: 'Jwt expired' });
  });

  it('GET users/current-user answers the session user', async () => {
    const token = await t.login('itc@example.com');
    const response = await t.call('GET', 'users/current-user', { token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      email: 'itc@example.com',
      organisation: { type: 'itc', name: 'ITC Deutschland' },
    });
  });

  it('a password change voids every older token and answers a new one', async () => {
    const old = await t.login('user@example.com');
    const other = await t.login('user@example.com');
    const change = await t.call('PATCH', 'users/current-user/password', {
      token: old,
      body: { currentPassword: 'Demo-1234!', newPassword: 'Neu-Passwort-42' },
    });
    expect(change.status).toBe(200);
    expect((await t.call('GET', 'users/current-user', { token: old })).status).toBe(401);
    expect((await t.call('GET', 'users/current-user', { token: other })).status).toBe(401);
    expect((await t.call('GET', 'users/current-user', { token: change.body.access_token })).status).toBe(200);
    expect(
      (await t.call('POST', 'auth/login', { body: { username: 'user@example.com', password: 'Demo-1234!' } })).status,
    ).toBe(401);
    await t.login('user@example.com', 'Neu-Passwort-42');
  });

  it('refuses a weak new password or a wrong current one, and changes nothing', async () => {
    const token = await t.login('instructor@example.com');
    const weak = await t.call('PATCH', 'users/current-user/password', {
      token,
      body: { currentPassword: 'Demo-1234!', newPassword: 'password' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.newPassword).toBe('Use upper-case and lower-case letters, a number and a symbol.');
    const wrong = await t.call('PATCH', 'users/current-user/password', {
      token,
      body: { currentPassword: 'nope', newPassword: 'Gut-Genug-123' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.currentPassword).toBe('The current password is wrong.');
    expect((await t.call('GET', 'users/current-user', { token })).status).toBe(200);
    await t.login('instructor@example.com');
  });

  it('tokens of a deactivated user stop working at once', async () => {
    const token = await t.login('its.sued@example.com');
    await t.db.updateTable('users').set({ deleted: true }).where('email', '=', 'its.sued@example.com').execute();
    expect((await t.call('GET', 'users/current-user', { token })).status).toBe(401);
    expect(
      (await t.call('POST', 'auth/login', { body: { username: 'its.sued@example.com', password: 'Demo-1234!' } }))
        .status,
    ).toBe(401);
  });
});
