import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedMails, tokenOf, waitForMail } from '../support/mail';
import { testApp, type TestApp } from './helper';

let t: TestApp;
let admin: string;
let itc: string;
let nord: string;
let bern: string;

beforeAll(async () => {
  t = await testApp({ publicFormLimit: 1000 });
  [admin, itc] = await Promise.all(['admin@example.com', 'itc@example.com'].map((e) => t.login(e)));
  const orgs = await t.db.selectFrom('organisations').select(['id', 'name']).execute();
  nord = orgs.find((o) => o.name === 'Trainingszentrum Nord')!.id;
  bern = orgs.find((o) => o.name === 'Ausbildungszentrum Bern')!.id;
});
afterAll(() => t.close());

const list = (token: string, filter: Record<string, unknown> = {}) =>
  t.call('GET', `users?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,99]')}`, {
    token,
  });
const emails = (rows: { email: string }[]) => rows.map((r) => r.email);
const userCount = async () => (await t.db.selectFrom('users').select('id').execute()).length;
const featuresOf = async (email: string) =>
  (
    await t.db
      .selectFrom('userFeatures')
      .innerJoin('users', 'users.id', 'userFeatures.userId')
      .select(['feature', 'action'])
      .where('users.email', '=', email)
      .orderBy('feature')
      .orderBy('action')
      .execute()
  ).map((f) => `${f.feature}:${f.action}`);

describe('GET users', () => {
  it('lists the users of the caller’s scope with their features, searchable and filterable', async () => {
    const response = await list(itc);
    expect(response.status).toBe(200);
    expect(emails(response.body)).toEqual(
      expect.arrayContaining(['itc@example.com', 'its@example.com', 'its.sued@example.com', 'user@example.com']),
    );
    expect(emails(response.body)).not.toContain('itc.ch@example.com');
    expect(emails(response.body)).not.toContain('admin@example.com');
    const its = response.body.find((u: { email: string }) => u.email === 'its@example.com');
    expect(its).toMatchObject({
      organisationName: 'Trainingszentrum Nord',
      authorizations: ['ITS_COORDINATOR'],
      deleted: false,
    });
    expect(its.userFeatures).toContainEqual({ userId: its.id, feature: 'its_courses', action: 'read' });
    expect(emails((await list(itc, { q: 'BECKER' })).body)).toEqual(['instructor@example.com']);
    expect(
      new Set(
        (await list(itc, { organisationId: nord })).body.map((u: { organisationName: string }) => u.organisationName),
      ),
    ).toEqual(new Set(['Trainingszentrum Nord']));
    expect((await list(itc, { organisationId: bern })).body).toEqual([]);
    const v1 = await t.call('GET', 'users?search=hoffmann', { token: itc, version: 'v1' });
    expect(emails(v1.body.items)).toEqual(['its@example.com']);
    expect(emails((await list(admin)).body)).toContain('itc.ch@example.com');
  });

  it('offers the organisations of the scope', async () => {
    const orgs = await t.call('GET', 'users/organisations', { token: itc });
    expect(orgs.body.map((o: { name: string }) => o.name)).toEqual([
      'ITC Deutschland',
      'Trainingszentrum Nord',
      'Trainingszentrum Süd',
      'Trainingszentrum West',
    ]);
  });

  it('refuses users without core_user_features and anonymous callers', async () => {
    const plain = await t.login('user@example.com');
    const its = await t.login('its@example.com');
    for (const token of [plain, its]) {
      expect((await list(token)).status).toBe(403);
      expect((await t.call('GET', 'users/organisations', { token })).status).toBe(403);
    }
    expect((await t.call('GET', 'users')).status).toBe(401);
  });
});

describe('POST users', () => {
  it('creates a user and mails him a link to choose his password', async () => {
    const response = await t.call('POST', 'users', {
      token: itc,
      body: {
        email: 'neu@example.com',
        firstName: ' Nora ',
        lastName: 'Neumann',
        organisationId: nord,
        language: 'de',
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      email: 'neu@example.com',
      firstName: 'Nora',
      organisationName: 'Trainingszentrum Nord',
      authorizations: ['USER'],
      deleted: false,
      userFeatures: [],
    });
    const mail = await waitForMail(t.config.dataDir, 'neu@example.com');
    expect(mail.subject).toBe('Ihr Certadmin-Konto');
    expect(mail.text).toContain('Jana Winter hat für Sie ein Certadmin-Konto bei Trainingszentrum Nord angelegt');
    const token = tokenOf(mail);
    expect((await t.call('POST', 'auth/password-reset/check', { body: { token } })).body).toEqual({
      valid: true,
      purpose: 'invite',
    });
    const set = await t.call('POST', 'auth/password-reset/reset', {
      body: { token, password: 'Erstes-Passwort-1', passwordRepeat: 'Erstes-Passwort-1' },
    });
    expect(set.status).toBe(200);
    await t.login('neu@example.com', 'Erstes-Passwort-1');
  });

  it('grants the preset features of the role', async () => {
    const response = await t.call('POST', 'users', {
      token: admin,
      body: {
        email: 'assistenz@example.com',
        firstName: 'Ali',
        lastName: 'Assistenz',
        organisationId: nord,
        authorization: 'DISTRIBUTOR_ASSISTANT',
      },
    });
    expect(response.status).toBe(201);
    expect(await featuresOf('assistenz@example.com')).toEqual([
      'its_courses:create',
      'its_courses:delete',
      'its_courses:read',
      'its_courses:update',
      'its_participant_profiles:create',
      'its_participant_profiles:delete',
      'its_participant_profiles:read',
      'its_participant_profiles:update',
    ]);
    expect((await waitForMail(t.config.dataDir, 'assistenz@example.com')).subject).toBe('Your Certadmin account');
  });

  it('refuses a taken address, bad input, a foreign organisation and roles beyond the caller, creating nothing', async () => {
    const before = await userCount();
    const seen = capturedMails(t.config.dataDir).length;
    const taken = await t.call('POST', 'users', {
      token: itc,
      body: { email: 'ITS@example.com', firstName: 'A', lastName: 'B' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'EMAIL_IN_USE', errors: { email: 'Email in use' } });
    const bad = await t.call('POST', 'users', {
      token: itc,
      body: { email: 'kaputt', firstName: '', lastName: 'B', authorization: 'ROOT' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      email: 'Invalid email',
      firstName: 'Field required.',
      authorization: 'Invalid value.',
    });
    expect(
      (
        await t.call('POST', 'users', {
          token: itc,
          body: { email: 'x@example.com', firstName: 'A', lastName: 'B', organisationId: bern },
        })
      ).status,
    ).toBe(404);
    // the ITC holds none of the site features, so it can give no role with presets
    for (const authorization of ['ADMIN', 'INTERNAL_ASSISTANT', 'DISTRIBUTOR_ASSISTANT']) {
      const refused = await t.call('POST', 'users', {
        token: itc,
        body: { email: 'x@example.com', firstName: 'A', lastName: 'B', authorization },
      });
      expect(refused.status, authorization).toBe(403);
    }
    expect(await userCount()).toBe(before);
    expect(capturedMails(t.config.dataDir)).toHaveLength(seen);
  });
});

describe('deactivate and reactivate', () => {
  it('voids the user’s tokens at once and lets him back in after reactivation', async () => {
    const userToken = await t.login('user@example.com');
    const id = await t.userId('user@example.com');
    expect((await t.call('GET', 'users/current-user', { token: userToken })).status).toBe(200);
    const deleted = await t.call('DELETE', `users/${id}`, { token: itc });
    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted).toBe(true);
    expect((await t.call('GET', 'users/current-user', { token: userToken })).status).toBe(401);
    await expect(t.login('user@example.com')).rejects.toThrow();
    expect(emails((await list(itc, { deleted: true })).body)).toEqual(['user@example.com']);
    const restored = await t.call('POST', `users/${id}/restore`, { token: itc });
    expect(restored.body.deleted).toBe(false);
    // the old session stays over; a new login works
    expect((await t.call('GET', 'users/current-user', { token: userToken })).status).toBe(401);
    await t.login('user@example.com');
    const audit = await t.db.selectFrom('auditLog').select('action').where('entityId', '=', id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['deactivate', 'reactivate']);
  });

  it('refuses the caller himself, users outside the scope and, for a non-admin, an ADMIN', async () => {
    const self = await t.call('DELETE', `users/${await t.userId('itc@example.com')}`, { token: itc });
    expect(self.status).toBe(403);
    expect(self.body.code).toBe('OWN_RIGHTS');
    expect((await t.call('DELETE', `users/${await t.userId('itc.ch@example.com')}`, { token: itc })).status).toBe(404);
    const instructor = await t.userId('instructor@example.com');
    await t.db
      .updateTable('users')
      .set({ authorizations: ['ADMIN'] })
      .where('id', '=', instructor)
      .execute();
    try {
      const refused = await t.call('DELETE', `users/${instructor}`, { token: itc });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('ADMIN_ONLY');
      expect(
        (await t.call('PATCH', `users/${instructor}/user-features`, { token: itc, body: { features: [] } })).status,
      ).toBe(403);
    } finally {
      await t.db
        .updateTable('users')
        .set({ authorizations: ['USER'] })
        .where('id', '=', instructor)
        .execute();
    }
    const states = await t.db
      .selectFrom('users')
      .select('deleted')
      .where('email', 'in', ['itc@example.com', 'itc.ch@example.com', 'instructor@example.com'])
      .execute();
    expect(states.every((s) => !s.deleted)).toBe(true);
  });
});

describe('POST users/grant-features', () => {
  it('adds features to every selected user', async () => {
    const ids = await Promise.all(['user@example.com', 'instructor@example.com'].map((e) => t.userId(e)));
    const response = await t.call('POST', 'users/grant-features', {
      token: itc,
      body: { userIds: ids, features: ['itc_courses', 'itc_disciplines'] },
    });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(2);
    for (const email of ['user@example.com', 'instructor@example.com']) {
      expect(await featuresOf(email)).toEqual(
        expect.arrayContaining([
          'itc_courses:create',
          'itc_courses:read',
          'itc_courses:update',
          'itc_courses:delete',
          'itc_disciplines:read',
        ]),
      );
    }
    expect(await featuresOf('instructor@example.com')).toContain('user_is_instructor:read');
  });

  it('is all or nothing: the caller himself, a foreign user or a feature he lacks refuses the whole request', async () => {
    const user = await t.userId('its.sued@example.com');
    const before = await featuresOf('its.sued@example.com');
    const cases: [string[], string[], number][] = [
      [[user, await t.userId('itc@example.com')], ['itc_courses'], 403],
      [[user, await t.userId('itc.ch@example.com')], ['itc_courses'], 404],
      [[user], ['core_organisation_comments'], 403],
      [[user], ['all'], 403],
    ];
    for (const [userIds, features, status] of cases) {
      expect((await t.call('POST', 'users/grant-features', { token: itc, body: { userIds, features } })).status).toBe(
        status,
      );
    }
    expect(
      (await t.call('POST', 'users/grant-features', { token: itc, body: { userIds: [], features: ['itc_courses'] } }))
        .status,
    ).toBe(400);
    expect(await featuresOf('its.sued@example.com')).toEqual(before);
  });
});

describe('a site’s own user administrator', () => {
  it('reaches only the users of his own organisation and cannot raise his own rights', async () => {
    const its = await t.userId('its@example.com');
    await t.db
      .insertInto('userFeatures')
      .values(
        ['read', 'update', 'create', 'delete'].map((action) => ({
          userId: its,
          feature: 'core_user_features',
          action,
        })),
      )
      .execute();
    const token = await t.login('its@example.com');
    expect(new Set((await list(token)).body.map((u: { organisationName: string }) => u.organisationName))).toEqual(
      new Set(['Trainingszentrum Nord']),
    );
    const sued = await t.userId('its.sued@example.com');
    const before = await featuresOf('its.sued@example.com');
    expect((await t.call('PATCH', `users/${sued}/user-features`, { token, body: { features: [] } })).status).toBe(404);
    expect((await t.call('DELETE', `users/${sued}`, { token })).status).toBe(404);
    expect(await featuresOf('its.sued@example.com')).toEqual(before);
    const own = await t.call('PATCH', `users/${its}/user-features`, {
      token,
      body: { features: [{ feature: 'all', action: 'manage' }] },
    });
    expect(own.status).toBe(403);
    expect(await featuresOf('its@example.com')).not.toContain('all:manage');
  });
});
