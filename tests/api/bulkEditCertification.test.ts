import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Feature } from '../../src/domain/features';
import { hashPassword } from '../../server/auth/passwords';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { demoIds, loginAll, type DemoUser } from './certificationHelper';
import { testApp, type TestApp } from './helper';

/**
 * Bulk and grid editing on the certification lists (issue 28.6): the certificate lists change a
 * request's information only where a plain update may (in data entry), the instructor
 * administration takes AHA ids row by row only. Each refused row is named with its reason (the
 * workflow, a rule, rights, a version changed since); the others are saved with an audit row each.
 */
let t: TestApp;
let tokens: Record<DemoUser, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  t = await testApp();
  tokens = await loginAll(t);
  ids = await demoIds(t);
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { id: string; version: string; organisationId: string };
const list = async (resource: string, token: string, filter: Record<string, unknown> = {}) => {
  const query = `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,199]')}`;
  const response = await t.call('GET', `${resource}?${query}`, { token });
  expect(response.status).toBe(200);
  return response.body as Row[];
};
const editMany = (resource: string, token: string, body: unknown, query = 'partial=true') =>
  t.call('POST', `${resource}/update-many?${query}`, { token, body });
const auditsOf = (entity: string, rowIds: string[], action = 'update') =>
  t.db
    .selectFrom('auditLog')
    .select(['entityId', 'before', 'after'])
    .where('entity', '=', entity)
    .where('entityId', 'in', rowIds)
    .where('action', '=', action)
    .execute();
const stored = (rowIds: string[]) =>
  t.db
    .selectFrom('instructorCertificates')
    .select(['id', 'info', 'itcComment', 'status', 'updatedAt'])
    .where('id', 'in', rowIds)
    .orderBy('id')
    .execute();

/** An ITC Deutschland user holding these features only. */
async function featureUser(email: string, features: Feature[]) {
  const { id } = await t.db
    .insertInto('users')
    .values({
      organisationId: ids.itc,
      email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: 'Test',
      lastName: email,
      title: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('userFeatures')
    .values(
      features.flatMap((feature) =>
        (['create', 'read', 'update', 'delete'] as const).map((action) => ({ userId: id, feature, action })),
      ),
    )
    .execute();
  return t.login(email);
}

describe('the certificate lists: a request’s information, where the workflow allows', () => {
  const byName = (rows: Row[], name: string, status: string, type = 'INITIAL') =>
    rows.find((row) => row.instructorName === name && row.status === status && row.disciplineType === type)!;

  it('saves the requests in data entry and names the others: the workflow, a rule, a version, out of reach', async () => {
    const recertification = (await list('instructor-certificates', tokens.itc, { scope: 'itc' })).find(
      (row) => row.disciplineType === 'RECERTIFICATION' && row.status === 'DATAENTRY',
    )!;
    // a request filed before the rule held: the recertification's fee not accepted
    await t.db
      .updateTable('instructorCertificates')
      .set({ paidRecertificationAccepted: false })
      .where('id', '=', recertification.id)
      .execute();
    const rows = await list('instructor-certificates', tokens.itc, { scope: 'itc' });
    const open = byName(rows, 'Miriam Schulz', 'DATAENTRY');
    const stale = byName(rows, 'Deniz Aydın', 'DATAENTRY');
    const review = byName(rows, 'Sarah Klein', 'APPROVAL');
    const certified = rows.find((row) => row.status === 'CERTIFIED')!;
    const incomplete = rows.find((row) => row.id === recertification.id)!;
    const [foreign] = await list('instructor-certificates', tokens.itcCh, { scope: 'itc' });
    // someone else changes one after the list was loaded
    const patched = await t.call('PATCH', `instructor-certificates/${stale.id}`, {
      token: tokens.itc,
      body: { info: 'von der Seite' },
    });
    expect(patched.status).toBe(200);
    const chosen = [open, stale, review, certified, incomplete, foreign];
    const before = await stored(chosen.map((row) => row.id));

    const response = await editMany('instructor-certificates', tokens.itc, {
      ids: chosen.map((row) => row.id),
      data: { info: 'Unterlagen liegen im Original vor' },
      versions: Object.fromEntries(chosen.map((row) => [row.id, row.version])),
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: [open.id],
      refused: [
        { id: stale.id, code: 'CHANGED_MEANWHILE', message: 'Someone else changed this record after you opened it.' },
        { id: review.id, code: 'NOT_EDITABLE', message: 'Only requests in data entry can be changed.' },
        { id: certified.id, code: 'NOT_EDITABLE', message: 'Only requests in data entry can be changed.' },
        {
          id: incomplete.id,
          code: 'VALIDATION',
          message: expect.any(String),
          errors: { paidRecertificationAccepted: 'Field required.' },
        },
        { id: foreign.id, code: 'NOT_FOUND', message: 'Not found' },
      ],
      versions: { [open.id]: expect.any(String) },
    });
    const after = await stored(chosen.map((row) => row.id));
    for (const row of after) {
      const was = before.find((one) => one.id === row.id)!;
      // the information of the saved one only; the ITC's comment and the status as they were
      expect(row.info).toBe(row.id === open.id ? 'Unterlagen liegen im Original vor' : was.info);
      expect([row.itcComment, row.status]).toEqual([was.itcComment, was.status]);
    }
    expect((await auditsOf('instructor-certificates', [open.id])).map((audit) => audit.entityId)).toEqual([open.id]);
  });

  it('takes the information only: the ITC’s comment and the dates are written by the workflow’s steps', async () => {
    const [row] = await list('instructor-certificates', tokens.itc, { scope: 'itc', status: 'DATAENTRY' });
    for (const data of [{ itcComment: 'Bitte nachreichen' }, { expiryDate: '2030-12-31' }, { status: 'CERTIFIED' }]) {
      const response = await editMany('instructor-certificates', tokens.itc, { ids: [row.id], data });
      expect(response.status, JSON.stringify(data)).toBe(400);
      expect(response.body.code).toBe('VALIDATION');
    }
    const [now] = await stored([row.id]);
    expect(now.status).toBe('DATAENTRY');
  });

  it('refuses whoever may only read or decide, and rows of another site to a site coordinator', async () => {
    const rows = await list('instructor-certificates', tokens.itc, { scope: 'itc', status: 'DATAENTRY' });
    const approver = await featureUser('approver.bulk@example.com', ['itc_instructor_certificate_approve']);
    const denied = await editMany('instructor-certificates', approver, {
      ids: rows.map((row) => row.id),
      data: { info: 'vom Prüfer' },
    });
    expect(denied.status).toBe(403);
    // a site coordinator reaches his site's requests: the others are not found, as ids that do not exist
    const own = rows.filter((row) => row.organisationId === ids.nord);
    const other = rows.filter((row) => row.organisationId !== ids.nord);
    expect(own.length && other.length).toBeTruthy();
    const response = await editMany('instructor-certificates', tokens.its, {
      ids: [own[0].id, other[0].id],
      data: { info: 'von der Seite Nord' },
    });
    expect(response.body.data).toEqual([own[0].id]);
    expect(response.body.refused).toEqual([{ id: other[0].id, code: 'NOT_FOUND', message: 'Not found' }]);
    const after = await stored([other[0].id]);
    expect(after[0].info).not.toBe('von der Seite Nord');
  });
});

describe('the instructor administration: AHA ids row by row', () => {
  it('saves an AHA id per row and names the rows a rule, a version or the reach refuses; an undo cannot clear one', async () => {
    const rows = await list('itc-instructors', tokens.itc);
    const without = rows.find((row) => row.ahaInstructorId === null)!;
    const [taken, invalid, stale, cleared] = rows.filter((row) => row.ahaInstructorId !== null);
    const [foreign] = await list('itc-instructors', tokens.itcCh);
    const patched = await t.call('PATCH', `itc-instructors/${stale.id}`, {
      token: tokens.itc,
      body: { ahaInstructorId: '99887766554' },
    });
    expect(patched.status).toBe(200);
    const response = await editMany('itc-instructors', tokens.itc, {
      rows: [
        { id: without.id, version: without.version, data: { ahaInstructorId: '12121212121' } },
        { id: invalid.id, version: invalid.version, data: { ahaInstructorId: 'A-12' } },
        { id: taken.id, version: taken.version, data: { ahaInstructorId: String(cleared.ahaInstructorId) } },
        { id: stale.id, version: stale.version, data: { ahaInstructorId: '33445566778' } },
        { id: cleared.id, version: cleared.version, data: { ahaInstructorId: null } },
        { id: foreign.id, version: foreign.version, data: { ahaInstructorId: '44556677889' } },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: [without.id],
      refused: [
        {
          id: invalid.id,
          code: 'VALIDATION',
          message: expect.any(String),
          errors: { ahaInstructorId: expect.any(String) },
        },
        {
          id: taken.id,
          code: 'NOT_UNIQUE',
          message: 'Value already exists.',
          errors: { ahaInstructorId: 'This AHA instructor ID belongs to another instructor.' },
        },
        { id: stale.id, code: 'CHANGED_MEANWHILE', message: 'Someone else changed this record after you opened it.' },
        {
          id: cleared.id,
          code: 'VALIDATION',
          message: expect.any(String),
          errors: { ahaInstructorId: 'Field required.' },
        },
        { id: foreign.id, code: 'NOT_FOUND', message: 'Not found' },
      ],
      versions: { [without.id]: expect.any(String) },
    });
    const after = await list('itc-instructors', tokens.itc);
    expect(after.find((row) => row.id === without.id)!.ahaInstructorId).toBe('12121212121');
    for (const row of [invalid, taken, cleared])
      expect(after.find((one) => one.id === row.id)!.ahaInstructorId).toBe(row.ahaInstructorId);
    expect((await auditsOf('itc-instructors', [without.id])).map((audit) => audit.entityId)).toEqual([without.id]);

    // an AHA id once given is never cleared: its undo is refused with that reason
    const undo = await editMany(
      'itc-instructors',
      tokens.itc,
      { rows: [{ id: without.id, version: response.body.versions[without.id], data: { ahaInstructorId: null } }] },
      'partial=true&undo=true',
    );
    expect(undo.body.refused).toMatchObject([{ id: without.id, errors: { ahaInstructorId: 'Field required.' } }]);
  });

  it('takes no AHA id for several instructors at once, and nothing from whoever lacks the instructor administration', async () => {
    const rows = (await list('itc-instructors', tokens.itc)).slice(0, 2);
    const many = await editMany('itc-instructors', tokens.itc, {
      ids: rows.map((row) => row.id),
      data: { ahaInstructorId: '12312312312' },
    });
    expect(many.status).toBe(400);
    expect(many.body.errors).toHaveProperty(['data.ahaInstructorId']);
    const denied = await editMany('itc-instructors', tokens.its, {
      rows: [{ id: rows[0].id, data: { ahaInstructorId: '12312312312' } }],
    });
    expect(denied.status).toBe(403);
    const now = await list('itc-instructors', tokens.itc);
    for (const row of rows) expect(now.find((one) => one.id === row.id)!.ahaInstructorId).toBe(row.ahaInstructorId);
  });
});
