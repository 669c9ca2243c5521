import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds, loginAll, multipart, PDF, type DemoUser } from './certificationHelper';
import { testApp, type TestApp } from './helper';

/** Disciplines of an ITC: CRUD with soft delete, usedIn, templates, and who reads them. */
let t: TestApp;
let tokens: Record<DemoUser, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  t = await testApp({ uploadMaxMb: 1 });
  tokens = await loginAll(t);
  ids = await demoIds(t);
});
afterAll(() => t.close());

const list = (token: string, filter: Record<string, unknown> = { deleted: false }) =>
  t.call(
    'GET',
    `disciplines?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent('["name","ASC"]')}`,
    { token },
  );
const names = (body: { name: string }[]) => body.map((d) => d.name);

describe('reading', () => {
  it('lists the ITC’s disciplines with usedIn, validity and templates', async () => {
    const response = await list(tokens.itc);
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(['ACLS', 'BLS', 'Heartsaver', 'PALS']);
    const bls = response.body.find((d: { name: string }) => d.name === 'BLS');
    const used = await t.db
      .selectFrom('instructorCertificates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('disciplineId', '=', bls.id)
      .executeTakeFirstOrThrow();
    expect(bls).toMatchObject({
      validityMonths: 24,
      usedIn: Number(used.n),
      organisationName: 'ITC Deutschland',
      deleted: false,
    });
    expect(bls.usedIn).toBeGreaterThan(0);
    expect(bls.templates.map((x: { type: string }) => x.type)).toEqual([
      'TEMPLATE',
      'TEMPLATE_CERTIFICATION',
      'TEMPLATE_RECERTIFICATION',
    ]);
    expect(bls.templates[0]).not.toHaveProperty('content');
  });

  it('lets sites and instructors read their ITC’s disciplines, and the other ITC only its own', async () => {
    expect(names((await list(tokens.its)).body)).toEqual(['ACLS', 'BLS', 'Heartsaver', 'PALS']);
    expect(names((await list(tokens.instructor)).body)).toEqual(['ACLS', 'BLS', 'Heartsaver', 'PALS']);
    expect(names((await list(tokens.itcCh)).body)).toEqual(['ACLS', 'BLS']);
    expect((await list(tokens.plain)).status).toBe(403);
    expect((await t.call('GET', 'disciplines')).status).toBe(401);
    const bls = ids.discipline('BLS');
    expect((await t.call('GET', `disciplines/${bls}`, { token: tokens.itcCh })).status).toBe(404);
  });

  it('shows the deleted ones only with the deleted filter', async () => {
    expect(names((await list(tokens.itc, { deleted: true })).body)).toEqual(['First Aid (alt)']);
  });

  it('lets sites download templates but not change them', async () => {
    const bls = ids.discipline('BLS');
    const download = await t.call('GET', `disciplines/${bls}/templates/TEMPLATE`, { token: tokens.its });
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(String(download.headers['content-disposition'])).toMatch(
      /^attachment; filename="BLS-template\.pdf"; filename\*=UTF-8''BLS-template\.pdf$/,
    );
    expect(String(download.body)).toMatch(/^%PDF-1\.4/);
    const { body, headers } = multipart('neu.pdf', PDF);
    expect(
      (await t.call('POST', `disciplines/${bls}/templates/TEMPLATE`, { token: tokens.its, body, headers })).status,
    ).toBe(403);
    expect((await t.call('DELETE', `disciplines/${bls}/templates/TEMPLATE`, { token: tokens.its })).status).toBe(403);
    expect((await t.call('GET', `disciplines/${bls}/templates/TEMPLATE`, { token: tokens.itcCh })).status).toBe(404);
    expect((await t.call('GET', `disciplines/${bls}/templates/TEMPLATE`, { token: tokens.plain })).status).toBe(403);
  });
});

describe('changing', () => {
  let id: string;

  it('creates a discipline with the default validity of 24 months and an audit row', async () => {
    const response = await t.call('POST', 'disciplines', { token: tokens.itc, body: { name: '  NRP ' } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'NRP',
      validityMonths: 24,
      usedIn: 0,
      templates: [],
      organisationId: ids.itc,
    });
    id = response.body.id;
    const audit = await t.db.selectFrom('auditLog').select('action').where('entityId', '=', id).execute();
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('refuses bad input, duplicates and disciplines for a site', async () => {
    expect((await t.call('POST', 'disciplines', { token: tokens.itc, body: { name: 'bls' } })).status).toBe(409);
    const bad = await t.call('POST', 'disciplines', { token: tokens.itc, body: { name: '', validityMonths: 0 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['name', 'validityMonths']);
    expect(
      (await t.call('POST', 'disciplines', { token: tokens.itc, body: { name: 'X', validityMonths: 12.5 } })).status,
    ).toBe(400);
    const forSite = await t.call('POST', 'disciplines', {
      token: tokens.itc,
      body: { name: 'Site', organisationId: ids.nord },
    });
    expect(forSite.status).toBe(400);
    expect(
      (await t.call('POST', 'disciplines', { token: tokens.itc, body: { name: 'Fremd', organisationId: ids.itcCh } }))
        .status,
    ).toBe(404);
    expect((await t.call('POST', 'disciplines', { token: tokens.its, body: { name: 'Site' } })).status).toBe(403);
    expect(
      await t.db.selectFrom('disciplines').select('id').where('name', 'in', ['Site', 'Fremd', 'X']).execute(),
    ).toEqual([]);
  });

  it('uploads, replaces and deletes templates, with the file checks', async () => {
    const first = multipart('C:\\Vorlagen\\NRP Vorlage.pdf', PDF);
    const uploaded = await t.call('POST', `disciplines/${id}/templates/TEMPLATE`, { token: tokens.itc, ...first });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ type: 'TEMPLATE', fileName: 'NRP Vorlage.pdf', size: PDF.length });
    const second = multipart('Vorlage-2.pdf', Buffer.concat([PDF, Buffer.from('% v2')]));
    expect(
      (await t.call('POST', `disciplines/${id}/templates/TEMPLATE`, { token: tokens.itc, ...second })).status,
    ).toBe(201);
    const row = (await t.call('GET', `disciplines/${id}`, { token: tokens.itc })).body;
    expect(row.templates).toHaveLength(1);
    expect(row.templates[0].fileName).toBe('Vorlage-2.pdf');

    const wrong = multipart('vorlage.exe', 'MZ');
    const refused = await t.call('POST', `disciplines/${id}/templates/TEMPLATE_CERTIFICATION`, {
      token: tokens.itc,
      ...wrong,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.file).toBe('Only files of type pdf, jpg, jpeg, png are allowed.');
    const large = multipart('gross.pdf', Buffer.alloc(1024 * 1024 + 1, 1));
    const tooLarge = await t.call('POST', `disciplines/${id}/templates/TEMPLATE_CERTIFICATION`, {
      token: tokens.itc,
      ...large,
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.errors.file).toBe('The file may be at most 1 MB.');
    expect(
      (await t.call('POST', `disciplines/${id}/templates/NOPE`, { token: tokens.itc, ...multipart('a.pdf', PDF) }))
        .status,
    ).toBe(400);

    expect((await t.call('DELETE', `disciplines/${id}/templates/TEMPLATE`, { token: tokens.itc })).status).toBe(200);
    expect((await t.call('DELETE', `disciplines/${id}/templates/TEMPLATE`, { token: tokens.itc })).status).toBe(404);
    expect((await t.call('GET', `disciplines/${id}/templates/TEMPLATE`, { token: tokens.itc })).status).toBe(404);
  });

  it('soft-deletes and restores with audit, refuses edits of the deleted and hides it from sites', async () => {
    expect((await t.call('DELETE', `disciplines/${id}`, { token: tokens.itc })).body.deleted).toBe(true);
    expect(
      (await t.call('PATCH', `disciplines/${id}`, { token: tokens.itc, body: { validityMonths: 12 } })).status,
    ).toBe(409);
    expect(names((await list(tokens.its)).body)).not.toContain('NRP');
    expect((await t.call('POST', `disciplines/${id}/restore`, { token: tokens.itc })).body.deleted).toBe(false);
    const updated = await t.call('PATCH', `disciplines/${id}`, { token: tokens.itc, body: { validityMonths: 12 } });
    expect(updated.body.validityMonths).toBe(12);
    const audit = await t.db.selectFrom('auditLog').select('action').where('entityId', '=', id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual([
      'create',
      'upload_template',
      'replace_template',
      'delete_template',
      'delete',
      'restore',
      'update',
    ]);
  });

  it('answers 404 to the other ITC for every change, changing nothing', async () => {
    const before = await t.db.selectFrom('disciplines').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(
      (await t.call('PATCH', `disciplines/${id}`, { token: tokens.itcCh, body: { name: 'Gekapert' } })).status,
    ).toBe(404);
    expect((await t.call('DELETE', `disciplines/${id}`, { token: tokens.itcCh })).status).toBe(404);
    expect(
      (
        await t.call('POST', `disciplines/${id}/templates/TEMPLATE`, {
          token: tokens.itcCh,
          ...multipart('a.pdf', PDF),
        })
      ).status,
    ).toBe(404);
    expect(await t.db.selectFrom('disciplines').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(
      before,
    );
  });

  it('sorts by usedIn and answers v1 lists too', async () => {
    const sorted = await t.call('GET', `disciplines?sort=${encodeURIComponent('["usedIn","DESC"]')}`, {
      token: tokens.itc,
    });
    const used = sorted.body.map((d: { usedIn: number }) => d.usedIn);
    expect(used).toEqual([...used].sort((a, b) => b - a));
    const v1 = await t.call('GET', 'disciplines?itemsPerPage=2&sortBy=name', { token: tokens.itc, version: 'v1' });
    expect(v1.body.total).toBe(5); // a list leaves the deleted one out unless asked for it
    expect(names(v1.body.items)).toEqual(['ACLS', 'BLS']);
    const deleted = await t.call('GET', 'disciplines?deleted=true', { token: tokens.itc, version: 'v1' });
    expect(deleted.body.total).toBe(1);
  });
});
