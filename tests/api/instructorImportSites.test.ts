import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_ERRORS, type ImportRow } from '../../src/domain/certificates';
import { demoIds, loginAll, type DemoUser } from './certificationHelper';
import { testApp, type TestApp } from './helper';

/**
 * The import names sites by name, and site names are unique only within an ITC: two ITCs each with
 * a “Trainingszentrum Nord”. Each ITC's rows reach its own site; a row of the internal staff with
 * that name is refused as ambiguous, and the site's id names it unambiguously.
 */
let t: TestApp;
let tokens: Record<DemoUser, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;
let swissNord: string;

beforeAll(async () => {
  t = await testApp();
  tokens = await loginAll(t);
  ids = await demoIds(t);
  swissNord = (
    await t.db
      .insertInto('organisations')
      .values({
        name: 'Trainingszentrum Nord',
        type: 'its',
        parentId: ids.itcCh,
        modules: ['certificates', 'courses'],
        country: 'CH',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const row = (values: Partial<ImportRow>): ImportRow => ({
  organisation: 'Trainingszentrum Nord',
  ahaInstructorId: '',
  firstName: 'Nina',
  lastName: 'Neu',
  email: 'nina.neu@example.com',
  expiryDate: '2027-06-30',
  discipline: 'BLS',
  ...values,
});
const importRows = (rows: ImportRow[], token: string, dryRun = false) =>
  t.call('POST', `itc-instructors/import?dryRun=${dryRun}`, { token, body: { rows } });
const siteOf = async (email: string) =>
  (await t.db.selectFrom('participantProfiles').select('organisationId').where('email', '=', email).execute()).map(
    (p) => p.organisationId,
  );

describe('sites of the same name in two ITCs', () => {
  it('gives each ITC’s rows to its own site', async () => {
    const swiss = await importRows([row({ email: 'nina.ch@example.com' })], tokens.itcCh);
    expect(swiss.status).toBe(200);
    expect(swiss.body).toMatchObject({ failed: 0, created: 1 });
    expect(await siteOf('nina.ch@example.com')).toEqual([swissNord]);

    const german = await importRows([row({ email: 'nina.de@example.com' })], tokens.itc);
    expect(german.status).toBe(200);
    expect(german.body).toMatchObject({ failed: 0, created: 1 });
    expect(await siteOf('nina.de@example.com')).toEqual([ids.nord]);
  });

  it('refuses the internal staff’s row that names both, and takes the site’s id instead', async () => {
    const ambiguous = await importRows([row({ email: 'nina.admin@example.com' })], tokens.admin, true);
    expect(ambiguous.status).toBe(200);
    expect(ambiguous.body.rows[0].errors).toEqual([
      { code: 'AMBIGUOUS_ORGANISATION', field: 'organisation', message: IMPORT_ERRORS.AMBIGUOUS_ORGANISATION },
    ]);
    const refused = await importRows([row({ email: 'nina.admin@example.com' })], tokens.admin);
    expect(refused.status).toBe(400);
    expect(await siteOf('nina.admin@example.com')).toEqual([]);

    const byId = await importRows([row({ organisation: swissNord, email: 'nina.admin@example.com' })], tokens.admin);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ failed: 0, created: 1 });
    expect(await siteOf('nina.admin@example.com')).toEqual([swissNord]);
    // a name only one ITC has still works for the internal staff
    const unique = await importRows(
      [row({ organisation: 'Trainingszentrum Süd', email: 'nina.sued@example.com' })],
      tokens.admin,
    );
    expect(unique.body).toMatchObject({ failed: 0, created: 1 });
    expect(await siteOf('nina.sued@example.com')).toEqual([ids.sued]);
  });

  it('does not let an ITC name another ITC’s site by its id', async () => {
    const response = await importRows(
      [row({ organisation: swissNord, email: 'nina.probe@example.com' })],
      tokens.itc,
      true,
    );
    expect(response.body.rows[0].errors.map((e: { code: string }) => e.code)).toEqual(['UNKNOWN_ORGANISATION']);
  });
});
