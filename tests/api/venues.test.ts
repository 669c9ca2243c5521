import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helper';

/** The generic resource behaviour (list, CRUD, soft delete, scopes), exercised on venues. */
let t: TestApp;
let its: string; // coordinator of Trainingszentrum Nord
let sued: string; // coordinator of Trainingszentrum Süd
let itc: string;
let itcCh: string;
let plain: string;
let nord: string;
let sud: string;

beforeAll(async () => {
  t = await testApp();
  [its, sued, itc, itcCh, plain] = await Promise.all(
    ['its@example.com', 'its.sued@example.com', 'itc@example.com', 'itc.ch@example.com', 'user@example.com'].map((e) =>
      t.login(e),
    ),
  );
  const orgs = await t.db.selectFrom('organisations').select(['id', 'name']).execute();
  nord = orgs.find((o) => o.name === 'Trainingszentrum Nord')!.id;
  sud = orgs.find((o) => o.name === 'Trainingszentrum Süd')!.id;
  await t.db.deleteFrom('venues').execute();
});
afterAll(() => t.close());

const create = (token: string, body: Record<string, unknown>) => t.call('POST', 'venues', { token, body });
const venueCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('venues')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('create and read', () => {
  it('creates a venue in the own organisation, trims texts and writes an audit row', async () => {
    const response = await create(its, {
      name: '  Schulungsraum 1 ',
      address: 'Elbchaussee 12, 22763 Hamburg',
      comment: '',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Schulungsraum 1',
      comment: null,
      organisationId: nord,
      organisationName: 'Trainingszentrum Nord',
      deleted: false,
    });
    const read = await t.call('GET', `venues/${response.body.id}`, { token: its });
    expect(read.body.name).toBe('Schulungsraum 1');
    const audit = await t.db.selectFrom('auditLog').selectAll().where('entityId', '=', response.body.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('answers field messages for bad input and writes nothing', async () => {
    const before = await venueCount();
    const response = await create(its, { name: '', address: 'x'.repeat(501), capacity: 3 });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ name: 'Field required.', address: '500 characters maximum.' });
    expect((await create(its, { address: 'no name' })).body.errors).toEqual({ name: 'Field required.' });
    expect((await create(its, { name: 42 })).status).toBe(400);
    expect(await venueCount()).toBe(before);
  });

  it('refuses a second venue of the same name in the organisation, ignoring case', async () => {
    const response = await create(its, { name: 'schulungsraum 1' });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'NOT_UNIQUE', errors: { name: 'Value already exists.' } });
    // another organisation may use the name
    expect((await create(sued, { name: 'Schulungsraum 1' })).status).toBe(201);
  });

  it('refuses creating into an organisation outside the scope with 404', async () => {
    const before = await venueCount();
    expect((await create(its, { name: 'Fremd', organisationId: sud })).status).toBe(404);
    expect(await venueCount()).toBe(before);
  });

  it('lets an ITC create for one of its sites, not for another ITC’s site', async () => {
    expect((await create(itc, { name: 'Hörsaal ITC', organisationId: sud })).status).toBe(201);
    const bern = (
      await t.db
        .selectFrom('organisations')
        .select('id')
        .where('name', '=', 'Ausbildungszentrum Bern')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await create(itc, { name: 'Bern', organisationId: bern })).status).toBe(404);
  });

  it('refuses users without the feature with 403 and anonymous callers with 401', async () => {
    expect((await t.call('GET', 'venues', { token: plain })).status).toBe(403);
    expect((await create(plain, { name: 'x' })).status).toBe(403);
    expect((await t.call('GET', 'venues')).status).toBe(401);
  });
});

describe('lists', () => {
  beforeAll(async () => {
    for (const name of ['Aula', 'Bibliothek', 'Cafeteria', 'Dachgeschoss', 'Erdgeschoss 100%'])
      await create(its, { name, address: `${name}weg 1` });
  });

  it('pages, sorts and counts on v2, with Content-Range', async () => {
    const page = await t.call(
      'GET',
      `venues?sort=${encodeURIComponent('["name","DESC"]')}&range=${encodeURIComponent('[1,2]')}`,
      { token: its },
    );
    expect(page.status).toBe(200);
    expect(page.body.map((v: { name: string }) => v.name)).toEqual(['Erdgeschoss 100%', 'Dachgeschoss']);
    expect(page.headers['content-range']).toBe('venues 1-2/6');
  });

  it('gives the same rows on v1 with the data-table options', async () => {
    const v2 = await t.call(
      'GET',
      `venues?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[2,3]')}`,
      { token: its },
    );
    const v1 = await t.call('GET', 'venues?page=2&itemsPerPage=2&sortBy=name&sortDesc=false', {
      token: its,
      version: 'v1',
    });
    expect(v1.body.total).toBe(6);
    expect(v1.body.items).toEqual(v2.body);
    const all = await t.call('GET', 'venues?itemsPerPage=-1', { token: its, version: 'v1' });
    expect(all.body.items).toHaveLength(6);
  });

  it('searches case-insensitively with literal % and _, and filters by id', async () => {
    const search = (q: string) =>
      t.call('GET', `venues?filter=${encodeURIComponent(JSON.stringify({ q }))}`, { token: its });
    expect((await search('BIBLIO')).body.map((v: { name: string }) => v.name)).toEqual(['Bibliothek']);
    expect((await search('100%')).body.map((v: { name: string }) => v.name)).toEqual(['Erdgeschoss 100%']);
    expect((await search('%')).body).toHaveLength(1);
    const v1 = await t.call('GET', 'venues?search=weg', { token: its, version: 'v1' });
    expect(v1.body.total).toBe(5);
    const ids = (await search('a')).body.slice(0, 2).map((v: { id: string }) => v.id);
    const many = await t.call('GET', `venues?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`, {
      token: its,
    });
    expect(many.body.map((v: { id: string }) => v.id).sort()).toEqual([...ids].sort());
  });

  it('shows a site only its own rows and an ITC those of all its sites', async () => {
    const own = await t.call('GET', 'venues?itemsPerPage=-1', { token: sued, version: 'v1' });
    expect(own.body.items.every((v: { organisationId: string }) => v.organisationId === sud)).toBe(true);
    const network = await t.call('GET', 'venues?itemsPerPage=-1', { token: itc, version: 'v1' });
    expect(new Set(network.body.items.map((v: { organisationName: string }) => v.organisationName))).toEqual(
      new Set(['Trainingszentrum Nord', 'Trainingszentrum Süd']),
    );
    expect((await t.call('GET', 'venues', { token: itcCh })).body).toEqual([]);
  });

  it('answers 400 for malformed list parameters', async () => {
    for (const query of [
      'sort=["name"',
      'sort=["name","UP"]',
      'sort=["password","ASC"]',
      'range=[5,1]',
      'range=[0,100000]',
      'range=[-1,3]',
      'filter=[1]',
      'filter={"deleted":"yes"}',
      'filter={"id":["nope"]}',
      'filter={"secret":1}',
    ]) {
      const response = await t.call('GET', `venues?${query.replace(/[[\]{}"%]/g, encodeURIComponent)}`, { token: its });
      expect(response.status, query).toBe(400);
    }
    for (const query of ['page=0', 'itemsPerPage=0', 'itemsPerPage=abc', 'sortDesc=maybe', 'deleted=[']) {
      expect((await t.call('GET', `venues?${query}`, { token: its, version: 'v1' })).status, query).toBe(400);
    }
  });
});

describe('update, soft delete and restore', () => {
  let id: string;
  beforeAll(async () => {
    id = (await create(its, { name: 'Seminarraum', address: 'Nord' })).body.id;
  });

  it('updates fields and refuses a name taken by another venue', async () => {
    const response = await t.call('PATCH', `venues/${id}`, { token: its, body: { address: 'Neue Adresse 5' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: 'Seminarraum', address: 'Neue Adresse 5' });
    expect((await t.call('PATCH', `venues/${id}`, { token: its, body: { name: 'AULA' } })).status).toBe(409);
    expect((await t.call('PATCH', `venues/${id}`, { token: its, body: { name: '' } })).status).toBe(400);
  });

  it('soft-deletes, refuses updates of the deleted row with 409, lists it among the deleted and restores it', async () => {
    const deleted = await t.call('DELETE', `venues/${id}`, { token: its });
    expect(deleted.body.deleted).toBe(true);
    const update = await t.call('PATCH', `venues/${id}`, { token: its, body: { address: 'x' } });
    expect(update.status).toBe(409);
    expect(update.body.code).toBe('DELETED');
    const onlyDeleted = await t.call('GET', `venues?filter=${encodeURIComponent('{"deleted":true}')}`, { token: its });
    expect(onlyDeleted.body.map((v: { id: string }) => v.id)).toEqual([id]);
    const notDeleted = await t.call('GET', 'venues?deleted=false&itemsPerPage=-1', { token: its, version: 'v1' });
    expect(notDeleted.body.items.map((v: { id: string }) => v.id)).not.toContain(id);
    const restored = await t.call('POST', `venues/${id}/restore`, { token: its });
    expect(restored.body.deleted).toBe(false);
    const actions = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('entityId', '=', id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'delete', 'restore']);
  });

  it('refuses restoring a row whose name was taken meanwhile', async () => {
    const first = (await create(its, { name: 'Doppelt' })).body.id;
    await t.call('DELETE', `venues/${first}`, { token: its });
    await create(its, { name: 'Doppelt' });
    const response = await t.call('POST', `venues/${first}/restore`, { token: its });
    expect(response.status).toBe(409);
    expect((await t.call('GET', `venues/${first}`, { token: its })).body.deleted).toBe(true);
  });

  it('deletes and restores several rows in one call, all or none', async () => {
    const ids = [(await create(its, { name: 'Bulk 1' })).body.id, (await create(its, { name: 'Bulk 2' })).body.id];
    const foreign = (await create(sued, { name: 'Süd Bulk' })).body.id;
    expect((await t.call('POST', 'venues/delete-many', { token: its, body: { ids: [...ids, foreign] } })).status).toBe(
      404,
    );
    const stillThere = await t.db.selectFrom('venues').select('deleted').where('id', 'in', ids).execute();
    expect(stillThere.every((v) => !v.deleted)).toBe(true);
    expect((await t.call('POST', 'venues/delete-many', { token: its, body: { ids } })).body.sort()).toEqual(
      [...ids].sort(),
    );
    expect(
      (await t.db.selectFrom('venues').select('deleted').where('id', 'in', ids).execute()).every((v) => v.deleted),
    ).toBe(true);
    expect((await t.call('POST', 'venues/restore-many', { token: its, body: { ids } })).status).toBe(200);
    expect((await t.call('POST', 'venues/delete-many', { token: its, body: { ids: [] } })).status).toBe(400);
  });

  it('answers 404 to another site on read, update, delete and restore, changing nothing', async () => {
    const before = await t.db.selectFrom('venues').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect((await t.call('GET', `venues/${id}`, { token: sued })).status).toBe(404);
    expect((await t.call('PATCH', `venues/${id}`, { token: sued, body: { name: 'Gekapert' } })).status).toBe(404);
    expect((await t.call('DELETE', `venues/${id}`, { token: sued })).status).toBe(404);
    expect((await t.call('POST', `venues/${id}/restore`, { token: sued })).status).toBe(404);
    expect((await t.call('GET', `venues/${id}`, { token: itcCh })).status).toBe(404);
    expect(await t.db.selectFrom('venues').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(before);
  });
});
