import { expect } from 'vitest';
import { isScalar, offers, writableFields, type Field, type ResourceDefinition } from '../../../src/domain/resources';
import type { Kysely } from 'kysely';
import { EXTENSIONS } from '../../../server/resources/registry';
import { tableOf } from '../../../server/resources/table';
import type { Call, TestApp } from '../helper';
import type { Victim } from '../isolation/fixtures';
import { newRowBody } from '../isolation/matrix';

/**
 * The CRUD tests of a declared resource, from its definition, as its isolation probes are
 * (isolation/matrix.ts): create and read back, update, delete and restore, validation and sort.
 * tests/api/declaredResources.test.ts runs them for every resource of src/domain/resources/, so a
 * new resource is tested without a test file of its own. Internal staff (admin@) call them: they
 * reach every organisation, and the rows they write are the victim's site's.
 */
export interface CrudContext {
  t: TestApp;
  token: string;
  victim: Victim;
}
type Check = (c: CrudContext) => Promise<void>;
type Body = Record<string, unknown>;

/** Fails with what the server answered, so a refusal names the fields it found wrong. */
function expectStatus(response: Call, status: number, what: string) {
  expect(response.status, `${what}: ${JSON.stringify(response.body)}`).toBe(status);
}

/** A note of the resource (a multiline text a client writes on update): free of rules, so a check may change it. */
const noteOf = (definition: ResourceDefinition) =>
  writableFields(definition.fields).find(
    ([, field]) => field.kind === 'text' && field.multiline && !field.createOnly && !field.writeOnly,
  ) as [string, Extract<Field, { kind: 'text' }>] | undefined;

/** A valid new row's body, its texts and e-mail addresses marked with the resource's name. */
const newBody = (definition: ResourceDefinition, c: CrudContext): Body =>
  newRowBody(definition, c.victim, definition.name);

/** The row the checks of a resource share, created by the first that needs it (one per resource: some allow one per person). */
const created = new WeakMap<TestApp, Map<string, Body & { id: string }>>();
async function rowOf(definition: ResourceDefinition, c: CrudContext) {
  const rows = created.get(c.t) ?? new Map<string, Body & { id: string }>();
  created.set(c.t, rows);
  let row = rows.get(definition.name);
  if (!row) {
    const response = await c.t.call('POST', definition.name, { token: c.token, body: newBody(definition, c) });
    expectStatus(response, 201, `POST /${definition.name}`);
    row = response.body as Body & { id: string };
    rows.set(definition.name, row);
  }
  return row;
}

/** The actions of a record's history, newest first. */
async function historyOf(definition: ResourceDefinition, c: CrudContext, id: string) {
  const changes = await c.t.call('GET', `${definition.name}/${id}/changes`, { token: c.token });
  expectStatus(changes, 200, `GET /${definition.name}/:id/changes`);
  return (changes.body as { action: string }[]).map((entry) => entry.action);
}

const creates: Check = async function (this: ResourceDefinition, c) {
  const row = await rowOf(this, c);
  const read = await c.t.call('GET', `${this.name}/${row.id}`, { token: c.token });
  expectStatus(read, 200, `GET /${this.name}/:id`);
  expect(read.body).toEqual(row);
  const missing = await c.t.call('GET', `${this.name}/00000000-0000-4000-8000-000000000000`, { token: c.token });
  expect(missing.status).toBe(404);
  expect(await historyOf(this, c, row.id)).toEqual(['create']);
};

/** Changes the record's note where it has one, else sends the record back whole, as a form does (PUT). */
const updates: Check = async function (this: ResourceDefinition, c) {
  const id = offers(this, 'create') ? (await rowOf(this, c)).id : c.victim.rows[this.name];
  const note = noteOf(this);
  const before = (await c.t.call('GET', `${this.name}/${id}`, { token: c.token })).body as Body;
  const change: Body = note ? { [note[0]]: 'Geändert'.slice(0, note[1].max) } : before;
  const updated = await c.t.call(note ? 'PATCH' : 'PUT', `${this.name}/${id}`, { token: c.token, body: change });
  expectStatus(updated, 200, `update of ${this.name}`);
  expect(updated.body.id).toBe(id);
  if (note) expect(updated.body[note[0]]).toBe(change[note[0]]);
  expect((await historyOf(this, c, id))[0]).toBe('update');
};

/** Lifts the row's `updatedAt`, where a write by someone else left its version as it was. */
const touch = (definition: ResourceDefinition, c: CrudContext, id: string) =>
  (c.t.db as unknown as Kysely<Record<string, { id: string; updatedAt: Date }>>)
    .updateTable(tableOf(definition, EXTENSIONS.get(definition.name)))
    .set({ updatedAt: new Date() })
    .where('id', '=', id)
    .execute();

/**
 * Two people on one record: the later write with the version it loaded is refused (412) with the
 * record as it is now and who changed it, and changes nothing; a whole record sent back without a
 * version is refused (428); a delete with the old version too, and a restore of a deleted row.
 */
const refusesStale: Check = async function (this: ResourceDefinition, c) {
  const id = offers(this, 'create') ? (await rowOf(this, c)).id : c.victim.rows[this.name];
  const read = async () => (await c.t.call('GET', `${this.name}/${id}`, { token: c.token })).body as Body;
  const loaded = await read();
  expect(loaded.version, `${this.name}: a read answers the version`).toEqual(expect.any(String));
  // the first writer saves: the version moves on
  const note = noteOf(this);
  const first = await c.t.call(note ? 'PATCH' : 'PUT', `${this.name}/${id}`, {
    token: c.token,
    body: note ? { [note[0]]: 'Erste Änderung'.slice(0, note[1].max), version: loaded.version } : loaded,
  });
  expectStatus(first, 200, `first write of ${this.name}`);
  // the record sent back changed nothing (an instructor without an AHA id keeps none, and
  // which instructor the victim's row is depends on the run's ids): someone else's write, then
  if (first.body.version === loaded.version) await touch(this, c, id);
  const now = await read();
  expect(now.version, `${this.name}: a change moves the version on`).not.toBe(loaded.version);
  // the second, with what he loaded before: refused, nothing written
  const second = await c.t.call('PUT', `${this.name}/${id}`, { token: c.token, body: loaded });
  expectStatus(second, 412, `stale PUT of ${this.name}`);
  expect(second.body).toMatchObject({ code: 'CHANGED_MEANWHILE', current: { id, version: now.version } });
  expect(second.body.changedBy).toBe('Anna Admin');
  const ifMatch = await c.t.call('PATCH', `${this.name}/${id}`, {
    token: c.token,
    body: {},
    headers: { 'if-match': `"${String(loaded.version)}"` },
  });
  expectStatus(ifMatch, 412, `PATCH of ${this.name} with a stale If-Match`);
  const { version: _version, ...whole } = now;
  expectStatus(
    await c.t.call('PUT', `${this.name}/${id}`, { token: c.token, body: whole }),
    428,
    'PUT without version',
  );
  if (offers(this, 'delete') && (this.softDelete || EXTENSIONS.get(this.name)?.remove)) {
    const headers = { 'if-match': String(loaded.version) };
    expectStatus(await c.t.call('DELETE', `${this.name}/${id}`, { token: c.token, headers }), 412, 'stale DELETE');
  }
  expect(await read()).toEqual(now);
  if (offers(this, 'delete') && this.softDelete) await refusesStaleRestore(this, c, id, now);
};

/**
 * A deleted row restored on the version it had when the user saw it deleted, after someone else
 * restored and deleted it again: refused (412), the row stays deleted; restored on its version now.
 */
async function refusesStaleRestore(definition: ResourceDefinition, c: CrudContext, id: string, now: Body) {
  const { name } = definition;
  const read = async () => (await c.t.call('GET', `${name}/${id}`, { token: c.token })).body as Body;
  const ifMatch = (version: unknown) => ({ 'if-match': `"${String(version)}"` });
  const deleted = await c.t.call('DELETE', `${name}/${id}`, { token: c.token, headers: ifMatch(now.version) });
  expectStatus(deleted, 200, `DELETE /${name}/:id on its version`);
  const seen = (await read()).version;
  expectStatus(await c.t.call('POST', `${name}/${id}/restore`, { token: c.token }), 200, 'their restore');
  expectStatus(await c.t.call('DELETE', `${name}/${id}`, { token: c.token }), 200, 'their delete');
  if ((await read()).version === seen) await touch(definition, c, id);
  const gone = await read();
  expect(gone).toMatchObject({ deleted: true });
  expect(gone.version, `${name}: deleted again, a new version`).not.toBe(seen);
  const stale = await c.t.call('POST', `${name}/${id}/restore`, { token: c.token, headers: ifMatch(seen) });
  expectStatus(stale, 412, `stale restore of ${name}`);
  expect(stale.body).toMatchObject({
    code: 'CHANGED_MEANWHILE',
    current: { id, deleted: true, version: gone.version },
  });
  expect(await read()).toEqual(gone);
  const restored = await c.t.call('POST', `${name}/${id}/restore`, { token: c.token, headers: ifMatch(gone.version) });
  expectStatus(restored, 200, `restore of ${name} on its version`);
  expect(restored.body).toMatchObject({ id, deleted: false });
}

/** How many rows the resource's list holds (its Content-Range). */
async function total(definition: ResourceDefinition, c: CrudContext) {
  const page = await c.t.call('GET', `${definition.name}?range=[0,0]`, { token: c.token });
  return Number(String(page.headers['content-range']).split('/')[1]);
}

const deletes: Check = async function (this: ResourceDefinition, c) {
  const { id } = await rowOf(this, c);
  const entries = (await historyOf(this, c, id)).length;
  const listed = await total(this, c);
  const deleted = await c.t.call('DELETE', `${this.name}/${id}`, { token: c.token });
  expectStatus(deleted, 200, `DELETE /${this.name}/:id`);
  if (!this.softDelete) {
    expect((await c.t.call('GET', `${this.name}/${id}`, { token: c.token })).status).toBe(404);
    return;
  }
  expect(deleted.body).toMatchObject({ id, deleted: true });
  // out of the list unless asked for, and back in once restored
  expect(await total(this, c)).toBe(listed - 1);
  const restored = await c.t.call('POST', `${this.name}/${id}/restore`, { token: c.token });
  expectStatus(restored, 200, `POST /${this.name}/:id/restore`);
  expect(restored.body).toMatchObject({ id, deleted: false });
  expect(await total(this, c)).toBe(listed);
  // an entry each (a user's are named deactivate and reactivate)
  expect(await historyOf(this, c, id)).toHaveLength(entries + 2);
};

/** A value one past a field's bound, where it has one a client can overstep. */
function tooMuch(field: Field): unknown {
  if (field.kind === 'text' || field.kind === 'email') return 'x'.repeat(field.max + 1);
  if ((field.kind === 'integer' || field.kind === 'number') && field.max !== undefined) return field.max + 1;
  if (field.kind === 'choice') return `${field.values[0]}-nicht`;
  return undefined;
}

/** Every required field missing, and each bounded field one past its bound: 400, naming the field; nothing written. */
const validates: Check = async function (this: ResourceDefinition, c) {
  const required = writableFields(this.fields).filter(([, field]) => field.required && !field.writeOnly);
  const before = await total(this, c);
  if (required.length) {
    const empty = await c.t.call('POST', this.name, { token: c.token, body: {} });
    expect(empty.status).toBe(400);
    for (const [name] of required) expect(empty.body.errors, `${this.name}: ${name} missing`).toHaveProperty(name);
  }
  for (const [name, field] of writableFields(this.fields)) {
    const value = tooMuch(field);
    if (value === undefined || field.writeOnly) continue;
    const wrong = await c.t.call('POST', this.name, {
      token: c.token,
      body: { ...newBody(this, c), [name]: value },
    });
    expect(wrong.status, `${this.name}.${name} = ${String(value).slice(0, 20)}`).toBe(400);
    expect(wrong.body.errors, `${this.name}.${name}`).toHaveProperty(name);
  }
  expect(await total(this, c)).toBe(before);
};

/** A text declared `unique` cannot be taken twice in one organisation, whatever its case. */
const keepsUnique: Check = async function (this: ResourceDefinition, c) {
  const first = await rowOf(this, c);
  for (const [name, field] of writableFields(this.fields)) {
    if (!(field.kind === 'text' || field.kind === 'email') || !field.unique || typeof first[name] !== 'string')
      continue;
    const body = { ...newBody(this, c), [name]: (first[name] as string).toUpperCase() };
    const twice = await c.t.call('POST', this.name, { token: c.token, body });
    expect(twice.status, `${this.name}.${name} twice`).toBe(409);
  }
};

/** The list sorts by each single-valued field it answers, both ways; a derived value is refused with 400. */
const sorts: Check = async function (this: ResourceDefinition, c) {
  const wrong: string[] = [];
  for (const [name, field] of Object.entries(this.fields)) {
    if (!isScalar(field) || field.writeOnly) continue;
    for (const order of ['ASC', 'DESC']) {
      const sort = encodeURIComponent(JSON.stringify([name, order]));
      const response = await c.t.call('GET', `${this.name}?sort=${sort}&range=[0,4]`, { token: c.token });
      if (response.status !== (field.derived ? 400 : 200)) wrong.push(`${name} ${order}: ${response.status}`);
    }
  }
  expect(wrong).toEqual([]);
  // by id, either way, the rows come in that order
  for (const order of ['ASC', 'DESC']) {
    const page = await c.t.call('GET', `${this.name}?sort=["id","${order}"]&range=[0,9]`, { token: c.token });
    const ids = (page.body as Body[]).map((row) => row.id as string);
    const sorted = [...ids].sort();
    expect(ids).toEqual(order === 'ASC' ? sorted : sorted.reverse());
  }
};

/**
 * The checks a resource gets, by name, each bound to its definition: those of the operations it
 * offers and the server registers (a resource may leave out create, update or delete).
 */
export function declaredChecks(
  definition: ResourceDefinition,
  c: () => CrudContext,
): Record<string, () => Promise<void>> {
  const { name } = definition;
  const run = (check: Check) => () => check.call(definition, c());
  const checks: Record<string, () => Promise<void>> = {};
  const creatable = offers(definition, 'create');
  if (creatable) checks['creates a row, reads it back and audits it'] = run(creates);
  if (offers(definition, 'update')) checks['updates a row, with an audit entry'] = run(updates);
  if (offers(definition, 'update'))
    checks['refuses a write of a version changed meanwhile (412) and a whole record without one (428)'] =
      run(refusesStale);
  if (creatable) checks['refuses missing and out-of-bounds values with 400, naming the field'] = run(validates);
  if (creatable && Object.values(definition.fields).some((f) => 'unique' in f && f.unique))
    checks['refuses a unique text taken already'] = run(keepsUnique);
  // a resource kept for good deletes only where its extension removes rows
  if (creatable && offers(definition, 'delete') && (definition.softDelete || EXTENSIONS.get(name)?.remove))
    checks[definition.softDelete ? 'deletes and restores a row' : 'deletes a row for good'] = run(deletes);
  checks['sorts by every field it answers, both ways'] = run(sorts);
  return checks;
}
