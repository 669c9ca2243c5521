import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { demoIds, loginAll, type DemoUser } from './certificationHelper';
import { testApp, type TestApp } from './helper';

/** Every organisation for internal staff: each type, parent rules, the internal organisation, module gating. */
let t: TestApp;
let tokens: Record<DemoUser, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;
let internalId: string;

beforeAll(async () => {
  t = await testApp();
  tokens = await loginAll(t);
  ids = await demoIds(t);
  internalId = (
    await t.db.selectFrom('organisations').select('id').where('type', '=', 'internal').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, token = tokens.admin) =>
  t.call('POST', 'organisations', { token, body });
const count = async () => (await t.db.selectFrom('organisations').select('id').execute()).length;
const auditCount = async () =>
  (await t.db.selectFrom('auditLog').select('id').where('entity', '=', 'organisations').execute()).length;

describe('organisations', () => {
  it('lists every organisation with its type, parent and modules, filtered by type and module', async () => {
    const all = await t.call('GET', 'organisations', { token: tokens.admin });
    expect(all.status).toBe(200);
    const nord = all.body.find((o: { name: string }) => o.name === 'Trainingszentrum Nord');
    expect(nord).toMatchObject({
      type: 'its',
      parentId: ids.itc,
      parentName: 'ITC Deutschland',
      organisationId: ids.nord,
    });
    const byType = await t.call('GET', `organisations?filter=${encodeURIComponent('{"type":"itc"}')}`, {
      token: tokens.admin,
    });
    expect(byType.body.map((o: { name: string }) => o.name)).toEqual(['ITC Deutschland', 'ITC Schweiz']);
    const byModule = await t.call('GET', `organisations?filter=${encodeURIComponent('{"modules":"support"}')}`, {
      token: tokens.admin,
    });
    expect(byModule.body.map((o: { name: string }) => o.name)).toEqual(['Trainingszentrum Nord']);
  });

  it('creates an organisation of each type with an audit row', async () => {
    const bodies = [
      { name: 'Firma A', type: 'organisation' },
      { name: 'Vertrieb B', type: 'distributor', modules: ['courses'], city: 'Köln' },
      { name: 'Bildung C', type: 'education_center', modules: ['courses', 'support'] },
      { name: 'ITC D', type: 'itc', modules: ['certificates'] },
      { name: 'Standort E', type: 'its', parentId: ids.itc, modules: ['certificates', 'courses'] },
    ];
    for (const body of bodies) {
      const response = await create(body);
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ ...body, deleted: false });
      const audit = await t.db
        .selectFrom('auditLog')
        .select('action')
        .where('entity', '=', 'organisations')
        .where('entityId', '=', response.body.id)
        .execute();
      expect(audit).toEqual([{ action: 'create' }]);
    }
  });

  it('refuses bad input with a message per field and writes nothing', async () => {
    const before = [await count(), await auditCount()];
    const cases: [Record<string, unknown>, number, Record<string, string>][] = [
      [
        { name: 'Ohne ITC', type: 'its' },
        400,
        { parentId: 'A training site (ITS) belongs to a certifying body (ITC).' },
      ],
      [
        { name: 'Unter Site', type: 'its', parentId: ids.nord },
        400,
        { parentId: 'A training site (ITS) belongs to a certifying body (ITC).' },
      ],
      [
        { name: 'Zweite Zentrale', type: 'internal', modules: ['internal'] },
        400,
        { type: 'There is only one internal organisation.' },
      ],
      [
        { name: 'Heimlich intern', type: 'distributor', modules: ['internal'] },
        400,
        { modules: 'The internal module belongs to the internal organisation, which keeps it.' },
      ],
      [
        { name: 'Waise', type: 'organisation', parentId: '00000000-0000-4000-8000-000000000000' },
        400,
        { parentId: 'Invalid value.' },
      ],
      [{ name: ' itc deutschland ', type: 'itc' }, 409, { name: 'Value already exists.' }],
      [{ name: 'Falsch', type: 'club' }, 400, {}],
      [{ type: 'organisation' }, 400, { name: 'Field required.' }],
    ];
    for (const [body, status, errors] of cases) {
      const response = await create(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.errors ?? {}).toMatchObject(errors);
    }
    expect([await count(), await auditCount()]).toEqual(before);
  });

  it('keeps the parent line free of cycles and the internal organisation whole', async () => {
    const top = (await create({ name: 'Konzern', type: 'organisation' })).body.id;
    const below = (await create({ name: 'Tochter', type: 'organisation', parentId: top })).body.id;
    const cycle = await t.call('PATCH', `organisations/${top}`, { token: tokens.admin, body: { parentId: below } });
    expect(cycle.status).toBe(400);
    expect(cycle.body.errors).toEqual({ parentId: 'An organisation cannot be its own parent or lie below itself.' });
    const itself = await t.call('PATCH', `organisations/${top}`, { token: tokens.admin, body: { parentId: top } });
    expect(itself.status).toBe(400);
    expect(
      (await t.db.selectFrom('organisations').select('parentId').where('id', '=', top).executeTakeFirst())?.parentId,
    ).toBeNull();

    const lose = await t.call('PATCH', `organisations/${internalId}`, {
      token: tokens.admin,
      body: { modules: ['support'] },
    });
    expect(lose.status).toBe(400);
    const remove = await t.call('DELETE', `organisations/${internalId}`, { token: tokens.admin });
    expect(remove.status).toBe(409);
    expect(remove.body.code).toBe('INTERNAL_ORGANISATION');
    const internal = await t.db
      .selectFrom('organisations')
      .selectAll()
      .where('id', '=', internalId)
      .executeTakeFirstOrThrow();
    expect(internal).toMatchObject({ deleted: false, modules: ['internal'] });
    // the type is fixed once created: an update does not take it
    await t.call('PATCH', `organisations/${below}`, { token: tokens.admin, body: { type: 'itc' } });
    const retyped = await t.db
      .selectFrom('organisations')
      .select('type')
      .where('id', '=', below)
      .executeTakeFirstOrThrow();
    expect(retyped.type).toBe('organisation');
  });

  it('refuses ITC, ITS and plain users and anonymous callers, and changes nothing', async () => {
    for (const token of [tokens.itc, tokens.its, tokens.plain, tokens.instructor]) {
      expect((await t.call('GET', 'organisations', { token })).status).toBe(403);
      expect((await t.call('GET', `organisations/${ids.nord}`, { token })).status).toBe(403);
      expect((await create({ name: 'Eindringling', type: 'organisation' }, token)).status).toBe(403);
      const patch = await t.call('PATCH', `organisations/${ids.nord}`, { token, body: { name: 'Gekapert' } });
      expect(patch.status).toBe(403);
    }
    expect((await t.call('GET', 'organisations')).status).toBe(401);
    const nord = await t.db
      .selectFrom('organisations')
      .select('name')
      .where('id', '=', ids.nord)
      .executeTakeFirstOrThrow();
    expect(nord.name).toBe('Trainingszentrum Nord');
    expect(await t.db.selectFrom('organisations').where('name', '=', 'Eindringling').execute()).toEqual([]);
  });

  it('lets internal staff without rights read, and only administrators or holders of manage on all write', async () => {
    const staff = async (email: string, features: { feature: string; action: string }[]) => {
      const { id } = await t.db
        .insertInto('users')
        .values({
          organisationId: internalId,
          email,
          passwordHash: await hashPassword(DEMO_PASSWORD),
          firstName: 'S',
          lastName: 'T',
          title: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const f of features)
        await t.db
          .insertInto('userFeatures')
          .values({ userId: id, ...f })
          .execute();
      return t.login(email);
    };
    const reader = await staff('reader@example.com', []);
    expect((await t.call('GET', `organisations/${ids.nord}`, { token: reader })).status).toBe(200);
    expect((await create({ name: 'Nur gelesen', type: 'organisation' }, reader)).status).toBe(403);
    expect((await t.call('DELETE', `organisations/${ids.nord}`, { token: reader })).status).toBe(403);
    const manager = await staff('manager@example.com', [{ feature: 'all', action: 'manage' }]);
    expect((await create({ name: 'Vom Manager', type: 'organisation' }, manager)).status).toBe(201);
    expect(await t.db.selectFrom('organisations').where('name', '=', 'Nur gelesen').execute()).toEqual([]);
  });

  it('gates a site’s users at their next request when staff change its modules', async () => {
    const its = await t.login('its@example.com');
    const tickets = `support-tickets?filter=${encodeURIComponent(JSON.stringify({ organisationId: ids.nord }))}`;
    expect((await t.call('GET', tickets, { token: its })).status).toBe(200);
    const change = await t.call('PATCH', `organisations/${ids.nord}`, {
      token: tokens.admin,
      body: { modules: ['certificates', 'courses'] },
    });
    expect(change.status).toBe(200);
    expect(change.body.modules).toEqual(['certificates', 'courses']);
    // the same token: the session is read per request
    expect((await t.call('GET', tickets, { token: its })).status).toBe(403);
    await t.call('PATCH', `organisations/${ids.nord}`, {
      token: tokens.admin,
      body: { modules: ['certificates', 'courses', 'support'] },
    });
    expect((await t.call('GET', tickets, { token: its })).status).toBe(200);
  });
});
