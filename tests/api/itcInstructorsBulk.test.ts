import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
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

describe('POST /itc-instructors/bulk-start-renewal', () => {
  /** An instructor of the German ITC's sites by what he has in BLS: certified or not, an open request or not. */
  const instructorWith = async (certified: boolean, open?: boolean, skip = 0) => {
    const bls = ids.discipline('BLS');
    const has = (statuses: string[]) =>
      sql<boolean>`EXISTS (SELECT 1 FROM instructor_certificates c WHERE c.instructor_id = i.id AND c.discipline_id = ${bls} AND c.status IN (${sql.join(statuses)}))`;
    const row = await t.db
      .selectFrom('instructorProfiles as i')
      .select('i.id')
      .where('i.organisationId', 'in', [ids.nord, ids.sued, ids.west])
      .where('i.deleted', '=', false)
      .where(certified ? has(['CERTIFIED']) : sql<boolean>`NOT ${has(['CERTIFIED'])}`)
      .$if(open !== undefined, (q) => q.where(open ? has(OPEN) : sql<boolean>`NOT ${has(OPEN)}`))
      .orderBy('i.id')
      .offset(skip)
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const OPEN = ['DATAENTRY', 'APPROVAL', 'APPROVED'];
  const openRequestsOf = (instructorId: string) =>
    t.db
      .selectFrom('instructorCertificates')
      .selectAll()
      .where('instructorId', '=', instructorId)
      .where('disciplineId', '=', ids.discipline('BLS'))
      .where('status', '<>', 'CERTIFIED')
      .execute();

  it('opens a recertification request in data entry per instructor who has one to renew, and says why not for the others', async () => {
    const [renews, busy, nothing, reto] = await Promise.all([
      instructorWith(true, false),
      instructorWith(true, false, 1),
      instructorWith(false, false),
      ids.instructorByName('Reto', 'Keller'),
    ]);
    // one whose renewal is on its way already
    const site = async (id: string) =>
      (
        await t.db
          .selectFrom('instructorProfiles')
          .select('organisationId')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).organisationId;
    await t.db
      .insertInto('instructorCertificates')
      .values({
        organisationId: await site(busy),
        instructorId: busy,
        disciplineId: ids.discipline('BLS'),
        disciplineType: 'INITIAL',
      })
      .execute();
    const busyBefore = await openRequestsOf(busy);
    const response = await bulk(tokens.itc, 'bulk-start-renewal', {
      ids: [renews, busy, nothing, reto],
      disciplineId: ids.discipline('BLS'),
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { id: renews, ok: true },
      expect.objectContaining({ id: busy, ok: false, code: 'ONE_REQUEST_PER_DISCIPLINE' }),
      expect.objectContaining({ id: nothing, ok: false, code: 'NOTHING_TO_RENEW' }),
      expect.objectContaining({ id: reto, ok: false, code: 'NOT_FOUND' }),
    ]);
    const [started] = await openRequestsOf(renews);
    expect(started).toMatchObject({
      status: 'DATAENTRY',
      disciplineType: 'RECERTIFICATION',
      organisationId: await site(renews),
      paidRecertificationAccepted: false,
    });
    expect(await openRequestsOf(busy)).toEqual(busyBefore);
    expect(await openRequestsOf(nothing)).toEqual([]);
    expect(await auditsOf([started.id], 'start_renewal')).toEqual([started.id]);
    // its history says who started it
    const history = await t.call('GET', `instructor-certificates/${started.id}/history`, { token: tokens.itc });
    expect(history.body.map((entry: { event: string }) => entry.event)).toEqual(['renewal_started']);

    // the site completes it: it goes to the ITC only with the acceptance and the invoice address
    const submit = () =>
      t.call('POST', `instructor-certificates/${started.id}/submit`, { token: tokens.itc, body: {} });
    const refused = await submit();
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toContain('paidRecertificationAccepted');
    const completed = await t.call('PATCH', `instructor-certificates/${started.id}`, {
      token: tokens.itc,
      body: {
        paidRecertificationAccepted: true,
        invoiceAddress: { nameOrInstitution: 'Nord', street: 'Weg', zipCode: '20095', city: 'Hamburg', country: 'DE' },
      },
    });
    expect(completed.status).toBe(200);
    // now only its files are missing
    expect((await submit()).body.code).toBe('FILES_MISSING');
  });

  it('answers 403 without the ITC’s certificate feature and 404 for another ITC, starting nothing', async () => {
    const renews = await instructorWith(true);
    const before = await openRequestsOf(renews);
    const body = { ids: [renews], disciplineId: ids.discipline('BLS') };
    expect((await bulk(tokens.its, 'bulk-start-renewal', body)).status).toBe(403);
    expect((await bulk(tokens.itcCh, 'bulk-start-renewal', body)).status).toBe(404);
    // the Swiss ITC's discipline is none of the German ITC's: no row can take it
    const swiss = { ids: [renews], disciplineId: ids.discipline('BLS', ids.itcCh) };
    expect((await bulk(tokens.itc, 'bulk-start-renewal', swiss)).status).toBe(404);
    expect((await bulk(tokens.itc, 'bulk-start-renewal', { ids: [renews] })).status).toBe(400);
    expect(await openRequestsOf(renews)).toEqual(before);
  });
});
