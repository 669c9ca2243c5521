import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, demoIds, loginAll, multipart, PDF, upload, type DemoUser } from './certificationHelper';
import { testApp, type TestApp } from './helper';

/** Files of a certificate request: checks on upload, safe names, who may download and delete. */
let t: TestApp;
let tokens: Record<DemoUser, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;
let certificateId: string;

beforeAll(async () => {
  t = await testApp({ uploadMaxMb: 1 });
  tokens = await loginAll(t);
  ids = await demoIds(t);
  const jonas = await ids.instructorByName('Jonas', 'Becker');
  const created = await t.call('POST', 'instructor-certificates', {
    token: tokens.its,
    body: { instructorId: jonas, disciplineId: ids.discipline('Heartsaver'), disciplineType: 'INITIAL' },
  });
  certificateId = created.body.id;
});
afterAll(() => t.close());

const fileCount = () => countRows(t, 'certificateFiles');

describe('upload', () => {
  it('tells the browser the limits', async () => {
    expect((await t.call('GET', 'files/rules', { token: tokens.its })).body).toEqual({
      maxMb: 1,
      extensions: ['pdf', 'jpg', 'jpeg', 'png'],
    });
  });

  it('stores a file in the database and lists it on the request', async () => {
    const response = await upload(t, tokens.its, certificateId, 'APPLICATION_FORM', 'Antrag Müller.PDF');
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      type: 'APPLICATION_FORM',
      fileName: 'Antrag Müller.PDF',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    const stored = await t.db
      .selectFrom('certificateFiles')
      .select(['content', 'organisationId'])
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow();
    expect(stored.content.equals(PDF)).toBe(true);
    expect(stored.organisationId).toBe(ids.nord);
    const detail = await t.call('GET', `instructor-certificates/${certificateId}`, { token: tokens.its });
    expect(detail.body.files.map((f: { fileName: string }) => f.fileName)).toEqual(['Antrag Müller.PDF']);
    expect(detail.body.missingFiles).toEqual(['CERTIFICIATE_INSTRUCTOR_COURSE', 'MONITORING_FORM']);
  });

  it('refuses a file that is too large (413), of another type, empty, not what its name says, or missing (400), storing nothing', async () => {
    const before = await fileCount();
    const large = await upload(
      t,
      tokens.its,
      certificateId,
      'MONITORING_FORM',
      'gross.pdf',
      Buffer.alloc(1024 * 1024 + 10, 7),
    );
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ code: 'FILE_TOO_LARGE', errors: { file: 'The file may be at most 1 MB.' } });
    const exe = await upload(t, tokens.its, certificateId, 'MONITORING_FORM', 'formular.pdf.exe', 'MZ');
    expect(exe.status).toBe(400);
    expect(exe.body).toMatchObject({
      code: 'FILE_EXTENSION',
      errors: { file: 'Only files of type pdf, jpg, jpeg, png are allowed.' },
    });
    expect((await upload(t, tokens.its, certificateId, 'MONITORING_FORM', 'ohne-endung', PDF)).status).toBe(400);
    const empty = await upload(t, tokens.its, certificateId, 'MONITORING_FORM', 'leer.pdf', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'FILE_EMPTY', errors: { file: 'The file is empty.' } });
    // the content must be what the name says: a web page or a program renamed to .pdf is refused
    const disguised = await upload(
      t,
      tokens.its,
      certificateId,
      'MONITORING_FORM',
      'formular.pdf',
      '<html><script>alert(1)</script></html>',
    );
    expect(disguised.status).toBe(400);
    expect(disguised.body).toMatchObject({
      code: 'FILE_CONTENT',
      errors: { file: 'The content of the file is not a pdf file.' },
    });
    expect((await upload(t, tokens.its, certificateId, 'MONITORING_FORM', 'foto.png', PDF)).status).toBe(400);
    const notMultipart = await t.call('POST', `instructor-certificates/${certificateId}/files?type=MONITORING_FORM`, {
      token: tokens.its,
      body: { file: 'x' },
    });
    expect(notMultipart.status).toBe(400);
    const noFile = await t.call('POST', `instructor-certificates/${certificateId}/files?type=MONITORING_FORM`, {
      token: tokens.its,
      body: '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhallo\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors.file).toBe('Field required.');
    expect((await upload(t, tokens.its, certificateId, 'PASSPORT')).status).toBe(400);
    const { body, headers } = multipart('a.pdf', PDF);
    expect(
      (await t.call('POST', `instructor-certificates/${certificateId}/files`, { token: tokens.its, body, headers }))
        .status,
    ).toBe(400);
    expect(await fileCount()).toBe(before);
  });

  it('keeps only the last part of path-like names and strips what a header could trip over', async () => {
    const cases: [string, string][] = [
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['C:\\Users\\lena\\Desktop\\Monitoring.pdf', 'Monitoring.pdf'],
      ['..\\..\\boot.ini.png', 'boot.ini.png'],
      ['Bericht: März*?<>|.pdf', 'Bericht_ März_____.pdf'],
      ['.hidden.pdf', 'hidden.pdf'],
    ];
    const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    for (const [sent, stored] of cases) {
      const response = await upload(
        t,
        tokens.its,
        certificateId,
        'ADDITIONAL_ATTACHMENT',
        sent,
        sent.endsWith('.png') ? PNG : PDF,
      );
      expect(response.status, sent).toBe(201);
      expect(response.body.fileName, sent).toBe(stored);
      const download = await t.call('GET', `files/${response.body.id}`, { token: tokens.its });
      const disposition = String(download.headers['content-disposition']);
      expect(disposition.startsWith('attachment; filename="')).toBe(true);
      expect(disposition).not.toMatch(/[/\\]/);
      expect(disposition.match(/"/g)).toHaveLength(2);
    }
    expect((await upload(t, tokens.its, certificateId, 'ADDITIONAL_ATTACHMENT', '../')).status).toBe(400);
  });

  it('refuses uploads by other sites (404), non-editors (403) and after submitting (409)', async () => {
    const before = await fileCount();
    expect((await upload(t, tokens.sued, certificateId, 'MONITORING_FORM')).status).toBe(404);
    expect((await upload(t, tokens.itcCh, certificateId, 'MONITORING_FORM')).status).toBe(404);
    expect((await upload(t, tokens.plain, certificateId, 'MONITORING_FORM')).status).toBe(403);
    const submitted = (
      await t.db
        .selectFrom('instructorCertificates')
        .select('id')
        .where('status', '=', 'APPROVAL')
        .where('organisationId', '=', ids.nord)
        .executeTakeFirstOrThrow()
    ).id;
    const late = await upload(t, tokens.its, submitted, 'MONITORING_FORM');
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('NOT_EDITABLE');
    expect(await fileCount()).toBe(before);
  });
});

describe('download', () => {
  let fileId: string;
  beforeAll(async () => {
    fileId = (await upload(t, tokens.its, certificateId, 'MONITORING_FORM', 'Monitoring Bögen.pdf')).body.id;
  });

  it('serves the file as an attachment with an RFC 5987 name to everyone who sees the request', async () => {
    for (const token of [tokens.its, tokens.itc, tokens.instructor, tokens.admin]) {
      const response = await t.call('GET', `files/${fileId}`, { token });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Monitoring Bogen.pdf"; filename*=UTF-8''Monitoring%20B%C3%B6gen.pdf`,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).toBe(PDF.toString());
    }
  });

  it('answers 404 to another site, another ITC and another instructor, 403 without features, 401 anonymous', async () => {
    expect((await t.call('GET', `files/${fileId}`, { token: tokens.sued })).status).toBe(404);
    expect((await t.call('GET', `files/${fileId}`, { token: tokens.itcCh })).status).toBe(404);
    expect((await t.call('GET', `files/${fileId}`, { token: tokens.plain })).status).toBe(403);
    expect((await t.call('GET', `files/${fileId}`)).status).toBe(401);
    const sarahFile = await t.db
      .selectFrom('certificateFiles as f')
      .innerJoin('instructorCertificates as c', 'c.id', 'f.certificateId')
      .select('f.id')
      .where('c.instructorId', '=', await ids.instructorByName('Sarah', 'Klein'))
      .executeTakeFirstOrThrow();
    expect((await t.call('GET', `files/${sarahFile.id}`, { token: tokens.instructor })).status).toBe(404);
    expect((await t.call('GET', `files/${sarahFile.id}`, { token: tokens.its })).status).toBe(200);
    expect((await t.call('GET', 'files/00000000-0000-4000-8000-000000000000', { token: tokens.its })).status).toBe(404);
  });
});

describe('delete', () => {
  it('deletes a file of a request in data entry, with an audit row', async () => {
    const id = (await upload(t, tokens.its, certificateId, 'INSTRUCTOR_CERTIFICATE', 'weg.pdf')).body.id;
    expect((await t.call('DELETE', `files/${id}`, { token: tokens.sued })).status).toBe(404);
    expect((await t.call('DELETE', `files/${id}`, { token: tokens.itcCh })).status).toBe(404);
    expect((await t.call('DELETE', `files/${id}`, { token: tokens.plain })).status).toBe(403);
    expect(
      await t.db.selectFrom('certificateFiles').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeDefined();
    const response = await t.call('DELETE', `files/${id}`, { token: tokens.its });
    expect(response.status).toBe(200);
    expect(
      await t.db.selectFrom('certificateFiles').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    const audit = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('entityId', '=', certificateId)
      .where('action', '=', 'delete_file')
      .execute();
    expect(audit).toHaveLength(1);
    expect((await t.call('DELETE', `files/${id}`, { token: tokens.its })).status).toBe(404);
  });

  it('refuses deleting once the request is submitted', async () => {
    const fileId = (await upload(t, tokens.its, certificateId, 'CERTIFICIATE_INSTRUCTOR_COURSE')).body.id;
    expect(
      (await t.call('POST', `instructor-certificates/${certificateId}/submit`, { token: tokens.its, body: {} })).status,
    ).toBe(200);
    const response = await t.call('DELETE', `files/${fileId}`, { token: tokens.its });
    expect(response.status).toBe(409);
    expect(
      await t.db.selectFrom('certificateFiles').select('id').where('id', '=', fileId).executeTakeFirst(),
    ).toBeDefined();
  });
});
