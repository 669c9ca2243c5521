import { Validator } from '@seriousme/openapi-schema-validator';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_ORGANISERS } from '../../src/domain/courses';
import { RESOURCES } from '../../src/domain/resources';
import { defineResource, integer, text } from '../../src/domain/resources/define';
import { declaredChecks } from './declared/checks';
import { testApp, type TestApp } from './helper';
import { attack } from './isolation/attack';
import { ATTACKERS, loadVictim, type Victim } from './isolation/fixtures';
import { declaredProbes } from './isolation/matrix';

/**
 * A resource declared here and nowhere else (its table made by the test, as its migration would):
 * the server serves its routes, documents them, scopes them to the organisation, writes audit rows,
 * and the isolation probes derived from the definition refuse every attacker. No other file names it,
 * and it has no demo rows: the victim's room is made from the definition (isolation/fixtures.ts).
 */
const rooms = defineResource({
  name: 'rooms',
  owner: 'organisationId',
  softDelete: true,
  access: COURSE_ORGANISERS,
  fields: {
    name: text({ max: 80, required: true, unique: true }),
    seats: integer({ min: 1, max: 500 }),
  },
  display: 'name',
  list: { sort: { field: 'name', order: 'ASC' }, search: ['name'] },
});

const MIGRATION = sql`
  CREATE TABLE rooms (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    organisation_id uuid NOT NULL REFERENCES organisations (id),
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
    seats integer CHECK (seats BETWEEN 1 AND 500),
    deleted boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE UNIQUE INDEX rooms_name_key ON rooms (organisation_id, lower(name)) WHERE NOT deleted;
`;

let t: TestApp;
let victim: Victim;
let coordinator: string;
let admin: string;

beforeAll(async () => {
  t = await testApp({}, { resources: [...RESOURCES, rooms], prepare: (db) => MIGRATION.execute(db).then(() => {}) });
  // no demo rows: the fixtures make the victim's room from the definition, as for any resource without a seed file
  victim = await loadVictim(t, [...RESOURCES, rooms]);
  coordinator = await t.login('its@example.com');
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

describe('a resource declared in one definition', () => {
  it('is served with the generic routes, scoped to the organisation and audited', async () => {
    const list = await t.call('GET', 'rooms', { token: coordinator });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ id: victim.rows.rooms, deleted: false })]);
    expect(list.headers['content-range']).toBe('rooms 0-0/1');
    const [room] = list.body as { name: string }[];

    const created = await t.call('POST', 'rooms', { token: coordinator, body: { name: 'Raum 2', seats: 30 } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Raum 2', seats: 30, organisationId: victim.organisationId });
    const tooMany = await t.call('PUT', `rooms/${created.body.id}`, { token: coordinator, body: { seats: 501 } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toHaveProperty('seats');
    const twice = await t.call('POST', 'rooms', { token: coordinator, body: { name: room.name.toUpperCase() } });
    expect(twice.status).toBe(409);
    expect((await t.call('DELETE', `rooms/${created.body.id}`, { token: coordinator })).status).toBe(200);
    expect((await t.call('GET', 'rooms', { token: coordinator })).body).toHaveLength(1);

    const audit = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('entity', '=', 'rooms')
      .where('entityId', '=', created.body.id)
      .orderBy('createdAt')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'delete']);
  });

  it('is in the OpenAPI document, which stays valid', async () => {
    const doc = (await t.call('GET', '/api/docs/json')).body;
    expect(Object.keys(doc.paths['/api/v2/rooms']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/v2/rooms/{id}']).sort()).toEqual(['delete', 'get', 'patch', 'put']);
    expect(doc.paths['/api/v2/rooms/{id}'].get.responses['200'].content['application/json'].schema.properties).toEqual(
      expect.objectContaining({ name: expect.anything(), seats: expect.anything() }),
    );
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('gets isolation probes from its definition, and every attacker is refused', { timeout: 120_000 }, async () => {
    const probes = declaredProbes(rooms);
    const registered = t.app.registeredRoutes
      .filter((route) => route.url.startsWith('/api/v2/rooms') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace(/^\/api\/v2/, '')}`);
    expect(Object.keys(probes).sort()).toEqual(registered.sort());
    const tokens: Record<string, string | undefined> = { anonymous: undefined };
    for (const [name, email] of Object.entries(ATTACKERS)) tokens[name] = await t.login(email);
    expect(await attack(t, victim, tokens, probes)).toEqual([]);
  });

  // the CRUD tests every declared resource gets (declaredResources.test.ts), from the definition alone
  for (const [title, check] of Object.entries(declaredChecks(rooms, () => ({ t, token: admin, victim })))) {
    it(`${title} (its declared CRUD tests)`, check);
  }
});
