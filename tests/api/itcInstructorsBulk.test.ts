import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AHA_ID_PATTERN } from '../../src/domain/certificates';
import { demoIds, loginAll, type DemoUser } from './certificationHelper';
import { testApp, type TestApp } from './helper';

/**
 * Bulk work on the ITC's instructor administration: moving a selection's certificates to another
 * site, generating AHA ids for those without one. Each row by the rules of one, a result and an
 * audit row per row, another organisation's instructors not found and unchanged.
 */
let t: TestApp;
let tokens: Record<DemoUser, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await testApp();
  tokens = await loginAll(t);
  ids = await demoIds(t);
});
afterAll(() => t.close());

const bulk = (token: string, name: string, body: unknown) => t.call('POST', `itc-instructors/${name}`, { token, body });
const ahaIdOf = async (id: string) =>
  (await t.db.selectFrom('instructorProfiles').select('ahaInstructorId').where('id', '=', id).executeTakeFirstOrThrow())
    .ahaInstructorId;
const certificatesOf = (id: string) =>
  t.db.selectFrom('instructorCertificates').select(['id', 'organisationId']).where('instructorId', '=', id).execute();
const auditsOf = async (entityIds: string[], action: string) =>
  (
    await t.db
      .selectFrom('auditLog')
      .select('entityId')
      .where('action', '=', action)
      .where('entityId', 'in', entityIds)
      .execute()
  ).map((row) => row.entityId);

/** A new instructor of the ITC's site West without an AHA id, so that a wrongly allowed call would give him one. */
async function withoutAhaId() {
  const { id: participantProfileId } = await t.db
    .insertInto('participantProfiles')
    .values({
      organisationId: ids.west,
      userId: null,
      title: null,
      firstName: 'Ida',
      lastName: 'Ohne-Id',
      email: 'ida.ohne-id@example.com',
      phoneNumber: null,
      qualification: null,
      foodPreference: null,
      customerNumber: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id } = await t.db
    .insertInto('instructorProfiles')
    .values({
      organisationId: ids.west,
      participantProfileId,
      compensationPerHour: null,
      status: null,
      cellPhone: null,
      googleEmail: null,
      clothingSize: null,
      comment: null,
      ahaInstructorId: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('POST /itc-instructors/bulk-generate-aha-id', () => {
  it('gives each instructor without an id a fresh one, and says why not for the others', async () => {
    const [miriam, deniz, jonas, reto] = await Promise.all([
      ids.instructorByName('Miriam', 'Schulz'),
      ids.instructorByName('Deniz', 'Aydın'),
      ids.instructorByName('Jonas', 'Becker'),
      ids.instructorByName('Reto', 'Keller'),
    ]);
    const retoBefore = await ahaIdOf(reto);
    const response = await bulk(tokens.itc, 'bulk-generate-aha-id', { ids: [miriam, deniz, jonas, reto, MISSING] });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { id: miriam, ok: true },
      { id: deniz, ok: true },
      expect.objectContaining({ id: jonas, ok: false, code: 'AHA_ID_EXISTS' }),
      expect.objectContaining({ id: reto, ok: false, code: 'NOT_FOUND' }),
      expect.objectContaining({ id: MISSING, ok: false, code: 'NOT_FOUND' }),
    ]);
    const [miriamId, denizId] = [await ahaIdOf(miriam), await ahaIdOf(deniz)];
    expect(miriamId).toMatch(AHA_ID_PATTERN);
    expect(denizId).toMatch(AHA_ID_PATTERN);
    expect(miriamId).not.toBe(denizId);
    expect(await ahaIdOf(jonas)).toBe('01234567890');
    // the other ITC's instructor is untouched
    expect(await ahaIdOf(reto)).toBe(retoBefore);
    expect((await auditsOf([miriam, deniz, jonas, reto], 'generate_aha_id')).sort()).toEqual([miriam, deniz].sort());
  });

  it('answers 404 to a user of another organisation and 403 without the feature, changing nothing', async () => {
    const id = await withoutAhaId();
    // the Swiss ITC reaches none of the rows: the whole request is not found
    expect((await bulk(tokens.itcCh, 'bulk-generate-aha-id', { ids: [id] })).status).toBe(404);
    expect((await bulk(tokens.its, 'bulk-generate-aha-id', { ids: [id] })).status).toBe(403);
    expect((await bulk(tokens.plain, 'bulk-generate-aha-id', { ids: [id] })).status).toBe(403);
    expect(await ahaIdOf(id)).toBeNull();
    expect((await bulk(tokens.itc, 'bulk-generate-aha-id', { ids: 'all' })).status).toBe(400);
  });
});

describe('POST /itc-instructors/bulk-move', () => {
  it('moves each instructor’s certificates to the site, one move and audit pair per instructor', async () => {
    const [felix, katharina] = await Promise.all([
      ids.instructorByName('Felix', 'Wagner'),
      ids.instructorByName('Katharina', 'Roth'),
    ]);
    const before = [...(await certificatesOf(felix)), ...(await certificatesOf(katharina))];
    expect(before.length).toBeGreaterThan(0);
    // Felix works at Süd, Katharina at West: both move to Nord
    const response = await bulk(tokens.itc, 'bulk-move', { ids: [felix, katharina], organisationId: ids.nord });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { id: felix, ok: true },
      { id: katharina, ok: true },
    ]);
    const moved = await t.db
      .selectFrom('instructorCertificates')
      .select('organisationId')
      .where(
        'id',
        'in',
        before.map((c) => c.id),
      )
      .execute();
    expect(moved.every((c) => c.organisationId === ids.nord)).toBe(true);
    expect((await auditsOf([felix, katharina], 'move')).sort()).toEqual([felix, katharina].sort());
  });

  it('refuses the same site per row and another ITC’s site or caller, moving nothing', async () => {
    const tim = await ids.instructorByName('Tim', 'Vogel');
    const reto = await ids.instructorByName('Reto', 'Keller');
    const snapshot = async () =>
      t.db
        .selectFrom('instructorCertificates')
        .select(['id', 'instructorId', 'organisationId'])
        .orderBy('id')
        .execute();
    const before = await snapshot();
    // Tim is at Nord already; Reto is another ITC's
    const same = await bulk(tokens.itc, 'bulk-move', { ids: [tim, reto], organisationId: ids.nord });
    expect(same.status).toBe(200);
    expect(same.body).toEqual([
      expect.objectContaining({ id: tim, ok: false, code: 'ALREADY_AT_SITE' }),
      expect.objectContaining({ id: reto, ok: false, code: 'NOT_FOUND' }),
    ]);
    // a site of the Swiss ITC is not one the German ITC reaches
    // (no row found at all: the request as a whole is not found, as for one row)
    expect((await bulk(tokens.itc, 'bulk-move', { ids: [tim], organisationId: ids.bern })).status).toBe(404);
    // a user of another organisation
    expect((await bulk(tokens.itcCh, 'bulk-move', { ids: [tim], organisationId: ids.bern })).status).toBe(404);
    expect((await bulk(tokens.its, 'bulk-move', { ids: [tim], organisationId: ids.sued })).status).toBe(403);
    expect((await bulk(tokens.itc, 'bulk-move', { ids: [tim] })).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});
