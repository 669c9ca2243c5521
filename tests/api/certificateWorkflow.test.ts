import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expiryDateFor,
  REQUIRED_FILES,
  today,
  type CertificateAction,
  type CertificateStatus,
} from '../../src/domain/certificates';
import type { SessionUser } from '../../src/domain/session';
import { certificateRows } from '../../server/areas/certification/queries';
import { takeStep } from '../../server/areas/certification/workflow';
import { loadSession } from '../../server/auth/session';
import type { HttpError } from '../../server/http/errors';
import { demoIds, PDF } from './certificationHelper';
import { testApp, type TestApp } from './helper';

/**
 * The workflow step as a service, without HTTP: on the test database, by the demo ITC's user
 * (who holds every certificate feature) and the site's coordinator.
 */
let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let itc: SessionUser;
let site: SessionUser;
let instructorId: string;

const sessionOf = async (email: string) => (await loadSession(t.db, await t.userId(email)))!.user;

beforeAll(async () => {
  t = await testApp();
  ids = await demoIds(t);
  itc = await sessionOf('itc@example.com');
  site = await sessionOf('its@example.com');
  // an instructor of Nord without requests: each test files one in a discipline of its own
  const { id: participantProfileId } = await t.db
    .insertInto('participantProfiles')
    .values({
      organisationId: ids.nord,
      userId: null,
      title: null,
      firstName: 'Wanda',
      lastName: 'Workflow',
      email: 'wanda.workflow@example.com',
      phoneNumber: null,
      qualification: null,
      foodPreference: null,
      customerNumber: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  instructorId = (
    await t.db
      .insertInto('instructorProfiles')
      .values({
        organisationId: ids.nord,
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
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

/** A request of that instructor in a status, with the required files unless told otherwise. */
async function request(status: CertificateStatus, disciplineId: string, files = true) {
  const { id } = await t.db
    .insertInto('instructorCertificates')
    .values({
      organisationId: ids.nord,
      instructorId,
      disciplineId,
      disciplineType: 'INITIAL',
      status,
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
    .returning('id')
    .executeTakeFirstOrThrow();
  const types = files ? REQUIRED_FILES.INITIAL : REQUIRED_FILES.INITIAL.slice(0, 1);
  await t.db
    .insertInto('certificateFiles')
    .values(
      types.map((type) => ({
        organisationId: ids.nord,
        certificateId: id,
        type,
        fileName: 'f.pdf',
        contentType: 'application/pdf',
        size: PDF.length,
        content: PDF,
        createdBy: null,
      })),
    )
    .execute();
  return id;
}

/** Takes the step as the route does: the row read and locked in the transaction. */
const step = (user: SessionUser, id: string, action: CertificateAction, comment?: string | null) =>
  t.db.transaction().execute(async (trx) => {
    const row = await certificateRows(trx, { organisations: { kind: 'all' } })
      .where('r.id', '=', id)
      .forUpdate('r')
      .executeTakeFirstOrThrow();
    await takeStep(trx, user, row, action, comment);
  });

/** What a refused step threw. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the step was taken'),
    (error: HttpError) => error,
  );

const stateOf = (id: string) =>
  t.db.selectFrom('instructorCertificates').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const auditOf = (id: string) =>
  t.db.selectFrom('auditLog').select(['action', 'after']).where('entityId', '=', id).orderBy('id').execute();

describe('takeStep', () => {
  it('refuses a step the status does not allow (409 ILLEGAL_TRANSITION), changing nothing', async () => {
    const id = await request('DATAENTRY', ids.discipline('BLS'));
    const before = await stateOf(id);
    const error = await refusal(step(itc, id, 'certify'));
    expect(error).toMatchObject({ statusCode: 409, code: 'ILLEGAL_TRANSITION' });
    expect(await stateOf(id)).toEqual(before);
    expect(await auditOf(id)).toEqual([]);
  });

  it('refuses submitting with missing files (409 FILES_MISSING), naming them', async () => {
    const id = await request('DATAENTRY', ids.discipline('ACLS'), false);
    const error = await refusal(step(site, id, 'submit'));
    expect(error).toMatchObject({
      statusCode: 409,
      code: 'FILES_MISSING',
      errors: { files: 'CERTIFICIATE_INSTRUCTOR_COURSE, MONITORING_FORM' },
    });
    expect((await stateOf(id)).status).toBe('DATAENTRY');
  });

  it('refuses declining without a comment (400), a blank one included', async () => {
    const id = await request('APPROVAL', ids.discipline('PALS'));
    for (const comment of [undefined, null, '   ']) {
      const error = await refusal(step(itc, id, 'decline', comment));
      expect(error).toMatchObject({ statusCode: 400, errors: { itcComment: 'Field required.' } });
    }
    expect((await stateOf(id)).status).toBe('APPROVAL');
    await step(itc, id, 'decline', '  Die Checkliste fehlt. ');
    expect(await stateOf(id)).toMatchObject({ status: 'DATAENTRY', itcComment: 'Die Checkliste fehlt.' });
  });

  it('refuses a step the user’s grants do not allow (403)', async () => {
    const id = await request('APPROVAL', ids.discipline('Heartsaver'));
    expect(await refusal(step(site, id, 'approve'))).toMatchObject({ statusCode: 403 });
    expect((await stateOf(id)).status).toBe('APPROVAL');
  });

  it('certifies with the certification date today and the expiry at the end of the month, the validity later', async () => {
    // a discipline of its own with a validity that is not the default
    const nrp = await t.db
      .insertInto('disciplines')
      .values({ organisationId: ids.itc, name: 'NRP', validityMonths: 18 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = await request('APPROVED', nrp.id);
    await step(itc, id, 'certify');
    const day = today();
    const expiry = expiryDateFor(day, 18);
    expect(await stateOf(id)).toMatchObject({ status: 'CERTIFIED', certificationDate: day, expiryDate: expiry });
    // the last day of its month
    const [year, month] = expiry.split('-').map(Number);
    expect(Number(expiry.slice(8))).toBe(new Date(Date.UTC(year, month, 0)).getUTCDate());
    expect(await auditOf(id)).toEqual([
      { action: 'certify', after: { status: 'CERTIFIED', certificationDate: day, expiryDate: expiry } },
    ]);
  });
});
