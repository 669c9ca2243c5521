import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { demoIds, loginAll, type DemoUser } from './certificationHelper';
import { testApp, type TestApp } from './helper';

/** The training sites of an ITC: list, create, edit; only the ITC's own. */
let t: TestApp;
let tokens: Record<DemoUser, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  t = await testApp();
  tokens = await loginAll(t);
  ids = await demoIds(t);
});
afterAll(() => t.close());

const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe('its-organisations', () => {
  it('lists the ITC’s three sites with address, contact, modules and instructor count', async () => {
    const response = await t.call('GET', 'its-organisations', { token: tokens.itc });
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(['Trainingszentrum Nord', 'Trainingszentrum Süd', 'Trainingszentrum West']);
    expect(response.headers['content-range']).toBe('its-organisations 0-2/3');
    const nord = response.body[0];
    expect(nord).toMatchObject({
      parentName: 'ITC Deutschland',
      city: 'Hamburg',
      contactEmail: 'its@example.com',
      modules: ['certificates', 'courses', 'support'],
    });
    // the site's instructors of both demo seeds (courses and certification), without the deleted one
    const atNord = await t.db
      .selectFrom('instructorProfiles')
      .select('deleted')
      .where('organisationId', '=', ids.nord)
      .execute();
    expect(atNord.some((i) => i.deleted)).toBe(true);
    expect(nord.instructorCount).toBe(atNord.filter((i) => !i.deleted).length);
    const search = await t.call('GET', `its-organisations?filter=${encodeURIComponent('{"q":"münchen"}')}`, {
      token: tokens.itc,
    });
    expect(names(search.body)).toEqual(['Trainingszentrum Süd']);
  });

  it('shows the other ITC only its own site and refuses users without the feature', async () => {
    expect(names((await t.call('GET', 'its-organisations', { token: tokens.itcCh })).body)).toEqual([
      'Ausbildungszentrum Bern',
    ]);
    expect((await t.call('GET', `its-organisations/${ids.nord}`, { token: tokens.itcCh })).status).toBe(404);
    expect((await t.call('GET', 'its-organisations', { token: tokens.its })).status).toBe(403);
    expect((await t.call('GET', 'its-organisations', { token: tokens.instructor })).status).toBe(403);
    expect((await t.call('GET', 'its-organisations', { token: tokens.plain })).status).toBe(403);
    expect((await t.call('GET', 'its-organisations')).status).toBe(401);
  });

  it('creates a site under the caller’s ITC with default modules and an audit row', async () => {
    const response = await t.call('POST', 'its-organisations', {
      token: tokens.itc,
      body: {
        name: ' Trainingszentrum Ost ',
        city: 'Leipzig',
        zipCode: '04109',
        country: 'DE',
        contactName: 'Ole Ost',
        contactEmail: 'ost@example.com',
        phone: '',
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Trainingszentrum Ost',
      type: 'its',
      parentId: ids.itc,
      modules: ['certificates', 'courses'],
      phone: null,
      instructorCount: 0,
    });
    const audit = await t.db.selectFrom('auditLog').select('action').where('entityId', '=', response.body.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['create']);
    expect(names((await t.call('GET', 'its-organisations', { token: tokens.itc })).body)).toContain(
      'Trainingszentrum Ost',
    );
  });

  it('refuses bad input, a taken name, the internal module and a foreign ITC, writing nothing', async () => {
    const count = async () => (await t.db.selectFrom('organisations').select('id').execute()).length;
    const before = await count();
    const bad = await t.call('POST', 'its-organisations', {
      token: tokens.itc,
      body: { name: '', contactEmail: 'nope' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ name: 'Field required.' });
    expect(bad.body.errors.contactEmail).toBeDefined();
    expect(
      (await t.call('POST', 'its-organisations', { token: tokens.itc, body: { name: 'trainingszentrum nord' } }))
        .status,
    ).toBe(409);
    expect(
      (
        await t.call('POST', 'its-organisations', {
          token: tokens.itc,
          body: { name: 'Intern', modules: ['internal'] },
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.call('POST', 'its-organisations', { token: tokens.itc, body: { name: 'Fremd', parentId: ids.itcCh } }))
        .status,
    ).toBe(404);
    expect((await t.call('POST', 'its-organisations', { token: tokens.its, body: { name: 'Eigen' } })).status).toBe(
      403,
    );
    expect(await count()).toBe(before);
  });

  it('edits a site, refusing another ITC with 404 and changing nothing', async () => {
    const response = await t.call('PATCH', `its-organisations/${ids.west}`, {
      token: tokens.itc,
      body: { phone: '+49 211 999', modules: ['certificates'] },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      phone: '+49 211 999',
      modules: ['certificates'],
      name: 'Trainingszentrum West',
    });
    expect(
      (
        await t.call('PATCH', `its-organisations/${ids.west}`, {
          token: tokens.itc,
          body: { name: 'Trainingszentrum Süd' },
        })
      ).status,
    ).toBe(409);
    const before = await t.db
      .selectFrom('organisations')
      .selectAll()
      .where('id', '=', ids.west)
      .executeTakeFirstOrThrow();
    expect(
      (await t.call('PATCH', `its-organisations/${ids.west}`, { token: tokens.itcCh, body: { name: 'Gekapert' } }))
        .status,
    ).toBe(404);
    // the ITC itself is not one of its sites
    expect(
      (await t.call('PATCH', `its-organisations/${ids.itc}`, { token: tokens.itc, body: { name: 'Umbenannt' } }))
        .status,
    ).toBe(404);
    expect(
      await t.db.selectFrom('organisations').selectAll().where('id', '=', ids.west).executeTakeFirstOrThrow(),
    ).toEqual(before);
  });

  it('lets ITC staff without the feature read the sites, but not change them', async () => {
    const { id } = await t.db
      .insertInto('users')
      .values({
        organisationId: ids.itc,
        email: 'staff@example.com',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        firstName: 'S',
        lastName: 'T',
        title: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('userFeatures')
      .values({ userId: id, feature: 'itc_instructors', action: 'manage' })
      .execute();
    const token = await t.login('staff@example.com');
    expect(names((await t.call('GET', 'its-organisations', { token })).body)).toEqual([
      'Trainingszentrum Nord',
      'Trainingszentrum Ost',
      'Trainingszentrum Süd',
      'Trainingszentrum West',
    ]);
    expect((await t.call('POST', 'its-organisations', { token, body: { name: 'Nicht erlaubt' } })).status).toBe(403);
    expect((await t.call('PATCH', `its-organisations/${ids.nord}`, { token, body: { phone: '1' } })).status).toBe(403);
  });

  it('lets internal staff reach every site, naming the ITC when creating', async () => {
    const all = await t.call('GET', 'its-organisations?itemsPerPage=-1', { token: tokens.admin, version: 'v1' });
    expect(all.body.items.map((o: { name: string }) => o.name)).toEqual(
      expect.arrayContaining(['Ausbildungszentrum Bern', 'Trainingszentrum Nord']),
    );
    expect(
      (await t.call('POST', 'its-organisations', { token: tokens.admin, body: { name: 'Zentrum Basel' } })).status,
    ).toBe(400);
    expect(
      (
        await t.call('POST', 'its-organisations', {
          token: tokens.admin,
          body: { name: 'Zentrum Basel', parentId: ids.itcCh },
        })
      ).status,
    ).toBe(201);
  });
});
