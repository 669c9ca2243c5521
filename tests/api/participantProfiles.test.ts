import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helper';

/** Participant profiles: CRUD, soft delete, the linked user, lists on v1 and v2, scopes. */
let t: TestApp;
let its: string; // coordinator of Trainingszentrum Nord
let sued: string; // coordinator of Trainingszentrum Süd
let itc: string;
let itcCh: string;
let plain: string;
let nord: string;
let sud: string;

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

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
});
afterAll(() => t.close());

const create = (token: string, body: Record<string, unknown>) =>
  t.call('POST', 'participant-profiles', { token, body });
const count = async () =>
  Number(
    (
      await t.db
        .selectFrom('participantProfiles')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('create and read', () => {
  it('creates a profile in the own organisation, trims texts and writes an audit row', async () => {
    const response = await create(its, {
      title: ' Dr. ',
      firstName: 'Greta',
      lastName: ' Sommerfeld ',
      email: 'greta@example.com',
      phoneNumber: '',
      customerNumber: 'K-9001',
      qualification: 'Ärztin',
      foodPreference: 'vegan',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: 'Dr.',
      firstName: 'Greta',
      lastName: 'Sommerfeld',
      phoneNumber: null,
      organisationId: nord,
      organisationName: 'Trainingszentrum Nord',
      user: null,
      deleted: false,
    });
    const read = await t.call('GET', `participant-profiles/${response.body.id}`, { token: its });
    expect(read.body).toMatchObject({ lastName: 'Sommerfeld', foodPreference: 'vegan', customerNumber: 'K-9001' });
    const audit = await t.db.selectFrom('auditLog').select('action').where('entityId', '=', response.body.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('answers the specification’s field messages for bad input and writes nothing', async () => {
    const before = await count();
    const response = await create(its, {
      firstName: ' ',
      lastName: 'x'.repeat(101),
      email: 'no-mail',
      title: 'x'.repeat(51),
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      firstName: 'Field required.',
      lastName: '100 characters maximum.',
      email: 'Invalid email',
      title: '50 characters maximum.',
    });
    expect((await create(its, { lastName: 'Ohne Vorname' })).body.errors).toEqual({ firstName: 'Field required.' });
    expect(await count()).toBe(before);
  });

  it('refuses a customer number the organisation uses already', async () => {
    const response = await create(its, { firstName: 'Paul', lastName: 'Doppel', customerNumber: 'k-9001' });
    expect(response.status).toBe(409);
    expect(response.body.errors).toEqual({ customerNumber: 'Value already exists.' });
    expect((await create(sued, { firstName: 'Paul', lastName: 'Doppel', customerNumber: 'K-9001' })).status).toBe(201);
  });

  it('links a user of the organisation once, shown as a nested object', async () => {
    const uwe = await t.userId('user@example.com');
    const linked = await create(its, { firstName: 'Uwe', lastName: 'Nutzer', userId: uwe });
    expect(linked.status).toBe(201);
    expect(linked.body.user).toEqual({ id: uwe, email: 'user@example.com', firstName: 'Uwe', lastName: 'Nutzer' });
    // Jonas Becker has his profile at Nord already
    const jonas = await create(its, {
      firstName: 'Jonas',
      lastName: 'Becker',
      userId: await t.userId('instructor@example.com'),
    });
    expect(jonas.status).toBe(409);
    expect(jonas.body.errors).toEqual({ userId: 'Value already exists.' });
    // a user of another organisation cannot be linked
    const foreign = await create(its, {
      firstName: 'Markus',
      lastName: 'Bauer',
      userId: await t.userId('its.sued@example.com'),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual({ userId: 'Invalid value.' });
  });

  it('refuses creating into another organisation (404) and callers without the feature (403)', async () => {
    const before = await count();
    expect((await create(its, { firstName: 'A', lastName: 'B', organisationId: sud })).status).toBe(404);
    expect((await create(plain, { firstName: 'A', lastName: 'B' })).status).toBe(403);
    expect((await t.call('GET', 'participant-profiles', { token: plain })).status).toBe(403);
    // the ITC reads its sites' participants (for course forms) but does not change them
    expect((await create(itc, { firstName: 'A', lastName: 'B', organisationId: nord })).status).toBe(403);
    expect(await count()).toBe(before);
  });
});

describe('lists', () => {
  it('sorts, pages, filters and searches on v2, and v1 gives the same rows', async () => {
    const v2 = await t.call(
      'GET',
      `participant-profiles?sort=${q(['lastName', 'DESC'])}&range=${q([2, 6])}&filter=${q({ organisationId: nord, deleted: false })}`,
      { token: its },
    );
    expect(v2.status).toBe(200);
    expect(v2.body).toHaveLength(5);
    const names = v2.body.map((p: { lastName: string }) => p.lastName);
    expect(names).toEqual([...names].sort((a: string, b: string) => b.localeCompare(a, 'de')));
    const total = Number(String(v2.headers['content-range']).split('/')[1]);
    expect(v2.headers['content-range']).toBe(`participant-profiles 2-6/${total}`);
    const v1 = await t.call(
      'GET',
      `participant-profiles?page=2&itemsPerPage=5&sortBy=lastName&sortDesc=true&organisationId=${nord}&deleted=false`,
      { token: its, version: 'v1' },
    );
    const v2Page2 = await t.call(
      'GET',
      `participant-profiles?sort=${q(['lastName', 'DESC'])}&range=${q([5, 9])}&filter=${q({ organisationId: nord, deleted: false })}`,
      { token: its },
    );
    expect(v1.body.total).toBe(total);
    expect(v1.body.items).toEqual(v2Page2.body);

    const search = await t.call('GET', `participant-profiles?filter=${q({ q: 'KRÜGER' })}`, { token: its });
    expect(search.body.map((p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`)).toEqual([
      'Sabine Krüger',
    ]);
    const searchV1 = await t.call('GET', 'participant-profiles?search=kr%C3%BCger', { token: its, version: 'v1' });
    expect(searchV1.body.items).toEqual(search.body);
  });

  it('finds a person by the whole name in either order, and still by customer number and qualification', async () => {
    const found = async (text: string) =>
      (await t.call('GET', `participant-profiles?filter=${q({ q: text })}`, { token: its })).body.map(
        (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`,
      );
    expect(await found('Sabine Krüger')).toEqual(['Sabine Krüger']);
    expect(await found('krüger, sabine')).toEqual(['Sabine Krüger']);
    expect(await found('K-9001')).toEqual(['Greta Sommerfeld']);
    expect(await found('rztin')).toContain('Greta Sommerfeld');
  });

  it('sorts by the nested user e-mail (dotted path)', async () => {
    const response = await t.call('GET', `participant-profiles?sort=${q(['user.email', 'ASC'])}&range=${q([0, 1])}`, {
      token: its,
    });
    expect(response.body.map((p: { user: { email: string } | null }) => p.user?.email)).toEqual([
      'instructor@example.com',
      'user@example.com',
    ]);
  });

  it('groups by organisation for an ITC, which sees all its sites and no others', async () => {
    const response = await t.call(
      'GET',
      'participant-profiles?itemsPerPage=-1&groupBy=organisationName&sortBy=lastName',
      { token: itc, version: 'v1' },
    );
    const rows: { id: string; organisationName: string; lastName: string }[] = response.body.items;
    const organisations = rows.map((r) => r.organisationName);
    expect([...new Set(organisations)]).toEqual([
      'Trainingszentrum Nord',
      'Trainingszentrum Süd',
      'Trainingszentrum West',
    ]);
    // grouped: each organisation's rows are contiguous and sorted by last name inside the group
    for (const name of new Set(organisations)) {
      const group = rows.filter((r) => r.organisationName === name).map((r) => r.lastName);
      expect(group).toEqual([...group].sort((a, b) => a.localeCompare(b, 'de')));
    }
    const v2 = await t.call(
      'GET',
      `participant-profiles?groupBy=organisationName&sort=${q(['lastName', 'ASC'])}&range=${q([0, 999])}`,
      { token: itc },
    );
    expect(v2.body).toEqual(rows);
    // another ITC sees none of them, only the participants of its own site (Ausbildungszentrum Bern)
    const bern = (
      await t.db
        .selectFrom('organisations')
        .select('id')
        .where('name', '=', 'Ausbildungszentrum Bern')
        .executeTakeFirstOrThrow()
    ).id;
    const swiss = await t.call('GET', 'participant-profiles?itemsPerPage=-1', { token: itcCh, version: 'v1' });
    const atBern = await t.db
      .selectFrom('participantProfiles')
      .select('id')
      .where('organisationId', '=', bern)
      .execute();
    expect(atBern.length).toBeGreaterThan(0);
    expect(swiss.body.items.map((p: { id: string }) => p.id).sort()).toEqual(atBern.map((p) => p.id).sort());
    expect(swiss.body.items.filter((p: { id: string }) => rows.some((r) => r.id === p.id))).toEqual([]);
    expect((await t.call('GET', 'participant-profiles?groupBy=password', { token: itc, version: 'v1' })).status).toBe(
      400,
    );
  });

  it('filters participants who are no instructor yet', async () => {
    const without = await t.call(
      'GET',
      `participant-profiles?filter=${q({ withoutInstructorProfile: true })}&range=${q([0, 999])}`,
      { token: its },
    );
    expect(without.body.map((p: { lastName: string }) => p.lastName)).not.toContain('Becker');
    const withProfile = await t.call(
      'GET',
      `participant-profiles?filter=${q({ withoutInstructorProfile: false })}&range=${q([0, 999])}`,
      { token: its },
    );
    expect(withProfile.body.map((p: { lastName: string }) => p.lastName)).toContain('Becker');
  });
});

describe('update, soft delete and restore', () => {
  let id: string;
  beforeAll(async () => {
    id = (await create(its, { firstName: 'Rita', lastName: 'Rot', customerNumber: 'K-9100' })).body.id;
  });

  it('updates fields and ignores what a form sends back besides them', async () => {
    const response = await t.call('PATCH', `participant-profiles/${id}`, {
      token: its,
      body: { qualification: 'Hebamme', organisationName: 'x', user: null, id },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      firstName: 'Rita',
      qualification: 'Hebamme',
      organisationName: 'Trainingszentrum Nord',
    });
    expect(
      (await t.call('PATCH', `participant-profiles/${id}`, { token: its, body: { customerNumber: 'K-9001' } })).status,
    ).toBe(409);
    expect((await t.call('PATCH', `participant-profiles/${id}`, { token: its, body: { lastName: '' } })).status).toBe(
      400,
    );
  });

  it('soft-deletes, refuses updates of the deleted row with 409 and restores it', async () => {
    const deleted = await t.call('DELETE', `participant-profiles/${id}`, { token: its });
    expect(deleted.body.deleted).toBe(true);
    const update = await t.call('PATCH', `participant-profiles/${id}`, { token: its, body: { qualification: 'x' } });
    expect(update.status).toBe(409);
    expect(update.body.code).toBe('DELETED');
    const onlyDeleted = await t.call('GET', `participant-profiles?filter=${q({ deleted: true })}`, { token: its });
    expect(onlyDeleted.body.map((p: { id: string }) => p.id)).toEqual([id]);
    expect((await t.call('POST', `participant-profiles/${id}/restore`, { token: its })).body.deleted).toBe(false);
    const actions = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('entityId', '=', id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'delete', 'restore']);
  });

  it('deletes and restores several in one call', async () => {
    const ids = [
      (await create(its, { firstName: 'A', lastName: 'Bulk' })).body.id,
      (await create(its, { firstName: 'B', lastName: 'Bulk' })).body.id,
    ];
    expect((await t.call('POST', 'participant-profiles/delete-many', { token: its, body: { ids } })).status).toBe(200);
    expect(
      (await t.db.selectFrom('participantProfiles').select('deleted').where('id', 'in', ids).execute()).every(
        (p) => p.deleted,
      ),
    ).toBe(true);
    expect((await t.call('POST', 'participant-profiles/restore-many', { token: its, body: { ids } })).status).toBe(200);
    expect(
      (await t.db.selectFrom('participantProfiles').select('deleted').where('id', 'in', ids).execute()).every(
        (p) => !p.deleted,
      ),
    ).toBe(true);
  });

  it('answers 404 to another site on read, update, delete and restore, changing nothing', async () => {
    const before = await t.db
      .selectFrom('participantProfiles')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect((await t.call('GET', `participant-profiles/${id}`, { token: sued })).status).toBe(404);
    expect(
      (await t.call('PATCH', `participant-profiles/${id}`, { token: sued, body: { lastName: 'Gekapert' } })).status,
    ).toBe(404);
    expect((await t.call('DELETE', `participant-profiles/${id}`, { token: sued })).status).toBe(404);
    expect((await t.call('POST', `participant-profiles/${id}/restore`, { token: sued })).status).toBe(404);
    expect(
      (await t.call('POST', 'participant-profiles/delete-many', { token: sued, body: { ids: [id] } })).status,
    ).toBe(404);
    expect((await t.call('GET', `participant-profiles/${id}`, { token: itcCh })).status).toBe(404);
    expect(
      await t.db.selectFrom('participantProfiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    ).toEqual(before);
  });
});
