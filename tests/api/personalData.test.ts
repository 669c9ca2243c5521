import JSZip from 'jszip';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMISED } from '../../server/services/personalData/person';
import { runRetention } from '../../server/services/personalData/retention';
import { capturedMails } from '../support/mail';
import { certificate, discipline, instructor, organisationId, user } from './dashboardFixtures';
import { testApp, type TestApp } from './helper';

/**
 * Personal data on request (GDPR art. 15, 17, 20): the export holds the person's rows and files;
 * an erasure leaves his name in no column of any table and in no captured mail, keeps his
 * certificates in the statistics, is audited without his data, and is refused to anyone but
 * internal administrators and his own ITC. The retention job anonymises only those past it.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let nord: string;
let itc: string;
const PDF = Buffer.from('%PDF-1.4 Zeugnis Vergessenfeld\n%%EOF');
const FIRST = 'Ermentrude';
const LAST = 'Vergessenfeld';
const EMAIL = 'e.vergessenfeld@example.com';
let disciplines = 0;

/** The person: an account at Nord, his participant and instructor profile, a certificate with a file. */
async function person(last = LAST, email = EMAIL) {
  const userId = await user(t, nord, email, ['user_is_instructor'], { firstName: FIRST, lastName: last });
  const instructorId = await instructor(t, nord, FIRST, last, { userId, cellPhone: '+49 170 5550123' });
  const { participantProfileId } = await t.db
    .selectFrom('instructorProfiles')
    .select('participantProfileId')
    .where('id', '=', instructorId)
    .executeTakeFirstOrThrow();
  const certificateId = await certificate(
    t,
    instructorId,
    await discipline(t, itc, `Disziplin ${++disciplines}`),
    'CERTIFIED',
  );
  await t.db
    .updateTable('instructorCertificates')
    .set({ invoiceNameOrInstitution: `${FIRST} ${last}`, info: `Bitte an ${email}` })
    .where('id', '=', certificateId)
    .execute();
  await t.db
    .insertInto('certificateFiles')
    .values({
      organisationId: nord,
      certificateId,
      type: 'MONITORING_FORM',
      fileName: `Nachweis ${last}.pdf`,
      contentType: 'application/pdf',
      size: PDF.length,
      content: PDF,
      createdBy: userId,
    })
    .execute();
  return { userId, instructorId, participantProfileId, certificateId };
}

/** Every text, varchar and jsonb value in the database containing `needle`, as "table.column". */
async function whereFound(needle: string): Promise<string[]> {
  const columns = await sql<{ table: string; column: string }>`
    SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
    WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying', 'jsonb', 'ARRAY')`.execute(
    t.db,
  );
  const found: string[] = [];
  for (const { table, column } of columns.rows) {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}
      WHERE ${sql.ref(column)}::text ILIKE ${`%${needle}%`}`.execute(t.db);
    if (rows[0].n) found.push(`${table}.${column}`);
  }
  return found;
}

/** A ZIP export, opened: the archive and its JSON. */
async function exported(path: string, token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v2/${path}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  const zip = await JSZip.loadAsync(response.rawPayload);
  return { zip, data: JSON.parse(await zip.file('personal-data.json')!.async('string')) };
}

const statistics = async () =>
  (await t.call('GET', 'statistics?from=2000-01-01&to=2030-12-31', { token: tokens.admin })).body;

beforeAll(async () => {
  t = await testApp();
  for (const [name, email] of Object.entries({
    admin: 'admin@example.com',
    itc: 'itc@example.com',
    its: 'its@example.com',
    otherItc: 'itc.ch@example.com',
    plain: 'user@example.com',
  }))
    tokens[name] = await t.login(email);
  nord = await organisationId(t, 'Trainingszentrum Nord');
  itc = await organisationId(t, 'ITC Deutschland');
});
afterAll(() => t.close());

describe('export', () => {
  it('holds his rows as JSON and his files, for his ITC', async () => {
    const p = await person('Exportfeld', 'exportfeld@example.com');
    const { zip, data } = await exported(`people/instructor-profile/${p.instructorId}/export`, tokens.itc);
    expect(data.participantProfiles.map((r: { lastName: string }) => r.lastName)).toEqual(['Exportfeld']);
    expect(data.instructorProfiles[0].cellPhone).toBe('+49 170 5550123');
    expect(data.instructorCertificates.map((r: { id: string }) => r.id)).toEqual([p.certificateId]);
    const [file] = data.certificateFiles;
    expect(file.fileName).toBe('Nachweis Exportfeld.pdf');
    expect(Buffer.from(await zip.file(file.path)!.async('uint8array'))).toEqual(PDF);

    const userData = (await exported(`people/user/${p.userId}/export`, tokens.admin)).data.users;
    expect(userData[0].email).toBe('exportfeld@example.com');
    expect(userData[0].passwordHash).toBeUndefined();
  });

  it('is refused to a site user, another ITC, a user without features and anonymous', async () => {
    const p = await person('Fremdfeld', 'fremdfeld@example.com');
    const path = `people/participant-profile/${p.participantProfileId}/export`;
    expect((await t.call('GET', path, { token: tokens.its })).status).toBe(403);
    expect((await t.call('GET', path, { token: tokens.plain })).status).toBe(403);
    expect((await t.call('GET', path, { token: tokens.otherItc })).status).toBe(404);
    expect((await t.call('GET', path)).status).toBe(401);
    expect((await t.call('GET', `people/nobody/${p.userId}/export`, { token: tokens.admin })).status).toBe(400);
    expect((await t.call('GET', `people/user/${p.participantProfileId}/export`, { token: tokens.admin })).status).toBe(
      404,
    );
  });
});

describe('erase', () => {
  it('is refused to others, without confirmation and for oneself, changing nothing', async () => {
    const p = await person('Bleibfeld', 'bleibfeld@example.com');
    const path = `people/user/${p.userId}/erase`;
    const body = { confirm: true };
    expect((await t.call('POST', path, { token: tokens.its, body })).status).toBe(403);
    expect((await t.call('POST', path, { token: tokens.plain, body })).status).toBe(403);
    expect((await t.call('POST', path, { token: tokens.otherItc, body })).status).toBe(404);
    expect((await t.call('POST', path, { body })).status).toBe(401);
    expect((await t.call('POST', path, { token: tokens.itc, body: {} })).status).toBe(400);
    expect((await t.call('POST', path, { token: tokens.itc, body: { confirm: 'yes' } })).status).toBe(400);
    const self = await t.userId('itc@example.com');
    const own = await t.call('POST', `people/user/${self}/erase`, { token: tokens.itc, body });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('You cannot erase your own personal data here.');
    expect(await whereFound('Bleibfeld')).toContain('users.last_name');
    expect(await whereFound('bleibfeld@example.com')).toContain('users.email');
  });

  it('leaves his name nowhere in the database or captured mail, and his certificate still counts', async () => {
    const p = await person();
    // what the app itself writes about him: an audit snapshot, a mail, a trainer typed by name
    expect(
      (
        await t.call('PATCH', `participant-profiles/${p.participantProfileId}`, {
          token: tokens.its,
          body: { phoneNumber: '+49 40 5550199' },
        })
      ).status,
    ).toBe(200);
    expect((await t.call('POST', 'auth/password-reset/request', { body: { email: EMAIL } })).status).toBe(202);
    const course = await t.db
      .selectFrom('courses')
      .select('id')
      .where('organisationId', '=', nord)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('courseTrainers')
      .values({
        organisationId: nord,
        courseId: course.id,
        position: 99,
        instructorProfileId: null,
        instructorType: 'instructor',
        origin: 'free_text',
        name: `${FIRST} ${LAST}`,
        ahaInstructorId: null,
      })
      .execute();
    // an idempotent create naming him, whose answer is kept for its retries
    const courseType = await t.db
      .selectFrom('courseTypes')
      .select('id')
      .where('organisationId', '=', nord)
      .where('deleted', '=', false)
      .executeTakeFirstOrThrow();
    const enrol = () =>
      t.call('POST', 'courses', {
        token: tokens.its,
        headers: { 'idempotency-key': 'enrol-him' },
        body: {
          courseTypeId: courseType.id,
          startDate: '2027-02-01',
          trainers: [{ instructorType: 'instructor', origin: 'free_text', name: 'Trainer' }],
          participants: [{ participantProfileId: p.participantProfileId }],
        },
      });
    const enrolled = await enrol();
    expect(enrolled.status).toBe(201);
    expect(JSON.stringify(enrolled.body)).toContain(LAST);
    // his certificate as the public check shows it
    const code = 'ERA5EDC0DE234567';
    await t.db
      .updateTable('instructorCertificates')
      .set({ verificationCode: code })
      .where('id', '=', p.certificateId)
      .execute();
    expect((await t.call('GET', `verify/${code}`)).body).toMatchObject({ name: `${FIRST} ${LAST}`, status: 'VALID' });
    // a reminder mailed to him and his site, as the certificate's screen lists it
    await t.db
      .insertInto('reminderSends')
      .values({
        certificateId: p.certificateId,
        organisationId: nord,
        recipients: [EMAIL, 'its@example.com'],
        byHand: true,
      })
      .execute();
    await waitFor(() => capturedMails(t.config.dataDir).some((m) => m.to === EMAIL));
    expect(await whereFound(LAST)).toEqual(
      expect.arrayContaining(['users.last_name', 'audit_log.after', 'idempotency_keys.body']),
    );
    expect(await whereFound(EMAIL)).toContain('reminder_sends.recipients');
    const before = await statistics();

    const response = await t.call('POST', `people/user/${p.userId}/erase`, {
      token: tokens.itc,
      body: { confirm: true },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ usersAnonymised: 1, certificatesAnonymised: 1, filesRemoved: 1 });
    expect(response.body.mailsRemoved).toBeGreaterThan(0);

    for (const needle of [LAST, `${FIRST} ${LAST}`, EMAIL, '5550123', '5550199'])
      expect(await whereFound(needle), needle).toEqual([]);
    const reminder = await t.db
      .selectFrom('reminderSends')
      .select('recipients')
      .where('certificateId', '=', p.certificateId)
      .executeTakeFirstOrThrow();
    expect(reminder.recipients).toEqual([ANONYMISED, 'its@example.com']);
    // a replay of the create answers as before, without his name
    const replayed = await enrol();
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body.id).toBe(enrolled.body.id);
    expect(JSON.stringify(replayed.body)).not.toContain(LAST);
    expect(JSON.stringify(replayed.body)).not.toContain(FIRST);
    // the public check says plainly that his data was erased, neither his name nor "valid"
    const verified = await t.call('GET', `verify/${code}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ status: 'ERASED', name: null, validUntil: null });
    expect(JSON.stringify(verified.body)).not.toMatch(/Anonymised|VALID/);
    const mails = capturedMails(t.config.dataDir);
    expect(mails.filter((m) => `${m.to} ${m.subject} ${m.text}`.includes(LAST) || m.to === EMAIL)).toEqual([]);

    // the certificate stays with discipline, dates and status; the statistics still count it
    const kept = await t.db
      .selectFrom('instructorCertificates')
      .selectAll()
      .where('id', '=', p.certificateId)
      .executeTakeFirstOrThrow();
    expect(kept.status).toBe('CERTIFIED');
    expect(kept.expiryDate).not.toBeNull();
    expect(kept.invoiceNameOrInstitution).toBeNull();
    expect(await statistics()).toEqual(before);
    const profile = await t.db
      .selectFrom('participantProfiles')
      .select(['firstName', 'lastName'])
      .where('id', '=', p.participantProfileId)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ firstName: 'Anonymised', lastName: 'Anonymised' });
    expect(
      await t.db.selectFrom('certificateFiles').where('certificateId', '=', p.certificateId).select('id').execute(),
    ).toEqual([]);

    // he can no longer log in; the erasure is audited with counts only
    expect((await t.call('POST', 'auth/login', { body: { username: EMAIL, password: 'Demo-1234!' } })).status).toBe(
      401,
    );
    const entry = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'erase')
      .where('entityId', '=', p.userId)
      .executeTakeFirstOrThrow();
    expect(entry.userId).toBe(await t.userId('itc@example.com'));
    expect(entry.after).toMatchObject({ usersAnonymised: 1, filesRemoved: 1 });
    expect(JSON.stringify(entry)).not.toContain(LAST);
  });

  it('deletes a participant without records the certifying body must keep', async () => {
    const { id } = await t.db
      .insertInto('participantProfiles')
      .values({
        organisationId: nord,
        userId: null,
        title: null,
        firstName: 'Kurz',
        lastName: 'Besuchfeld',
        email: null,
        phoneNumber: null,
        qualification: null,
        foodPreference: null,
        customerNumber: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await t.call('POST', `people/participant-profile/${id}/erase`, {
      token: tokens.admin,
      body: { confirm: true },
    });
    expect(response.status).toBe(200);
    expect(response.body.participantProfilesDeleted).toBe(1);
    expect(await whereFound('Besuchfeld')).toEqual([]);
  });
});

describe('finding the person (issue 25.2)', () => {
  it('the internal administrator finds a participant of another site in the list and the search, and exports him; a coordinator of another site cannot', async () => {
    const sued = await organisationId(t, 'Trainingszentrum Süd');
    const { id } = await t.db
      .insertInto('participantProfiles')
      .values({
        organisationId: sued,
        userId: null,
        title: null,
        firstName: 'Paul',
        lastName: 'Frank',
        email: 'paul.frank@example.com',
        phoneNumber: null,
        qualification: null,
        foodPreference: null,
        customerNumber: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = (token: string, filter: Record<string, string>) =>
      t.call('GET', `participant-profiles?filter=${encodeURIComponent(JSON.stringify(filter))}`, { token });

    // the list offers him every organisation, and filtered by Paul's, finds him by his whole name
    const offered = await t.call('GET', 'participant-profiles/organisations?action=read', { token: tokens.admin });
    expect(offered.body.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining([nord, sued]));
    const found = await list(tokens.admin, { organisationId: sued, q: 'Paul Frank' });
    expect(found.body).toEqual([expect.objectContaining({ id, organisationName: 'Trainingszentrum Süd' })]);
    expect((await list(tokens.admin, { organisationId: nord, q: 'Paul Frank' })).body).toEqual([]);
    // the global search finds him too
    const search = await t.call('GET', `search?q=${encodeURIComponent('Paul Frank')}`, { token: tokens.admin });
    expect(search.body.hits).toContainEqual({
      kind: 'participants',
      resource: 'participant-profiles',
      id,
      label: 'Paul Frank',
      detail: 'Trainingszentrum Süd · paul.frank@example.com',
      organisationId: sued,
    });
    const { data } = await exported(`people/participant-profile/${id}/export`, tokens.admin);
    expect(data.participantProfiles.map((r: { id: string }) => r.id)).toEqual([id]);

    // Nord's coordinator: not in his list, not in his search, no export
    expect((await list(tokens.its, { q: 'Paul Frank' })).body).toEqual([]);
    expect((await list(tokens.its, { organisationId: sued })).body).toEqual([]);
    const hisSearch = await t.call('GET', `search?q=${encodeURIComponent('Paul Frank')}`, { token: tokens.its });
    expect(hisSearch.body.hits.map((hit: { id: string }) => hit.id)).not.toContain(id);
    expect((await t.call('GET', `participant-profiles/${id}`, { token: tokens.its })).status).toBe(404);
    expect((await t.call('GET', `people/participant-profile/${id}/export`, { token: tokens.its })).status).toBe(403);
  });
});

describe('retention', () => {
  const NOW = new Date('2030-06-01T00:00:00Z');
  const OLD = new Date('2015-01-01T00:00:00Z');

  async function participant(lastName: string, extra: { userId?: string; updatedAt?: Date } = {}) {
    const { id } = await t.db
      .insertInto('participantProfiles')
      .values({
        organisationId: nord,
        userId: extra.userId ?? null,
        title: null,
        firstName: 'Alt',
        lastName,
        email: null,
        phoneNumber: null,
        qualification: null,
        foodPreference: null,
        customerNumber: null,
        updatedAt: extra.updatedAt ?? OLD,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  it('anonymises only people without account, valid certificate or activity within the period', async () => {
    // the cutoff is 2020-06-01: every row not written here is newer
    const gone = await participant('Verjaehrtfeld');
    await participant('Aktivfeld', { updatedAt: new Date('2021-01-01T00:00:00Z') });
    await participant('Kontofeld', { userId: await user(t, nord, 'kontofeld@example.com', []) });
    const certified = await instructor(t, nord, 'Alt', 'Zertifikatfeld');
    const certificateId = await certificate(t, certified, await discipline(t, itc, 'Retention'), 'CERTIFIED');
    await t.db
      .updateTable('instructorCertificates')
      .set({ expiryDate: '2022-01-01', updatedAt: OLD })
      .where('id', '=', certificateId)
      .execute();
    await t.db.updateTable('instructorProfiles').set({ updatedAt: OLD }).where('id', '=', certified).execute();
    await t.db
      .updateTable('participantProfiles')
      .set({ updatedAt: OLD })
      .where('lastName', '=', 'Zertifikatfeld')
      .execute();

    expect(await runRetention(t.db, 0, NOW)).toEqual([]);
    expect(await runRetention(t.db, 10, NOW)).toEqual([gone]);
    expect(await whereFound('Verjaehrtfeld')).toEqual([]);
    for (const kept of ['Aktivfeld', 'Kontofeld', 'Zertifikatfeld'])
      expect(await whereFound(kept), kept).toContain('participant_profiles.last_name');
    const entry = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'erase')
      .where('entityId', '=', gone)
      .executeTakeFirstOrThrow();
    expect(entry.userId).toBeNull();
  });
});

async function waitFor(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(condition()).toBe(true);
}
