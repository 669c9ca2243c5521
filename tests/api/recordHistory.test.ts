import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helper';

/** A record's history (GET /<resource>/:id/changes) and the audit screen's list (GET /audit-log). */
let t: TestApp;
let its: string; // coordinator of Trainingszentrum Nord
let sued: string; // coordinator of Trainingszentrum Süd
let itc: string;
let admin: string; // internal staff, manage on all
let plain: string;
let nord: string;
let venueId: string;

type Entry = {
  action: string;
  actorName: string | null;
  changes: { field: string; before: unknown; after: unknown }[];
};

/** The audit log (GET /audit-log) filtered. */
const list = (token: string, filter: Record<string, unknown>, extra = '') =>
  t.call('GET', `audit-log?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`, { token });

beforeAll(async () => {
  t = await testApp();
  [its, sued, itc, admin, plain] = await Promise.all(
    ['its@example.com', 'its.sued@example.com', 'itc@example.com', 'admin@example.com', 'user@example.com'].map((e) =>
      t.login(e),
    ),
  );
  nord = (
    await t.db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', 'Trainingszentrum Nord')
      .executeTakeFirstOrThrow()
  ).id;
  const created = await t.call('POST', 'venues', { token: its, body: { name: 'Raum Elbe', address: 'Elbchaussee 1' } });
  venueId = created.body.id;
  await t.call('PATCH', `venues/${venueId}`, { token: its, body: { name: 'Raum Alster', comment: 'Beamer' } });
});
afterAll(() => t.close());

describe('GET /<resource>/:id/changes', () => {
  it('answers a venue’s writes newest first, with who and each changed field before and after', async () => {
    const response = await t.call('GET', `venues/${venueId}/changes`, { token: its });
    expect(response.status).toBe(200);
    const [update, create] = response.body as Entry[];
    expect(update).toMatchObject({ action: 'update', actorName: expect.stringMatching(/\S+ \S+/) });
    expect(update.changes).toEqual([
      { field: 'name', before: 'Raum Elbe', after: 'Raum Alster' },
      { field: 'comment', before: null, after: 'Beamer' },
    ]);
    expect(create.action).toBe('create');
    expect(create.changes).toContainEqual({ field: 'name', before: null, after: 'Raum Elbe' });
    // times the write sets anyway and the record's identity are no change worth showing
    expect(create.changes.map((c) => c.field)).not.toContain('updatedAt');
    expect(create.changes.map((c) => c.field)).not.toContain('id');
  });

  it('shows a delete and a restore of a venue', async () => {
    await t.call('DELETE', `venues/${venueId}`, { token: its });
    await t.call('POST', `venues/${venueId}/restore`, { token: its });
    const entries = (await t.call('GET', `venues/${venueId}/changes`, { token: its })).body as Entry[];
    expect(entries.slice(0, 2).map((e) => [e.action, e.changes])).toEqual([
      ['restore', [{ field: 'deleted', before: true, after: false }]],
      ['delete', [{ field: 'deleted', before: false, after: true }]],
    ]);
  });

  it('shows a course’s update with the fields that changed', async () => {
    const course = await t.db
      .selectFrom('courses')
      .select(['id', 'customer'])
      .where('organisationId', '=', nord)
      .where('status', '=', 'NEW')
      .executeTakeFirstOrThrow();
    const patched = await t.call('PATCH', `courses/${course.id}`, {
      token: its,
      body: { customer: 'Stadtwerke Kiel' },
    });
    expect(patched.status).toBe(200);
    const [update] = (await t.call('GET', `courses/${course.id}/changes`, { token: its })).body as Entry[];
    expect(update.action).toBe('update');
    expect(update.changes).toContainEqual({ field: 'customer', before: course.customer, after: 'Stadtwerke Kiel' });
  });

  it('shows the participants and trainers a course’s update adds and removes, and a pasted list', async () => {
    const course = (
      await t.call('POST', 'courses', {
        token: its,
        body: {
          courseTypeId: (
            await t.db
              .selectFrom('courseTypes')
              .select('id')
              .where('organisationId', '=', nord)
              .where('deleted', '=', false)
              .executeTakeFirstOrThrow()
          ).id,
          startDate: '2027-05-03',
          trainers: [{ instructorType: 'instructor', origin: 'free_text', name: 'Erste Trainerin' }],
          participants: [],
        },
      })
    ).body;
    const profiles = await t.db
      .selectFrom('participantProfiles')
      .select(['id', 'lastName'])
      .where('organisationId', '=', nord)
      .where('deleted', '=', false)
      .orderBy('lastName')
      .limit(2)
      .execute();
    const roster = (ids: string[]) => ids.map((participantProfileId) => ({ participantProfileId }));
    const change = async (body: object) =>
      expect((await t.call('PATCH', `courses/${course.id}`, { token: its, body })).status).toBe(200);
    await change({ participants: roster([profiles[0].id]) });
    await change({
      participants: roster([profiles[1].id]),
      trainers: [{ instructorType: 'instructor', origin: 'free_text', name: 'Zweiter Trainer' }],
    });
    const pasted = await t.call('POST', `courses/${course.id}/add-participants?dryRun=false`, {
      token: its,
      body: { rows: [{ firstName: 'Paula', lastName: 'Eingefügt' }] },
    });
    expect(pasted.status).toBe(200);

    const [added, swapped, first] = (await t.call('GET', `courses/${course.id}/changes`, { token: its }))
      .body as Entry[];
    const field = (entry: Entry, name: string) => entry.changes.find((c) => c.field === name);
    const names = (value: unknown) =>
      (value as { lastName?: string; name?: string }[]).map((p) => p.lastName ?? p.name);
    expect(names(field(first, 'participants')!.before)).toEqual([]);
    expect(names(field(first, 'participants')!.after)).toEqual([profiles[0].lastName]);
    expect(names(field(swapped, 'participants')!.before)).toEqual([profiles[0].lastName]);
    expect(names(field(swapped, 'participants')!.after)).toEqual([profiles[1].lastName]);
    expect(names(field(swapped, 'trainers')!.before)).toEqual(['Erste Trainerin']);
    expect(names(field(swapped, 'trainers')!.after)).toEqual(['Zweiter Trainer']);
    expect(added.action).toBe('add-participants');
    expect(names(field(added, 'participants')!.after)).toEqual([profiles[1].lastName, 'Eingefügt']);
    // the audit log shows the same
    const logged = await list(admin, { entity: 'courses', action: 'update' });
    const row = (logged.body as { entityId: string; changes: Entry['changes'] }[]).find(
      (r) => r.entityId === course.id,
    )!;
    expect(names(row.changes.find((c) => c.field === 'participants')!.after)).toEqual([profiles[1].lastName]);
  });

  it('never shows fields the caller could not read (a user’s password hash, his role preset)', async () => {
    const created = await t.call('POST', 'users', {
      token: itc,
      body: {
        email: 'verlauf@example.com',
        firstName: 'Vera',
        lastName: 'Lauf',
        organisationId: nord,
        language: 'de',
        authorization: 'USER',
      },
    });
    expect(created.status).toBe(201);
    const [create] = (await t.call('GET', `users/${created.body.id}/changes`, { token: itc })).body as Entry[];
    const fields = create.changes.map((c) => c.field);
    expect(fields).toContain('email');
    for (const hidden of ['passwordHash', 'authorization', 'language']) expect(fields).not.toContain(hidden);
    expect(JSON.stringify(create)).not.toMatch(/password/i);
  });

  it('answers 404 to a user of another organisation and 400 for a malformed id', async () => {
    expect((await t.call('GET', `venues/${venueId}/changes`, { token: sued })).status).toBe(404);
    expect((await t.call('GET', `venues/${venueId}/changes`)).status).toBe(401);
    expect((await t.call('GET', 'venues/not-an-id/changes', { token: its })).status).toBe(400);
  });
});

describe('GET /audit-log', () => {
  it('lists audit rows filtered by organisation, resource, action and period, with the total', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const response = await list(admin, {
      organisationId: nord,
      entity: 'venues',
      action: 'update',
      from: today,
      to: today,
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-range']).toMatch(/^audit-log 0-\d+\/\d+$/);
    const rows = response.body as { entityId: string; organisationName: string; action: string; changes: unknown[] }[];
    expect(rows.map((r) => r.entityId)).toContain(venueId);
    expect(rows.every((r) => r.action === 'update' && r.organisationName === 'Trainingszentrum Nord')).toBe(true);
    const mine = rows.find((r) => r.entityId === venueId)!;
    expect(mine.changes).toContainEqual({ field: 'name', before: 'Raum Elbe', after: 'Raum Alster' });
    // a period before the writes holds none of them
    const earlier = await list(admin, { entity: 'venues', to: '2020-01-01' });
    expect(earlier.body).toEqual([]);
  });

  it('filters by user and pages and sorts on the server', async () => {
    const itsUser = (
      await t.db.selectFrom('users').select('id').where('email', '=', 'its@example.com').executeTakeFirstOrThrow()
    ).id;
    const response = await list(
      admin,
      { userId: itsUser },
      `&sort=${encodeURIComponent('["createdAt","ASC"]')}&range=${encodeURIComponent('[0,1]')}`,
    );
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(2);
    expect(response.body.every((r: { userId: string }) => r.userId === itsUser)).toBe(true);
    expect(response.body[0].createdAt <= response.body[1].createdAt).toBe(true);
    expect(response.headers['content-range']).toMatch(/^audit-log 0-1\/([3-9]|\d\d+)$/);
  });

  it('names each record as its screens do, and says how many rows an import had (issue 25.9)', async () => {
    const venues = await list(admin, { entity: 'venues', organisationId: nord });
    const venue = (venues.body as { entityId: string; entityName: string | null; imported: unknown }[]).find(
      (r) => r.entityId === venueId,
    )!;
    // the name it has now, on every row of it
    expect(venue).toMatchObject({ entityName: 'Raum Alster', imported: null });

    // a course by its type, the name its screens give it (an earlier test changed one)
    const courses = await list(admin, { entity: 'courses' });
    const row = (courses.body as { entityId: string; entityName: string }[])[0];
    const { name } = await t.db
      .selectFrom('courses as c')
      .innerJoin('courseTypes as ct', 'ct.id', 'c.courseTypeId')
      .select('ct.name')
      .where('c.id', '=', row.entityId)
      .executeTakeFirstOrThrow();
    expect(row.entityName).toBe(name);

    const itcId = (
      await t.db
        .selectFrom('organisations')
        .select('id')
        .where('name', '=', 'ITC Deutschland')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db
      .insertInto('auditLog')
      .values({
        organisationId: itcId,
        userId: null,
        entity: 'itc-instructors',
        entityId: 'import',
        action: 'import',
        before: null,
        after: JSON.stringify({ rows: 120, created: 100, updated: 15, rejected: 5, certificates: 80 }),
      } as never)
      .execute();
    const imports = await list(admin, { action: 'import' });
    expect(imports.status).toBe(200);
    expect(imports.body[0]).toMatchObject({
      entity: 'itc-instructors',
      entityName: null,
      imported: { rows: 120, created: 100, updated: 15, rejected: 5 },
    });
  });

  it('refuses bad filters and sorts with 400', async () => {
    expect((await list(admin, { from: '2026-13-40' })).status).toBe(400);
    expect((await list(admin, { organisationId: 'nord' })).status).toBe(400);
    expect((await list(admin, { password: 'x' })).status).toBe(400);
    expect((await list(admin, {}, `&sort=${encodeURIComponent('["before","ASC"]')}`)).status).toBe(400);
  });

  it('refuses everyone but internal staff with manage on all', async () => {
    for (const token of [its, itc, plain]) expect((await list(token, {})).status).toBe(403);
    expect((await list('', {})).status).toBe(401);
  });
});
