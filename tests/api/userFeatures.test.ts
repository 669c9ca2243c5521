import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

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

describe('GET users/user-features', () => {
  it('lists the users of the ITC and its sites, not those of another ITC', async () => {
    const token = await t.login('itc@example.com');
    const response = await t.call('GET', 'users/user-features', { token });
    expect(response.status).toBe(200);
    const emails = response.body.map((u: { email: string }) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining(['itc@example.com', 'its@example.com', 'instructor@example.com', 'its.sued@example.com']),
    );
    expect(emails).not.toContain('itc.ch@example.com');
    expect(emails).not.toContain('admin@example.com');
    const its = response.body.find((u: { email: string }) => u.email === 'its@example.com');
    expect(its.userFeatures).toContainEqual({ userId: its.id, feature: 'its_courses', action: 'create' });
  });

  it('lets the internal ADMIN see every organisation', async () => {
    const token = await t.login('admin@example.com');
    const emails = (await t.call('GET', 'users/user-features', { token })).body.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['itc.ch@example.com', 'admin@example.com', 'its@example.com']));
  });

  it('refuses users without core_user_features', async () => {
    const token = await t.login('its@example.com');
    expect((await t.call('GET', 'users/user-features', { token })).status).toBe(403);
    const id = await t.userId('instructor@example.com');
    expect((await t.call('GET', `users/${id}/user-features`, { token })).status).toBe(403);
    expect((await t.call('PATCH', `users/${id}/user-features`, { token, body: { features: [] } })).status).toBe(403);
  });
});

describe('users/{id}/user-features', () => {
  it('reads and replaces the features of a user in scope, with an audit row', async () => {
    const token = await t.login('itc@example.com');
    const id = await t.userId('user@example.com');
    expect((await t.call('GET', `users/${id}/user-features`, { token })).body).toEqual([]);
    const response = await t.call('PATCH', `users/${id}/user-features`, {
      token,
      version: 'v1',
      body: {
        features: [
          { feature: 'itc_courses', action: 'read' },
          { feature: 'itc_courses', action: 'read' },
        ],
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([{ userId: id, feature: 'itc_courses', action: 'read' }]);
    expect(await featuresOf('user@example.com')).toEqual(['itc_courses:read']);
    const audit = await t.db.selectFrom('auditLog').selectAll().where('entity', '=', 'user_features').execute();
    expect(audit.at(-1)).toMatchObject({ entityId: id, before: [], after: ['itc_courses:read'] });
  });

  it('refuses a change made on rights that another administrator changed meanwhile (412), writing nothing', async () => {
    const itc = await t.login('itc@example.com');
    const admin = await t.login('admin@example.com');
    const id = await t.userId('its.sued@example.com');
    const seen = await t.call('GET', `users/${id}/user-features`, { token: itc });
    const etag = String(seen.headers.etag);
    expect(etag).toMatch(/^"[\w-]{16}"$/);
    // the other administrator takes one right away; the ITC user then removes all on what he saw
    const theirs = seen.body
      .filter((pair: { feature: string; action: string }) => `${pair.feature}:${pair.action}` !== 'its_courses:delete')
      .map(({ feature, action }: { feature: string; action: string }) => ({ feature, action }));
    expect(theirs).toHaveLength(seen.body.length - 1);
    const changed = await t.call('PATCH', `users/${id}/user-features`, {
      token: admin,
      headers: { 'if-match': etag },
      body: { features: theirs },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const after = await featuresOf('its.sued@example.com');
    expect(after).not.toContain('its_courses:delete');
    expect(after.length).toBeGreaterThan(0);

    const stale = await t.call('PATCH', `users/${id}/user-features`, {
      token: itc,
      headers: { 'if-match': etag },
      body: { features: [] },
    });
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('CHANGED_MEANWHILE');
    expect(stale.body.changedBy).toBe('Anna Admin');
    expect(stale.body.current.version).toBe(String(changed.headers.etag).replace(/"/g, ''));
    expect(stale.body.current.userFeatures).toHaveLength(after.length);
    expect(await featuresOf('its.sued@example.com')).toEqual(after);

    // on the version it now has, the change goes through
    const fresh = await t.call('PATCH', `users/${id}/user-features`, {
      token: itc,
      headers: { 'if-match': String(changed.headers.etag) },
      body: { features: [] },
    });
    expect(fresh.status).toBe(200);
    expect(await featuresOf('its.sued@example.com')).toEqual([]);
  });

  it('answers 404 for a user of another ITC, changing nothing', async () => {
    const token = await t.login('itc@example.com');
    const id = await t.userId('itc.ch@example.com');
    const before = await featuresOf('itc.ch@example.com');
    expect((await t.call('GET', `users/${id}/user-features`, { token })).status).toBe(404);
    expect((await t.call('PATCH', `users/${id}/user-features`, { token, body: { features: [] } })).status).toBe(404);
    expect(await featuresOf('itc.ch@example.com')).toEqual(before);
  });

  it('refuses changes of the own rights', async () => {
    const token = await t.login('itc@example.com');
    const id = await t.userId('itc@example.com');
    const before = await featuresOf('itc@example.com');
    const response = await t.call('PATCH', `users/${id}/user-features`, {
      token,
      body: { features: [{ feature: 'all', action: 'manage' }] },
    });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('OWN_RIGHTS');
    expect(await featuresOf('itc@example.com')).toEqual(before);
  });

  it('refuses granting a right the caller does not hold', async () => {
    const token = await t.login('itc@example.com');
    const id = await t.userId('instructor@example.com');
    const before = await featuresOf('instructor@example.com');
    const response = await t.call('PATCH', `users/${id}/user-features`, {
      token,
      body: { features: [{ feature: 'core_organisation_comments', action: 'read' }] },
    });
    expect(response.status).toBe(403);
    expect(await featuresOf('instructor@example.com')).toEqual(before);
  });

  it('answers 400 for unknown features or actions', async () => {
    const token = await t.login('itc@example.com');
    const id = await t.userId('instructor@example.com');
    for (const features of [
      [{ feature: 'root', action: 'read' }],
      [{ feature: 'itc_courses', action: 'own' }],
      'all',
    ]) {
      expect((await t.call('PATCH', `users/${id}/user-features`, { token, body: { features } })).status).toBe(400);
    }
  });
});
