import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, REQUIRED_FILES, today, type DisciplineType } from '../../src/domain/certificates';
import { groupCode } from '../../src/domain/verification';
import { demoIds, PDF } from './certificationHelper';
import { testApp, type TestApp } from './helper';

/**
 * Issue 14.3 and 14.4: the certificate PDF made on certify, the public verification by its code,
 * and a site's work queues as filters of the certificate list.
 */
let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let itc: string;
let its: string;
let sued: string;
let count = 0;

beforeAll(async () => {
  t = await testApp({ publicFormLimit: 1000 });
  ids = await demoIds(t);
  [itc, its, sued] = await Promise.all(
    ['itc@example.com', 'its@example.com', 'its.sued@example.com'].map((email) => t.login(email)),
  );
});
afterAll(() => t.close());

async function instructor(firstName: string, organisationId = ids.nord) {
  count += 1;
  const { id: participantProfileId } = await t.db
    .insertInto('participantProfiles')
    .values({
      organisationId,
      userId: null,
      title: null,
      firstName,
      lastName: `Prüfer${count}`,
      email: `verify${count}@example.com`,
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
  return { id, name: `${firstName} Prüfer${count}` };
}

async function request(
  instructorId: string,
  status: string,
  options: { organisationId?: string; files?: boolean; expiryDate?: string; discipline?: string } = {},
) {
  const type: DisciplineType = 'INITIAL';
  const organisationId = options.organisationId ?? ids.nord;
  const { id } = await t.db
    .insertInto('instructorCertificates')
    .values({
      organisationId,
      instructorId,
      disciplineId: ids.discipline(options.discipline ?? 'BLS'),
      disciplineType: type,
      status,
      info: null,
      itcComment: null,
      certificationDate: options.expiryDate ? '2024-01-10' : null,
      expiryDate: options.expiryDate ?? null,
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
  if (options.files !== false)
    await t.db
      .insertInto('certificateFiles')
      .values(
        REQUIRED_FILES[type].map((fileType) => ({
          organisationId,
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
  return id;
}

const verify = (code: string, headers: Record<string, string> = {}) => t.call('GET', `verify/${code}`, { headers });

describe('certificate document', () => {
  let certificateId: string;
  let name: string;
  let code: string;

  beforeAll(async () => {
    const person = await instructor('Zoë');
    name = person.name;
    certificateId = await request(person.id, 'APPROVED');
    const certified = await t.call('POST', `instructor-certificates/${certificateId}/certify`, {
      token: itc,
      body: {},
    });
    expect(certified.status).toBe(200);
    const row = await t.db
      .selectFrom('instructorCertificates')
      .select('verificationCode')
      .where('id', '=', certificateId)
      .executeTakeFirstOrThrow();
    code = row.verificationCode!;
  });

  it('stores a PDF with the name as the INSTRUCTOR_CERTIFICATE file on certify', async () => {
    const detail = await t.call('GET', `instructor-certificates/${certificateId}?scope=itc`, { token: itc });
    const file = detail.body.files.find((f: { type: string }) => f.type === 'INSTRUCTOR_CERTIFICATE');
    expect(file).toMatchObject({ contentType: 'application/pdf' });
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/v2/files/${file.id}`,
      headers: { authorization: `Bearer ${its}` },
    });
    expect(download.statusCode).toBe(200);
    const bytes = download.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toContain(name);
    expect(pdf.getPageCount()).toBe(1);
  });

  it('gives an unguessable code of 80 bits, unique per certificate', async () => {
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    const other = await instructor('Otto');
    const second = await request(other.id, 'APPROVED');
    await t.call('POST', `instructor-certificates/${second}/certify`, { token: itc, body: {} });
    const codes = await t.db
      .selectFrom('instructorCertificates')
      .select('verificationCode')
      .where('id', 'in', [certificateId, second])
      .execute();
    expect(new Set(codes.map((c) => c.verificationCode)).size).toBe(2);
  });

  it('shows without login only name, discipline, status, expiry and ITC', async () => {
    const response = await verify(groupCode(code));
    expect(response.status).toBe(200);
    const expiry = (
      await t.db
        .selectFrom('instructorCertificates')
        .select('expiryDate')
        .where('id', '=', certificateId)
        .executeTakeFirstOrThrow()
    ).expiryDate;
    expect(response.body).toEqual({
      name,
      discipline: 'BLS',
      status: 'VALID',
      validUntil: expiry,
      itcName: 'ITC Deutschland',
    });
    // typed by hand: lower case, no dashes
    expect((await verify(code.toLowerCase())).body.name).toBe(name);
  });

  it('says when a certificate is revoked or expired', async () => {
    await t.db
      .updateTable('instructorCertificates')
      .set({ expiryDate: addDays(today(), -1) })
      .where('id', '=', certificateId)
      .execute();
    expect((await verify(code)).body.status).toBe('EXPIRED');
    await t.db
      .updateTable('instructorCertificates')
      .set({ revokedAt: new Date() })
      .where('id', '=', certificateId)
      .execute();
    expect((await verify(code)).body.status).toBe('REVOKED');
  });

  it('answers 404 for an unknown or malformed code, and a code of a request that is not certified', async () => {
    expect((await verify('ZZZZ-ZZZZ-ZZZZ-ZZZZ')).status).toBe(404);
    expect((await verify('not-a-code')).status).toBe(404);
    expect((await verify('x'.repeat(41))).status).toBe(400);
    await t.db
      .updateTable('instructorCertificates')
      .set({ status: 'APPROVAL' })
      .where('id', '=', certificateId)
      .execute();
    expect((await verify(code)).status).toBe(404);
  });

  it('answers 429 beyond the limit per client', async () => {
    const limited = await testApp({ publicFormLimit: 2 });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.call('GET', 'verify/ZZZZZZZZZZZZZZZZ')).status);
      expect(statuses).toEqual([404, 404, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('work queues', () => {
  const queue = async (token: string, workQueue: string) => {
    const response = await t.call(
      'GET',
      `instructor-certificates?scope=its&filter=${encodeURIComponent(JSON.stringify({ workQueue }))}&perPage=500`,
      { token },
    );
    expect(response.status).toBe(200);
    return (response.body as { id: string }[]).map((row) => row.id);
  };

  it('lists what lacks a required file, in data entry only, of the own site only', async () => {
    const a = await instructor('Mia');
    const missing = await request(a.id, 'DATAENTRY', { files: false });
    const complete = await request((await instructor('Max')).id, 'DATAENTRY');
    const submitted = await request((await instructor('Ina')).id, 'APPROVAL', { files: false });
    const other = await request((await instructor('Sven', ids.sued)).id, 'DATAENTRY', {
      files: false,
      organisationId: ids.sued,
    });
    const nord = await queue(its, 'MISSING_FILES');
    expect(nord).toContain(missing);
    expect(nord).not.toContain(complete);
    expect(nord).not.toContain(submitted);
    expect(nord).not.toContain(other);
    expect(await queue(sued, 'MISSING_FILES')).toContain(other);
    expect(await queue(sued, 'MISSING_FILES')).not.toContain(missing);
  });

  it('lists requests the ITC sent back', async () => {
    const id = await request((await instructor('Ben')).id, 'APPROVAL');
    expect(await queue(its, 'SENT_BACK')).not.toContain(id);
    const declined = await t.call('POST', `instructor-certificates/${id}/decline`, {
      token: itc,
      body: { itcComment: 'Unterschrift fehlt' },
    });
    expect(declined.status).toBe(200);
    expect(await queue(its, 'SENT_BACK')).toContain(id);
    expect(await queue(sued, 'SENT_BACK')).not.toContain(id);
  });

  it('lists certificates expiring soon without a renewal request', async () => {
    const soon = addDays(today(), 30);
    const a = await instructor('Eva');
    const expiring = await request(a.id, 'CERTIFIED', { expiryDate: soon });
    const b = await instructor('Tom');
    const renewing = await request(b.id, 'CERTIFIED', { expiryDate: soon });
    await request(b.id, 'DATAENTRY');
    const later = await request((await instructor('Uwe')).id, 'CERTIFIED', { expiryDate: addDays(today(), 400) });
    const list = await queue(its, 'EXPIRING_UNRENEWED');
    expect(list).toContain(expiring);
    expect(list).not.toContain(renewing);
    expect(list).not.toContain(later);
    expect(await queue(sued, 'EXPIRING_UNRENEWED')).not.toContain(expiring);
  });

  it('refuses an unknown queue with 400', async () => {
    const response = await t.call(
      'GET',
      `instructor-certificates?scope=its&filter=${encodeURIComponent('{"workQueue":"X"}')}`,
      {
        token: its,
      },
    );
    expect(response.status).toBe(400);
  });
});
