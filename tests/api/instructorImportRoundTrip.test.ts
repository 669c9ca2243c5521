import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_ERRORS, type ImportRow, type ImportRowResult } from '../../src/domain/certificates';
import { instructorExportRows, rejectedRows, type InstructorListRecord } from '../../src/domain/instructorCsv';
import { instructorCsvText, parseCsvText } from '../../src/resources/itcInstructors/csv';
import { countRows, demoIds, loginAll, type DemoUser } from './certificationHelper';
import { testApp, type TestApp } from './helper';

/**
 * The import takes the files people have: instructors matched by AHA id (updated, or given the
 * id), new ones keeping the file's id, comma, semicolon and tab files, the product's own export,
 * and files with some bad rows (the valid ones imported, the others returned with reasons). An
 * AHA id held outside the row's site is never taken over.
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

const HEADER = 'organisation,ahaInstructorId,firstName,lastName,email,expiryDate,discipline';
const row = (values: Partial<ImportRow>): ImportRow => ({
  organisation: 'Trainingszentrum Nord',
  ahaInstructorId: '',
  firstName: 'Nina',
  lastName: 'Neu',
  email: 'nina.neu@example.com',
  expiryDate: '2029-06-30',
  discipline: 'BLS',
  ...values,
});
const send = (rows: ImportRow[], dryRun: boolean, token = tokens.itc) =>
  t.call('POST', `itc-instructors/import?dryRun=${dryRun}`, { token, body: { rows } });
const codes = (body: { rows: ImportRowResult[] }) =>
  body.rows.map((r) => r.errors.map((e) => `${e.code}${e.field ? `:${e.field}` : ''}`).join(' '));

/** The instructor profiles holding an AHA id, with their site and name. */
const holdersOf = (ahaId: string) =>
  t.db
    .selectFrom('instructorProfiles as i')
    .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
    .select(['i.id', 'i.organisationId', 'p.firstName', 'p.lastName', 'p.email'])
    .where('i.ahaInstructorId', '=', ahaId)
    .where('i.deleted', '=', false)
    .execute();
const certificatesOf = (instructorId: string) =>
  t.db
    .selectFrom('instructorCertificates')
    .select(['disciplineId', 'expiryDate', 'status'])
    .where('instructorId', '=', instructorId)
    .execute();
const counts = async () => ({
  participants: await countRows(t, 'participantProfiles'),
  instructors: await countRows(t, 'instructorProfiles'),
  certificates: await countRows(t, 'instructorCertificates'),
});
const parsed = (text: string) => {
  const result = parseCsvText(text);
  if (!('rows' in result)) throw new Error(JSON.stringify(result.problem));
  return result.rows;
};

describe('instructors matched by AHA id', () => {
  it('updates the instructor the AHA id names and adds the certificate', async () => {
    const [sarah] = await holdersOf('02345678901');
    const before = await certificatesOf(sarah!.id);
    const rows = [
      row({
        ahaInstructorId: '02345678901',
        firstName: 'Sarah',
        lastName: 'Klein-Berg',
        email: 'sarah.klein@example.com',
        discipline: 'PALS',
      }),
    ];
    const response = await send(rows, false);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ created: 0, updated: 1, failed: 0, certificates: 1 });
    expect(response.body.rows[0].action).toBe('update');
    expect(await holdersOf('02345678901')).toEqual([{ ...sarah, lastName: 'Klein-Berg' }]);
    const after = await certificatesOf(sarah!.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContainEqual({
      disciplineId: ids.discipline('PALS'),
      expiryDate: '2029-06-30',
      status: 'CERTIFIED',
    });
    // the same row again adds nothing
    expect((await send(rows, false)).body).toMatchObject({ updated: 1, certificates: 0 });
    expect(await certificatesOf(sarah!.id)).toHaveLength(after.length);
  });

  it('creates a new instructor with the AHA id given, and gives an instructor found by e-mail his id', async () => {
    const response = await send(
      [
        row({ ahaInstructorId: '44444444444', email: 'nina.neu@example.com' }),
        row({ ahaInstructorId: '44444444444', discipline: 'ACLS' }),
        row({
          ahaInstructorId: '44444444445',
          firstName: 'Miriam',
          lastName: 'Schulz',
          email: 'miriam.schulz@example.com',
        }),
      ],
      false,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ created: 1, updated: 1, failed: 0, certificates: 3 });
    const [nina] = await holdersOf('44444444444');
    expect(nina).toMatchObject({ organisationId: ids.nord, firstName: 'Nina', email: 'nina.neu@example.com' });
    expect(await certificatesOf(nina!.id)).toHaveLength(2);
    const miriam = await holdersOf('44444444445');
    expect(miriam).toEqual([expect.objectContaining({ id: await ids.instructorByName('Miriam', 'Schulz') })]);
  });

  it('refuses an AHA id that another instructor holds, and one the file gives to two people', async () => {
    const [sarah] = await holdersOf('02345678901');
    const response = await send(
      [
        // Felix Wagner's id, but he is at Trainingszentrum Süd: not moved by an import
        row({ ahaInstructorId: '04567890123', firstName: 'Felix', lastName: 'Wagner', email: 'f.w@example.com' }),
        // Sarah Klein (who has an id) under another id
        row({
          ahaInstructorId: '55555555555',
          firstName: 'Sarah',
          lastName: 'Klein',
          email: 'sarah.klein@example.com',
        }),
        row({ ahaInstructorId: '66666666666', email: 'erste@example.com' }),
        row({ ahaInstructorId: '66666666666', email: 'zweite@example.com' }),
        row({ ahaInstructorId: 'AHA-1' }),
      ],
      true,
    );
    expect(codes(response.body)).toEqual([
      'AHA_ID_TAKEN:ahaInstructorId',
      'INSTRUCTOR_EXISTS:email',
      '',
      'AHA_ID_TAKEN:ahaInstructorId',
      'BAD_AHA_ID:ahaInstructorId',
    ]);
    expect(response.body.rows[0].errors[0].message).toBe(IMPORT_ERRORS.AHA_ID_TAKEN);
    expect(await holdersOf('02345678901')).toEqual([sarah]);
  });

  it('does not let another ITC take over an instructor by his AHA id', async () => {
    const [sarah] = await holdersOf('02345678901');
    const before = await counts();
    const rows = [
      row({
        organisation: 'Ausbildungszentrum Bern',
        ahaInstructorId: '02345678901',
        firstName: 'Sarah',
        lastName: 'Übernommen',
        email: 'sarah.ch@example.com',
      }),
    ];
    const dry = await send(rows, true, tokens.itcCh);
    expect(codes(dry.body)).toEqual(['AHA_ID_TAKEN:ahaInstructorId']);
    // the answer does not tell whose id it is
    expect(JSON.stringify(dry.body)).not.toContain('Klein');
    const refused = await send(rows, false, tokens.itcCh);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('IMPORT_NO_VALID_ROWS');
    expect(await holdersOf('02345678901')).toEqual([sarah]);
    expect(await counts()).toEqual(before);
  });
});

describe('files as people have them', () => {
  const lines = [
    'Trainingszentrum Süd,,Jürgen,"Müller, jun.",juergen@example.com,31.12.2029,BLS',
    'Trainingszentrum West,07890123456,Paul,Neumann,paul.neumann@example.com,2029-01-31,ACLS',
  ];

  it('reads comma, semicolon and tab files alike', async () => {
    const comma = parsed(`\uFEFF${HEADER}\r\n${lines.join('\r\n')}\r\n`);
    const semicolon = parsed(
      `\uFEFF${HEADER.replaceAll(',', ';')}\n${lines.map((l) => l.replace(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/g, ';')).join('\n')}\n`,
    );
    const tab = parsed(
      `${HEADER.replaceAll(',', '\t')}\n${lines.map((l) => l.replace(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/g, '\t')).join('\n')}`,
    );
    expect(comma[0]).toMatchObject({ lastName: 'Müller, jun.', ahaInstructorId: '', expiryDate: '31.12.2029' });
    expect(semicolon).toEqual(comma);
    expect(tab).toEqual(comma);
    const response = await send(semicolon, true);
    expect(response.body).toMatchObject({ total: 2, created: 1, updated: 1, failed: 0, certificates: 2 });
  });

  it('imports the product’s own export unchanged, formula-like names included', async () => {
    const vogel = await ids.instructorByName('Tim', 'Vogel');
    const participant = await t.db
      .selectFrom('instructorProfiles')
      .select('participantProfileId')
      .where('id', '=', vogel)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('participantProfiles')
      .set({ lastName: '=Vogel+1' })
      .where('id', '=', participant.participantProfileId)
      .execute();
    const list = await t.call('GET', 'itc-instructors?range=[0,999]', { token: tokens.itc });
    expect(list.status).toBe(200);
    const file = instructorCsvText(instructorExportRows(list.body as InstructorListRecord[]));
    expect(file.split('\r\n')[0]).toBe(`\uFEFF${HEADER.replaceAll(',', ';')}`);
    expect(file).toContain(";'=Vogel+1;");

    const before = await counts();
    const names = await t.db
      .selectFrom('participantProfiles')
      .select(['id', 'firstName', 'lastName', 'email'])
      .orderBy('id')
      .execute();
    const response = await send(parsed(file), false);
    expect(response.status).toBe(200);
    expect(codes(response.body).filter(Boolean)).toEqual([]);
    expect(response.body).toMatchObject({ created: 0, failed: 0, certificates: 0 });
    expect(response.body.updated).toBe(list.body.length);
    expect(await counts()).toEqual(before);
    expect(
      await t.db
        .selectFrom('participantProfiles')
        .select(['id', 'firstName', 'lastName', 'email'])
        .orderBy('id')
        .execute(),
    ).toEqual(names);
  });

  it('imports the valid rows and gives back the rejected ones with their reasons', async () => {
    const rows = [
      row({ email: 'gut.eins@example.com' }),
      row({ email: 'schlecht.eins@example.com', discipline: 'Yoga' }),
      row({ email: 'gut.zwei@example.com', discipline: '', expiryDate: '' }),
      row({ email: 'schlecht.zwei@example.com', expiryDate: '30.02.2029' }),
      row({ email: 'schlecht.drei@example.com', expiryDate: '' }),
    ];
    const before = await counts();
    const response = await send(rows, false);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ dryRun: false, total: 5, created: 2, failed: 3, certificates: 1 });
    expect(response.body.rows.map((r: ImportRowResult) => r.action)).toEqual([
      'create',
      'error',
      'create',
      'error',
      'error',
    ]);
    const after = await counts();
    expect(after.instructors - before.instructors).toBe(2);
    expect(after.certificates - before.certificates).toBe(1);
    const good = await t.db
      .selectFrom('participantProfiles')
      .select('email')
      .where('email', 'like', 'gut.%')
      .orderBy('email')
      .execute();
    expect(good.map((p) => p.email)).toEqual(['gut.eins@example.com', 'gut.zwei@example.com']);
    expect(
      await t.db.selectFrom('participantProfiles').select('id').where('email', 'like', 'schlecht.%').execute(),
    ).toEqual([]);

    // the rejected rows as the dialog offers them: the same columns and a reason, ready to import again
    const rejected = rejectedRows(rows, response.body.rows, (r) => r.errors.map((e) => e.message).join('; '));
    const file = instructorCsvText(rejected, [{ field: 'reason', header: 'reason' }]);
    expect(file.split('\r\n')[0]).toBe(`\uFEFF${HEADER.replaceAll(',', ';')};reason`);
    expect(rejected.map((r) => r.reason)).toEqual([
      IMPORT_ERRORS.UNKNOWN_DISCIPLINE,
      IMPORT_ERRORS.BAD_DATE,
      IMPORT_ERRORS.REQUIRED,
    ]);
    expect(parsed(file)).toEqual([rows[1], rows[3], rows[4]]);
  });
});
