import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AHA_ID_PATTERN } from '../../src/domain/certificates';
import { countRows, demoIds, loginAll, type DemoUser } from './certificationHelper';
import { testApp, type TestApp } from './helper';

/** The ITC's instructor administration: list with display status per discipline, AHA ids, moving certificates. */
let t: TestApp;
let tokens: Record<DemoUser, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  t = await testApp();
  tokens = await loginAll(t);
  ids = await demoIds(t);
});
afterAll(() => t.close());

const list = (token: string, filter: Record<string, unknown> = {}) =>
  t.call(
    'GET',
    `itc-instructors?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,99]')}`,
    { token },
  );
const names = (rows: { instructorName: string }[]) => rows.map((r) => r.instructorName);

describe('list', () => {
  it('shows every instructor of the ITC’s sites with site, AHA id and the display status per discipline', async () => {
    const response = await list(tokens.itc);
    expect(response.status).toBe(200);
    const inDb = await t.db
      .selectFrom('instructorProfiles')
      .select('id')
      .where('organisationId', 'in', [ids.nord, ids.sued, ids.west])
      .where('deleted', '=', false)
      .execute();
    expect(response.body).toHaveLength(inDb.length);
    const jonas = response.body.find((r: { instructorName: string }) => r.instructorName === 'Jonas Becker');
    expect(jonas).toMatchObject({
      organisationName: 'Trainingszentrum Nord',
      // the move dialog offers the other sites of this ITC
      organisationParentId: ids.itc,
      ahaInstructorId: '01234567890',
      email: 'instructor@example.com',
      linkedToUser: true,
    });
    expect(
      jonas.disciplines.map(
        (d: { disciplineName: string; displayStatus: string }) => `${d.disciplineName} ${d.displayStatus}`,
      ),
    ).toEqual(['ACLS EXPIRES_SOON', 'BLS ACTIVE', 'Heartsaver NO_CERTIFICATE', 'PALS EXPIRED']);
    expect(jonas).not.toHaveProperty('userId');
  });

  it('filters by site, by discipline with display status, and searches name, e-mail and AHA id', async () => {
    // the site's instructors of both demo seeds, each person once, by the name shown; not the deleted one
    const west = (await list(tokens.itc, { organisationId: ids.west })).body as {
      instructorName: string;
      lastName: string;
      organisationName: string;
    }[];
    const inDb = await t.db
      .selectFrom('instructorProfiles as i')
      .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
      .select(['p.firstName', 'p.lastName', 'i.deleted'])
      .where('i.organisationId', '=', ids.west)
      .execute();
    expect(inDb.some((i) => i.deleted)).toBe(true);
    expect(names(west).sort()).toEqual(
      inDb
        .filter((i) => !i.deleted)
        .map((i) => `${i.firstName} ${i.lastName}`)
        .sort(),
    );
    expect(names(west)).toEqual(expect.arrayContaining(['Elif Kaya', 'Paul Neumann', 'Katharina Roth']));
    expect(new Set(names(west)).size).toBe(west.length);
    expect(names(west)).toEqual(names(west).sort((a, b) => a.localeCompare(b, 'de')));
    expect(west.every((r) => r.organisationName === 'Trainingszentrum West')).toBe(true);
    const soon = await list(tokens.itc, { disciplineId: ids.discipline('ACLS'), displayStatus: 'EXPIRES_SOON' });
    expect(names(soon.body)).toEqual(['Jonas Becker', 'Katharina Roth']);
    const expiredAny = await list(tokens.itc, { displayStatus: 'EXPIRED' });
    expect(names(expiredAny.body)).toEqual(['Jonas Becker', 'Laura Braun']);
    const withPals = await list(tokens.itc, { disciplineId: ids.discipline('PALS') });
    expect(names(withPals.body)).toEqual(['Jonas Becker', 'Paul Neumann', 'Tim Vogel']);
    // Jonas at Nord and Katrin, who trains in courses at West
    expect(names((await list(tokens.itc, { q: 'becker' })).body).sort()).toEqual(['Jonas Becker', 'Katrin Becker']);
    expect(names((await list(tokens.itc, { q: '07890' })).body)).toEqual(['Paul Neumann']);
    expect(names((await list(tokens.itc, { q: 'elif.kaya@' })).body)).toEqual(['Elif Kaya']);
    for (const filter of [{ displayStatus: 'GOOD' }, { disciplineId: 'x' }, { q: 5 }, { status: 'x' }]) {
      expect((await list(tokens.itc, filter)).status, JSON.stringify(filter)).toBe(400);
    }
  });

  it('shows every scope exactly its rows and refuses the rest', async () => {
    expect(names((await list(tokens.itcCh)).body)).toEqual(['Reto Keller']);
    expect((await list(tokens.its)).status).toBe(403);
    expect((await list(tokens.instructor)).status).toBe(403);
    expect((await list(tokens.plain)).status).toBe(403);
    expect((await t.call('GET', 'itc-instructors')).status).toBe(401);
    const jonas = await ids.instructorByName('Jonas', 'Becker');
    expect((await t.call('GET', `itc-instructors/${jonas}`, { token: tokens.itcCh })).status).toBe(404);
    expect((await t.call('GET', `itc-instructors/${jonas}`, { token: tokens.itc })).body.instructorName).toBe(
      'Jonas Becker',
    );
  });
});

describe('AHA instructor id', () => {
  it('generates a fresh id for an instructor without one, once', async () => {
    const miriam = await ids.instructorByName('Miriam', 'Schulz');
    const response = await t.call('POST', `itc-instructors/${miriam}/generate-aha-id`, { token: tokens.itc, body: {} });
    expect(response.status).toBe(200);
    expect(response.body.ahaInstructorId).toMatch(AHA_ID_PATTERN);
    const holders = await t.db
      .selectFrom('instructorProfiles')
      .select('id')
      .where('ahaInstructorId', '=', response.body.ahaInstructorId)
      .execute();
    expect(holders).toEqual([{ id: miriam }]);
    const again = await t.call('POST', `itc-instructors/${miriam}/generate-aha-id`, { token: tokens.itc, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('AHA_ID_EXISTS');
    const audit = await t.db.selectFrom('auditLog').select('action').where('entityId', '=', miriam).execute();
    expect(audit.map((a) => a.action)).toEqual(['generate_aha_id']);
  });

  it('changes an id, refusing bad ones and one held by another person', async () => {
    const deniz = await ids.instructorByName('Deniz', 'Aydın');
    // without an id, the record sent back whole (react-admin's PUT, with the version it read) keeps him without one
    const versionNow = async () =>
      (await t.call('GET', `itc-instructors/${deniz}`, { token: tokens.itc })).body.version;
    const unchanged = await t.call('PUT', `itc-instructors/${deniz}`, {
      token: tokens.itc,
      body: { ahaInstructorId: null, firstName: 'Deniz', version: await versionNow() },
    });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.ahaInstructorId).toBeNull();
    expect(
      (
        await t.call('PATCH', `itc-instructors/${deniz}`, {
          token: tokens.itc,
          body: { ahaInstructorId: ' 12345678 ' },
        })
      ).body.ahaInstructorId,
    ).toBe('12345678');
    const bad = await t.call('PATCH', `itc-instructors/${deniz}`, {
      token: tokens.itc,
      body: { ahaInstructorId: 'ABC-1' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ ahaInstructorId: 'Invalid value.' });
    const taken = await t.call('PATCH', `itc-instructors/${deniz}`, {
      token: tokens.itc,
      body: { ahaInstructorId: '01234567890' },
    });
    expect(taken.status).toBe(409);
    // once given, an id is never cleared
    const cleared = await t.call('PUT', `itc-instructors/${deniz}`, {
      token: tokens.itc,
      body: { ahaInstructorId: null, version: await versionNow() },
    });
    expect(cleared.status).toBe(400);
    expect(cleared.body.errors).toEqual({ ahaInstructorId: 'Field required.' });
    expect(taken.body.errors).toEqual({ ahaInstructorId: 'This AHA instructor ID belongs to another instructor.' });
    expect(
      (
        await t.db
          .selectFrom('instructorProfiles')
          .select('ahaInstructorId')
          .where('id', '=', deniz)
          .executeTakeFirstOrThrow()
      ).ahaInstructorId,
    ).toBe('12345678');
  });

  it('answers 404 to another ITC and 403 without the feature, changing nothing', async () => {
    // an instructor of the ITC's site without an AHA id, so that a wrongly allowed call would give him one
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
    const { id: ida } = await t.db
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
    expect(
      (await t.call('POST', `itc-instructors/${ida}/generate-aha-id`, { token: tokens.itcCh, body: {} })).status,
    ).toBe(404);
    expect(
      (await t.call('PATCH', `itc-instructors/${ida}`, { token: tokens.itcCh, body: { ahaInstructorId: '99999999' } }))
        .status,
    ).toBe(404);
    expect(
      (await t.call('POST', `itc-instructors/${ida}/generate-aha-id`, { token: tokens.its, body: {} })).status,
    ).toBe(403);
    expect(
      (await t.call('POST', `itc-instructors/${ida}/generate-aha-id`, { token: tokens.plain, body: {} })).status,
    ).toBe(403);
    expect(
      (
        await t.db
          .selectFrom('instructorProfiles')
          .select('ahaInstructorId')
          .where('id', '=', ida)
          .executeTakeFirstOrThrow()
      ).ahaInstructorId,
    ).toBeNull();
  });
});

describe('moving certificates', () => {
  it('moves all certificates and their files to a new profile at another site of the ITC', async () => {
    const sarah = await ids.instructorByName('Sarah', 'Klein');
    const certificates = await t.db
      .selectFrom('instructorCertificates')
      .select('id')
      .where('instructorId', '=', sarah)
      .execute();
    expect(certificates.length).toBeGreaterThan(0);
    const response = await t.call('POST', `itc-instructors/${sarah}/move`, {
      token: tokens.itc,
      body: { organisationId: ids.west },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      instructorName: 'Sarah Klein',
      organisationName: 'Trainingszentrum West',
      ahaInstructorId: '02345678901',
      moved: certificates.length,
    });
    const moved = await t.db
      .selectFrom('instructorCertificates')
      .select(['instructorId', 'organisationId'])
      .where(
        'id',
        'in',
        certificates.map((c) => c.id),
      )
      .execute();
    expect(moved.every((c) => c.instructorId === response.body.id && c.organisationId === ids.west)).toBe(true);
    const files = await t.db
      .selectFrom('certificateFiles')
      .select('organisationId')
      .where(
        'certificateId',
        'in',
        certificates.map((c) => c.id),
      )
      .execute();
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((f) => f.organisationId === ids.west)).toBe(true);
    // the site sees them now; the old site keeps the profile, without certificates
    expect((await t.call('GET', `instructor-certificates/${certificates[0].id}`, { token: tokens.its })).status).toBe(
      404,
    );
    expect((await t.call('GET', `instructor-certificates/${certificates[0].id}`, { token: tokens.sued })).status).toBe(
      404,
    );
    expect(
      (await t.call('GET', `instructor-certificates/${certificates[0].id}`, { token: tokens.itc })).body
        .organisationName,
    ).toBe('Trainingszentrum West');
    expect((await t.call('GET', `itc-instructors/${sarah}`, { token: tokens.itc })).body.certificateCount).toBe(0);
    // the AHA id names one profile: it went with the certificates
    expect((await t.call('GET', `itc-instructors/${sarah}`, { token: tokens.itc })).body.ahaInstructorId).toBeNull();
    const audit = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('entityId', 'in', [sarah, response.body.id])
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['move', 'move_in']);
  });

  it('moves back onto the existing profile of the same person', async () => {
    const target = await ids.instructorByName('Sarah', 'Klein'); // the original profile at Nord
    const west = (
      await t.call(
        'GET',
        `itc-instructors?filter=${encodeURIComponent(JSON.stringify({ organisationId: ids.west, q: 'Sarah' }))}`,
        { token: tokens.itc },
      )
    ).body[0];
    const profiles = await countRows(t, 'instructorProfiles');
    const response = await t.call('POST', `itc-instructors/${west.id}/move`, {
      token: tokens.itc,
      body: { organisationId: ids.nord },
    });
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(target);
    expect(response.body.ahaInstructorId).toBe('02345678901');
    expect(await countRows(t, 'instructorProfiles')).toBe(profiles);
  });

  it('refuses a clash of open requests, the same site, a site of another ITC and foreign callers, moving nothing', async () => {
    const tim = await ids.instructorByName('Tim', 'Vogel');
    const before = await t.db
      .selectFrom('instructorCertificates')
      .select(['id', 'instructorId', 'organisationId'])
      .orderBy('id')
      .execute();
    expect(
      (await t.call('POST', `itc-instructors/${tim}/move`, { token: tokens.itc, body: { organisationId: ids.nord } }))
        .status,
    ).toBe(400);
    expect(
      (await t.call('POST', `itc-instructors/${tim}/move`, { token: tokens.itc, body: { organisationId: ids.bern } }))
        .status,
    ).toBe(404);
    expect(
      (await t.call('POST', `itc-instructors/${tim}/move`, { token: tokens.itc, body: { organisationId: ids.itc } }))
        .status,
    ).toBe(404);
    expect(
      (await t.call('POST', `itc-instructors/${tim}/move`, { token: tokens.itcCh, body: { organisationId: ids.bern } }))
        .status,
    ).toBe(404);
    expect(
      (await t.call('POST', `itc-instructors/${tim}/move`, { token: tokens.its, body: { organisationId: ids.sued } }))
        .status,
    ).toBe(403);
    // give Tim a profile at Süd with an open PALS request: moving his open PALS renewal there would make two
    const move = await t.call('POST', `itc-instructors/${tim}/move`, {
      token: tokens.itc,
      body: { organisationId: ids.sued },
    });
    expect(move.status).toBe(200);
    const atSued = move.body.id;
    const back = await t.call('POST', `itc-instructors/${atSued}/move`, {
      token: tokens.itc,
      body: { organisationId: ids.nord },
    });
    expect(back.status).toBe(200);
    await t.db
      .insertInto('instructorCertificates')
      .values({
        organisationId: ids.sued,
        instructorId: atSued,
        disciplineId: ids.discipline('PALS'),
        disciplineType: 'INITIAL',
        status: 'DATAENTRY',
        info: null,
        itcComment: null,
        certificationDate: null,
        expiryDate: null,
        invoiceNameOrInstitution: null,
        invoiceStreet: null,
        invoiceHouseNumber: null,
        invoiceZipCode: null,
        invoiceCity: null,
        invoiceCountry: null,
        paidRecertificationAccepted: false,
        createdBy: null,
      })
      .execute();
    const snapshot = await t.db
      .selectFrom('instructorCertificates')
      .select(['id', 'instructorId', 'organisationId'])
      .orderBy('id')
      .execute();
    const clash = await t.call('POST', `itc-instructors/${tim}/move`, {
      token: tokens.itc,
      body: { organisationId: ids.sued },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('ONE_REQUEST_PER_DISCIPLINE');
    expect(
      await t.db
        .selectFrom('instructorCertificates')
        .select(['id', 'instructorId', 'organisationId'])
        .orderBy('id')
        .execute(),
    ).toEqual(snapshot);
    expect(snapshot.length).toBe(before.length + 1);
  });
});
