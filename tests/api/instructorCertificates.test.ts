import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CERTIFICATE_ACTIONS,
  CERTIFICATE_STATUSES,
  expiryDateFor,
  REQUIRED_FILES,
  stepOf,
  today,
  type CertificateStatus,
  type DisciplineType,
} from '../../src/domain/certificates';
import type { Feature } from '../../src/domain/features';
import { hashPassword } from '../../server/auth/passwords';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import {
  capturedMail,
  clearMail,
  countRows,
  demoIds,
  loginAll,
  PDF,
  upload,
  type DemoUser,
} from './certificationHelper';
import { testApp, type TestApp } from './helper';

/** Certificate requests: scopes, create, edit, every workflow step by status and by feature, mail. */
let t: TestApp;
let tokens: Record<DemoUser, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;
/** ITC Deutschland users holding one certificate feature only. */
let approver: string;
let certifier: string;
let reader: string;
let jonas: string;
let sarah: string;
let felix: string;

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

beforeAll(async () => {
  t = await testApp();
  tokens = await loginAll(t);
  ids = await demoIds(t);
  approver = await featureUser('approver@example.com', ['itc_instructor_certificate_approve']);
  certifier = await featureUser('certifier@example.com', ['itc_instructor_certificate_certify']);
  reader = await featureUser('reader@example.com', ['itc_instructor_certificates']);
  jonas = await ids.instructorByName('Jonas', 'Becker');
  sarah = await ids.instructorByName('Sarah', 'Klein');
  felix = await ids.instructorByName('Felix', 'Wagner');
});
afterAll(() => t.close());

const listOf = (token: string, filter: Record<string, unknown> = {}) =>
  t.call(
    'GET',
    `instructor-certificates?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,999]')}`,
    { token },
  );
const certificateCount = () => countRows(t, 'instructorCertificates');

/** A request in any status, written straight to the database, with its required files. */
async function seedCertificate(
  status: CertificateStatus,
  options: { instructorId?: string; discipline?: string; type?: DisciplineType; files?: boolean } = {},
) {
  const instructorId = options.instructorId ?? (await freshInstructor());
  const instructor = await t.db
    .selectFrom('instructorProfiles')
    .select('organisationId')
    .where('id', '=', instructorId)
    .executeTakeFirstOrThrow();
  const type = options.type ?? 'INITIAL';
  const certified = status === 'CERTIFIED';
  const { id } = await t.db
    .insertInto('instructorCertificates')
    .values({
      organisationId: instructor.organisationId,
      instructorId,
      disciplineId: ids.discipline(options.discipline ?? 'BLS'),
      disciplineType: type,
      status,
      info: null,
      itcComment: null,
      certificationDate: certified ? '2025-01-15' : null,
      expiryDate: certified ? '2027-01-31' : null,
      invoiceNameOrInstitution: null,
      invoiceStreet: null,
      invoiceHouseNumber: null,
      invoiceZipCode: null,
      invoiceCity: null,
      invoiceCountry: null,
      paidRecertificationAccepted: false,
      createdBy: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.files !== false) {
    await t.db
      .insertInto('certificateFiles')
      .values(
        REQUIRED_FILES[type].map((fileType) => ({
          organisationId: instructor.organisationId,
          certificateId: id,
          type: fileType,
          fileName: 'f.pdf',
          contentType: 'application/pdf',
          size: PDF.length,
          content: PDF,
          createdBy: null,
        })),
      )
      .execute();
  }
  return id;
}

let freshCount = 0;
/** A new instructor at Nord (or another site), without certificates. */
async function freshInstructor(organisationId = ids.nord) {
  freshCount += 1;
  const { id: participantProfileId } = await t.db
    .insertInto('participantProfiles')
    .values({
      organisationId,
      userId: null,
      title: null,
      firstName: 'Test',
      lastName: `Instruktor ${freshCount}`,
      email: `test${freshCount}@example.com`,
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
      organisationId,
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

const stateOf = (id: string) =>
  t.db.selectFrom('instructorCertificates').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const act = (token: string, id: string, action: string, body: Record<string, unknown> = {}) =>
  t.call('POST', `instructor-certificates/${id}/${action}`, { token, body });

describe('scopes', () => {
  it('shows a site exactly its own certificates, with display names', async () => {
    const response = await listOf(tokens.its, { scope: 'its' });
    expect(response.status).toBe(200);
    const inDb = await t.db
      .selectFrom('instructorCertificates')
      .select('id')
      .where('organisationId', '=', ids.nord)
      .execute();
    expect(response.body.map((c: { id: string }) => c.id).sort()).toEqual(inDb.map((c) => c.id).sort());
    expect(response.headers['content-range']).toBe(`instructor-certificates 0-${inDb.length - 1}/${inDb.length}`);
    for (const row of response.body) {
      expect(row.organisationName).toBe('Trainingszentrum Nord');
      expect(row.instructorName).toMatch(/\S+ \S+/);
      expect(['BLS', 'ACLS', 'PALS', 'Heartsaver']).toContain(row.disciplineName);
      expect(row).not.toHaveProperty('instructorUserId');
    }
    const sued = await listOf(tokens.sued, { scope: 'its' });
    expect(new Set(sued.body.map((c: { organisationName: string }) => c.organisationName))).toEqual(
      new Set(['Trainingszentrum Süd']),
    );
  });

  it('shows an ITC the certificates of all its sites, and only those', async () => {
    const response = await listOf(tokens.itc, { scope: 'itc' });
    const inDb = await t.db
      .selectFrom('instructorCertificates')
      .select('id')
      .where('organisationId', 'in', [ids.nord, ids.sued, ids.west])
      .execute();
    expect(response.body.map((c: { id: string }) => c.id).sort()).toEqual(inDb.map((c) => c.id).sort());
    const swiss = await listOf(tokens.itcCh, { scope: 'itc' });
    expect(new Set(swiss.body.map((c: { organisationName: string }) => c.organisationName))).toEqual(
      new Set(['Ausbildungszentrum Bern']),
    );
  });

  it('shows an instructor his own certificates only', async () => {
    const response = await listOf(tokens.instructor, { scope: 'my' });
    const inDb = await t.db
      .selectFrom('instructorCertificates')
      .select('id')
      .where('instructorId', '=', jonas)
      .execute();
    expect(response.body.map((c: { id: string }) => c.id).sort()).toEqual(inDb.map((c) => c.id).sort());
    expect(
      response.body.every(
        (c: { instructorName: string; mine: boolean }) => c.instructorName === 'Jonas Becker' && c.mine,
      ),
    ).toBe(true);
    // ACTIVE, EXPIRES_SOON (with a renewal in data entry) and EXPIRED
    expect(
      response.body
        .map(
          (c: { disciplineName: string; status: string; displayStatus: string }) =>
            `${c.disciplineName} ${c.status} ${c.displayStatus}`,
        )
        .sort(),
    ).toEqual([
      'ACLS CERTIFIED EXPIRES_SOON',
      'ACLS DATAENTRY EXPIRES_SOON',
      'BLS CERTIFIED ACTIVE',
      'PALS CERTIFIED EXPIRED',
    ]);
  });

  it('refuses a scope the user does not hold with 403, users without features and anonymous callers', async () => {
    expect((await listOf(tokens.instructor, { scope: 'its' })).status).toBe(403);
    expect((await listOf(tokens.its, { scope: 'itc' })).status).toBe(403);
    expect((await listOf(tokens.its, { scope: 'my' })).status).toBe(403);
    expect((await listOf(tokens.plain)).status).toBe(403);
    expect((await listOf(tokens.its, { scope: 'all' })).status).toBe(400);
    expect((await t.call('GET', 'instructor-certificates')).status).toBe(401);
  });

  it('filters by status, discipline, site and display status, and searches names and AHA ids', async () => {
    const approval = await listOf(tokens.itc, { scope: 'itc', status: 'APPROVAL' });
    expect(approval.body.length).toBeGreaterThan(0);
    expect(approval.body.every((c: { status: string }) => c.status === 'APPROVAL')).toBe(true);
    const bls = await listOf(tokens.itc, {
      scope: 'itc',
      disciplineId: ids.discipline('BLS'),
      organisationId: ids.sued,
    });
    expect(bls.body.map((c: { instructorName: string }) => c.instructorName).sort()).toEqual([
      'Deniz Aydın',
      'Felix Wagner',
    ]);
    const soon = await listOf(tokens.itc, { scope: 'itc', displayStatus: 'EXPIRES_SOON', status: 'CERTIFIED' });
    expect(
      soon.body
        .map((c: { instructorName: string; disciplineName: string }) => `${c.instructorName} ${c.disciplineName}`)
        .sort(),
    ).toEqual(['Jonas Becker ACLS', 'Katharina Roth ACLS', 'Tim Vogel PALS']);
    const expired = await listOf(tokens.itc, { scope: 'itc', displayStatus: 'EXPIRED' });
    expect(expired.body.map((c: { instructorName: string }) => c.instructorName).sort()).toEqual([
      'Jonas Becker',
      'Laura Braun',
    ]);
    const byName = await listOf(tokens.itc, { scope: 'itc', q: 'klein, sar' });
    expect(new Set(byName.body.map((c: { instructorName: string }) => c.instructorName))).toEqual(
      new Set(['Sarah Klein']),
    );
    const byFullName = await listOf(tokens.itc, { scope: 'itc', q: 'sarah klein' });
    expect(byFullName.body).toHaveLength(byName.body.length);
    const byAhaId = await listOf(tokens.itc, { scope: 'itc', q: '0456789' });
    expect(new Set(byAhaId.body.map((c: { instructorName: string }) => c.instructorName))).toEqual(
      new Set(['Felix Wagner']),
    );
    for (const filter of [{ status: 'DONE' }, { displayStatus: 'SOON' }, { disciplineId: 'x' }, { secret: 1 }]) {
      expect((await listOf(tokens.itc, filter)).status, JSON.stringify(filter)).toBe(400);
    }
  });

  it('sorts, pages and answers the v1 shape', async () => {
    const v2 = await t.call(
      'GET',
      `instructor-certificates?filter=${encodeURIComponent('{"scope":"itc"}')}&sort=${encodeURIComponent('["instructorName","ASC"]')}&range=${encodeURIComponent('[0,4]')}`,
      { token: tokens.itc },
    );
    const v1 = await t.call('GET', 'instructor-certificates?scope=itc&page=1&itemsPerPage=5&sortBy=instructorName', {
      token: tokens.itc,
      version: 'v1',
    });
    expect(v1.body.items).toEqual(v2.body);
    expect(v1.body.total).toBe(Number(String(v2.headers['content-range']).split('/')[1]));
    expect(v2.body[0].instructorName).toBe('Deniz Aydın');
  });

  it('answers a single row to those who see it and 404 to the others', async () => {
    const nordRow = (await listOf(tokens.its, { scope: 'its' })).body[0].id;
    expect((await t.call('GET', `instructor-certificates/${nordRow}`, { token: tokens.its })).status).toBe(200);
    expect((await t.call('GET', `instructor-certificates/${nordRow}`, { token: tokens.itc })).status).toBe(200);
    expect((await t.call('GET', `instructor-certificates/${nordRow}`, { token: tokens.sued })).status).toBe(404);
    expect((await t.call('GET', `instructor-certificates/${nordRow}`, { token: tokens.itcCh })).status).toBe(404);
    expect((await t.call('GET', `instructor-certificates/${nordRow}`, { token: tokens.plain })).status).toBe(403);
    const own = (await listOf(tokens.instructor, { scope: 'my' })).body[0].id;
    const detail = await t.call('GET', `instructor-certificates/${own}`, { token: tokens.instructor });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ instructorName: 'Jonas Becker', organisationName: 'Trainingszentrum Nord' });
    expect(Array.isArray(detail.body.files)).toBe(true);
    const sarahRow = (await listOf(tokens.its, { scope: 'its', instructorId: sarah })).body[0].id;
    expect((await t.call('GET', `instructor-certificates/${sarahRow}`, { token: tokens.instructor })).status).toBe(404);
  });
});

describe('create', () => {
  const heartsaver = () => ({
    instructorId: jonas,
    disciplineId: ids.discipline('Heartsaver'),
    disciplineType: 'INITIAL',
  });

  it('files a request in DATAENTRY with an audit row, showing the actions the creator may take', async () => {
    const response = await t.call('POST', 'instructor-certificates', {
      token: tokens.its,
      body: { ...heartsaver(), info: '  Kurs im Mai ' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      status: 'DATAENTRY',
      instructorName: 'Jonas Becker',
      disciplineName: 'Heartsaver',
      organisationId: ids.nord,
      info: 'Kurs im Mai',
      actions: ['submit'],
      editable: true,
      displayStatus: 'NO_CERTIFICATE',
      missingFiles: ['APPLICATION_FORM', 'CERTIFICIATE_INSTRUCTOR_COURSE', 'MONITORING_FORM'],
      paidRecertificationAccepted: false,
    });
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'userId'])
      .where('entityId', '=', response.body.id)
      .execute();
    expect(audit).toEqual([{ action: 'create', userId: await t.userId('its@example.com') }]);
  });

  it('allows only one open request per instructor and discipline', async () => {
    const before = await certificateCount();
    for (const token of [tokens.its, tokens.itc, tokens.instructor]) {
      const response = await t.call('POST', 'instructor-certificates', { token, body: heartsaver() });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        code: 'ONE_REQUEST_PER_DISCIPLINE',
        message: 'Only one request per discipline',
      });
    }
    // the seeded ACLS renewal of Jonas is open too
    const acls = await t.call('POST', 'instructor-certificates', {
      token: tokens.its,
      body: { ...heartsaver(), disciplineId: ids.discipline('ACLS') },
    });
    expect(acls.status).toBe(409);
    expect(await certificateCount()).toBe(before);
  });

  it('keeps the rule when two requests arrive at the same moment', async () => {
    const instructorId = await freshInstructor();
    const body = { instructorId, disciplineId: ids.discipline('BLS'), disciplineType: 'INITIAL' };
    const answers = await Promise.all(
      [0, 1, 2].map(() => t.call('POST', 'instructor-certificates', { token: tokens.its, body })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
  });

  it('needs acceptance and an invoice address for a recertification', async () => {
    const before = await certificateCount();
    const body = { instructorId: jonas, disciplineId: ids.discipline('PALS'), disciplineType: 'RECERTIFICATION' };
    const refused = await t.call('POST', 'instructor-certificates', { token: tokens.instructor, body });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      paidRecertificationAccepted: 'Field required.',
      'invoiceAddress.nameOrInstitution': 'Field required.',
      'invoiceAddress.street': 'Field required.',
      'invoiceAddress.zipCode': 'Field required.',
      'invoiceAddress.city': 'Field required.',
      'invoiceAddress.country': 'Field required.',
    });
    expect(await certificateCount()).toBe(before);
    const invoiceAddress = {
      nameOrInstitution: 'Jonas Becker',
      street: 'Elbchaussee',
      houseNumber: '1',
      zipCode: '22763',
      city: 'Hamburg',
      country: 'Deutschland',
    };
    const created = await t.call('POST', 'instructor-certificates', {
      token: tokens.instructor,
      body: { ...body, invoiceAddress, paidRecertificationAccepted: true },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      invoiceAddress,
      paidRecertificationAccepted: true,
      mine: true,
      actions: ['submit'],
      displayStatus: 'EXPIRED',
    });
  });

  it('refuses instructors and disciplines outside the caller’s reach, and bad input, writing nothing', async () => {
    const before = await certificateCount();
    const body = (instructorId: string, discipline = 'Heartsaver') => ({
      instructorId,
      disciplineId: ids.discipline(discipline),
      disciplineType: 'INITIAL',
    });
    expect((await t.call('POST', 'instructor-certificates', { token: tokens.its, body: body(felix) })).status).toBe(
      404,
    );
    expect((await t.call('POST', 'instructor-certificates', { token: tokens.sued, body: body(sarah) })).status).toBe(
      404,
    );
    expect((await t.call('POST', 'instructor-certificates', { token: tokens.itcCh, body: body(sarah) })).status).toBe(
      404,
    );
    expect(
      (await t.call('POST', 'instructor-certificates', { token: tokens.instructor, body: body(sarah) })).status,
    ).toBe(404);
    expect((await t.call('POST', 'instructor-certificates', { token: tokens.plain, body: body(sarah) })).status).toBe(
      403,
    );
    expect((await t.call('POST', 'instructor-certificates', { token: approver, body: body(sarah) })).status).toBe(403);
    expect((await t.call('POST', 'instructor-certificates', { body: body(sarah) })).status).toBe(401);
    const swissBls = ids.discipline('BLS', ids.itcCh);
    expect(
      (
        await t.call('POST', 'instructor-certificates', {
          token: tokens.its,
          body: { ...body(sarah), disciplineId: swissBls },
        })
      ).status,
    ).toBe(404);
    const retired = (
      await t.db.selectFrom('disciplines').select('id').where('deleted', '=', true).executeTakeFirstOrThrow()
    ).id;
    expect(
      (
        await t.call('POST', 'instructor-certificates', {
          token: tokens.its,
          body: { ...body(sarah), disciplineId: retired },
        })
      ).status,
    ).toBe(409);
    const bad = await t.call('POST', 'instructor-certificates', {
      token: tokens.its,
      body: { instructorId: sarah, disciplineType: 'FIRST', info: 'x'.repeat(2001) },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['disciplineId', 'disciplineType', 'info']);
    expect(await certificateCount()).toBe(before);
  });

  it('lets the ITC file a request for any of its sites', async () => {
    const response = await t.call('POST', 'instructor-certificates', {
      token: tokens.itc,
      body: { instructorId: felix, disciplineId: ids.discipline('PALS'), disciplineType: 'INITIAL' },
    });
    expect(response.status).toBe(201);
    expect(response.body.organisationName).toBe('Trainingszentrum Süd');
  });
});

describe('edit', () => {
  let id: string;
  beforeAll(async () => {
    id = await seedCertificate('DATAENTRY', { files: false });
  });

  it('changes a request in data entry, checking the recertification rules on the result', async () => {
    const info = await t.call('PATCH', `instructor-certificates/${id}`, {
      token: tokens.its,
      body: { info: 'Neu', status: 'CERTIFIED' },
    });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ info: 'Neu', status: 'DATAENTRY' });
    const refused = await t.call('PATCH', `instructor-certificates/${id}`, {
      token: tokens.its,
      body: { disciplineType: 'RECERTIFICATION' },
    });
    expect(refused.status).toBe(400);
    expect((await stateOf(id)).disciplineType).toBe('INITIAL');
    const ok = await t.call('PATCH', `instructor-certificates/${id}`, {
      token: tokens.its,
      body: {
        disciplineType: 'RECERTIFICATION',
        paidRecertificationAccepted: true,
        invoiceAddress: { nameOrInstitution: 'Nord', street: 'Weg', zipCode: '1', city: 'Ort', country: 'DE' },
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      disciplineType: 'RECERTIFICATION',
      missingFiles: ['RENEWAL_CHECKLIST', 'MONITORING_FORM', 'CURRENT_PROVIDER_STATUS'],
    });
    // a partial address keeps the other fields
    const partial = await t.call('PATCH', `instructor-certificates/${id}`, {
      token: tokens.its,
      body: { invoiceAddress: { city: 'Hamburg' } },
    });
    expect(partial.body.invoiceAddress).toMatchObject({ nameOrInstitution: 'Nord', city: 'Hamburg' });
    const back = await t.call('PATCH', `instructor-certificates/${id}`, {
      token: tokens.its,
      body: { disciplineType: 'INITIAL' },
    });
    expect(back.body.paidRecertificationAccepted).toBe(false);
  });

  it('refuses changing the discipline to one with an open request', async () => {
    const instructorId = (await stateOf(id)).instructorId;
    await seedCertificate('APPROVAL', { instructorId, discipline: 'ACLS' });
    const response = await t.call('PATCH', `instructor-certificates/${id}`, {
      token: tokens.its,
      body: { disciplineId: ids.discipline('ACLS') },
    });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('ONE_REQUEST_PER_DISCIPLINE');
  });

  it('refuses other sites (404), non-editors (403) and requests past data entry (409), changing nothing', async () => {
    const before = await stateOf(id);
    expect(
      (await t.call('PATCH', `instructor-certificates/${id}`, { token: tokens.sued, body: { info: 'x' } })).status,
    ).toBe(404);
    expect(
      (await t.call('PATCH', `instructor-certificates/${id}`, { token: tokens.itcCh, body: { info: 'x' } })).status,
    ).toBe(404);
    expect(
      (await t.call('PATCH', `instructor-certificates/${id}`, { token: approver, body: { info: 'x' } })).status,
    ).toBe(403);
    expect(await stateOf(id)).toEqual(before);
    const submitted = await seedCertificate('APPROVAL');
    const response = await t.call('PATCH', `instructor-certificates/${submitted}`, {
      token: tokens.its,
      body: { info: 'x' },
    });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('NOT_EDITABLE');
  });
});

describe('workflow by status', () => {
  // Every action in every status, by a user who holds every certificate feature (the ITC).
  for (const status of CERTIFICATE_STATUSES) {
    for (const action of CERTIFICATE_ACTIONS) {
      const step = stepOf(action);
      const allowed = step.from.includes(status);
      it(`${allowed ? 'allows' : 'refuses'} ${action} in ${status}`, async () => {
        const id = await seedCertificate(status);
        const before = await stateOf(id);
        const response = await act(tokens.itc, id, action, { itcComment: 'Bitte prüfen' });
        const after = await stateOf(id);
        const audit = await t.db.selectFrom('auditLog').select('action').where('entityId', '=', id).execute();
        if (allowed) {
          expect(response.status).toBe(200);
          expect(response.body.status).toBe(step.to);
          expect(after.status).toBe(step.to);
          expect(audit.map((a) => a.action)).toEqual([action]);
        } else {
          expect(response.status).toBe(409);
          expect(response.body.code).toBe('ILLEGAL_TRANSITION');
          expect(after).toEqual(before);
          expect(audit).toEqual([]);
        }
      });
    }
  }
});

describe('workflow by feature', () => {
  /** [user, action, status, expected answer] */
  const cases: [() => string, string, CertificateAction, CertificateStatus, number][] = [
    [() => tokens.its, 'site coordinator', 'submit', 'DATAENTRY', 200],
    [() => tokens.itc, 'ITC', 'submit', 'DATAENTRY', 200],
    [() => reader, 'ITC certificates feature', 'submit', 'DATAENTRY', 200],
    [() => approver, 'approver only', 'submit', 'DATAENTRY', 403],
    [() => certifier, 'certifier only', 'submit', 'DATAENTRY', 403],
    [() => tokens.sued, 'other site', 'submit', 'DATAENTRY', 404],
    [() => tokens.itcCh, 'other ITC', 'submit', 'DATAENTRY', 404],
    [() => tokens.plain, 'user without features', 'submit', 'DATAENTRY', 403],
    [() => tokens.instructor, 'another instructor', 'submit', 'DATAENTRY', 404],
    [() => approver, 'approver', 'approve', 'APPROVAL', 200],
    [() => tokens.its, 'site coordinator', 'approve', 'APPROVAL', 403],
    [() => reader, 'ITC certificates feature', 'approve', 'APPROVAL', 403],
    [() => certifier, 'certifier only', 'approve', 'APPROVAL', 403],
    [() => tokens.itcCh, 'other ITC', 'approve', 'APPROVAL', 404],
    [() => approver, 'approver', 'decline', 'APPROVAL', 200],
    [() => certifier, 'certifier', 'decline', 'APPROVED', 200],
    [() => tokens.its, 'site coordinator', 'decline', 'APPROVAL', 403],
    [() => reader, 'ITC certificates feature', 'decline', 'APPROVED', 403],
    [() => certifier, 'certifier', 'certify', 'APPROVED', 200],
    [() => approver, 'approver only', 'certify', 'APPROVED', 403],
    [() => tokens.its, 'site coordinator', 'certify', 'APPROVED', 403],
    [() => tokens.itcCh, 'other ITC', 'certify', 'APPROVED', 404],
    [() => tokens.plain, 'user without features', 'certify', 'APPROVED', 403],
  ];
  for (const [token, who, action, status, expected] of cases) {
    it(`${expected === 200 ? 'lets' : 'refuses'} the ${who} ${action} a request in ${status}${expected === 200 ? '' : ` (${expected})`}`, async () => {
      const id = await seedCertificate(status);
      const before = await stateOf(id);
      const response = await act(token(), id, action, { itcComment: 'Kommentar' });
      expect(response.status).toBe(expected);
      if (expected === 200) expect((await stateOf(id)).status).toBe(stepOf(action).to);
      else expect(await stateOf(id)).toEqual(before);
    });
  }

  it('lets the instructor submit his own request and refuses anonymous callers', async () => {
    // a discipline of its own, so the requests of Jonas in the other tests stay apart
    const nrp = await t.db
      .insertInto('disciplines')
      .values({ organisationId: ids.itc, name: 'NRP' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = await seedCertificate('DATAENTRY', { instructorId: jonas, discipline: 'BLS' });
    await t.db.updateTable('instructorCertificates').set({ disciplineId: nrp.id }).where('id', '=', id).execute();
    expect((await t.call('POST', `instructor-certificates/${id}/submit`, { body: {} })).status).toBe(401);
    expect((await act(tokens.instructor, id, 'submit')).status).toBe(200);
  });
});

describe('rules of the steps', () => {
  it('refuses submitting without the required files, naming them', async () => {
    const id = await seedCertificate('DATAENTRY', { files: false });
    await upload(t, tokens.its, id, 'APPLICATION_FORM');
    const response = await act(tokens.its, id, 'submit');
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'FILES_MISSING',
      errors: { files: 'CERTIFICIATE_INSTRUCTOR_COURSE, MONITORING_FORM' },
    });
    expect((await stateOf(id)).status).toBe('DATAENTRY');
  });

  it('needs a comment to decline', async () => {
    const id = await seedCertificate('APPROVAL');
    for (const body of [{}, { itcComment: '   ' }]) {
      const response = await act(tokens.itc, id, 'decline', body);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ itcComment: 'Field required.' });
    }
    expect((await stateOf(id)).status).toBe('APPROVAL');
    expect((await act(tokens.itc, id, 'decline', { itcComment: 'x'.repeat(2001) })).status).toBe(400);
  });

  it('refuses unknown actions and ids', async () => {
    const id = await seedCertificate('APPROVAL');
    // each step is a route of its own: an unknown one is no route at all
    expect((await act(tokens.itc, id, 'publish')).status).toBe(404);
    expect((await act(tokens.itc, '00000000-0000-4000-8000-000000000000', 'approve')).status).toBe(404);
    expect((await act(tokens.itc, 'nope', 'approve')).status).toBe(400);
  });
});

describe('the whole way with mail', () => {
  it('goes from data entry to certified, declined once, and informs instructor and site', async () => {
    clearMail(t);
    const created = await t.call('POST', 'instructor-certificates', {
      token: tokens.its,
      body: {
        instructorId: jonas,
        disciplineId: ids.discipline('BLS'),
        disciplineType: 'RECERTIFICATION',
        paidRecertificationAccepted: true,
        invoiceAddress: {
          nameOrInstitution: 'TZ Nord',
          street: 'Elbchaussee',
          zipCode: '22763',
          city: 'Hamburg',
          country: 'DE',
        },
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    for (const type of REQUIRED_FILES.RECERTIFICATION) expect((await upload(t, tokens.its, id, type)).status).toBe(201);
    expect((await act(tokens.its, id, 'submit')).body).toMatchObject({
      status: 'APPROVAL',
      actions: [],
      editable: false,
    });
    const itcView = await t.call('GET', `instructor-certificates/${id}`, { token: tokens.itc });
    expect(itcView.body.actions).toEqual(['approve', 'decline']);

    const declined = await act(tokens.itc, id, 'decline', { itcComment: 'Die Checkliste ist unvollständig.' });
    expect(declined.body).toMatchObject({ status: 'DATAENTRY', itcComment: 'Die Checkliste ist unvollständig.' });
    let mail = capturedMail(t);
    expect(mail.map((m) => m.to).sort()).toEqual(['instructor@example.com', 'its@example.com']);
    // nobody chose a language: German for a site in Germany
    expect(mail[0].subject).toBe('Zertifikatsantrag abgelehnt: BLS für Jonas Becker');
    expect(mail[0].text).toContain('Die Checkliste ist unvollständig.');
    expect(mail.find((m) => m.to === 'instructor@example.com')!.text).toContain('/certificates/' + id);
    expect(mail.find((m) => m.to === 'its@example.com')!.text).toContain('/its/instructor-certificates/' + id);

    expect((await act(tokens.its, id, 'submit')).status).toBe(200);
    expect((await act(tokens.itc, id, 'approve')).body.actions).toEqual(['decline', 'certify']);
    await t.db.updateTable('users').set({ language: 'en' }).where('email', '=', 'instructor@example.com').execute();
    clearMail(t);
    const certified = await act(tokens.itc, id, 'certify');
    const day = today();
    expect(certified.body).toMatchObject({
      status: 'CERTIFIED',
      certificationDate: day,
      expiryDate: expiryDateFor(day, 24),
      displayStatus: 'ACTIVE',
      actions: [],
    });
    mail = capturedMail(t);
    const toInstructor = mail.find((m) => m.to === 'instructor@example.com')!;
    expect(toInstructor.subject).toBe('Certified: BLS for Jonas Becker');
    expect(mail.find((m) => m.to === 'its@example.com')!.subject).toBe('Zertifiziert: BLS für Jonas Becker');
    const audit = await t.db.selectFrom('auditLog').select('action').where('entityId', '=', id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual([
      'create',
      'upload_file',
      'upload_file',
      'upload_file',
      'submit',
      'decline',
      'submit',
      'approve',
      'certify',
    ]);

    // certified: a new request for the discipline is possible again
    const next = await t.call('POST', 'instructor-certificates', {
      token: tokens.its,
      body: { instructorId: jonas, disciplineId: ids.discipline('BLS'), disciplineType: 'INITIAL' },
    });
    expect(next.status).toBe(201);
  });

  it('certifies with the discipline’s own validity, up to the end of the month', async () => {
    await t.db
      .updateTable('disciplines')
      .set({ validityMonths: 12 })
      .where('id', '=', ids.discipline('PALS'))
      .execute();
    const id = await seedCertificate('APPROVED', { discipline: 'PALS' });
    const response = await act(certifier, id, 'certify');
    expect(response.body.expiryDate).toBe(expiryDateFor(today(), 12));
    expect(
      response.body.expiryDate.endsWith(
        String(
          new Date(
            Date.UTC(Number(response.body.expiryDate.slice(0, 4)), Number(response.body.expiryDate.slice(5, 7)), 0),
          ).getUTCDate(),
        ),
      ),
    ).toBe(true);
  });
});

type CertificateAction = (typeof CERTIFICATE_ACTIONS)[number];
