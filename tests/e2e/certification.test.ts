import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, today } from '../../src/domain/certificates';
import {
  testBrowser,
  openMenuGroup,
  startServer,
  type TestServer,
  waitForPath,
  navigate,
  openInLook,
  shoot,
  loggedInPage,
  type Start,
} from './helper';
import { confirmAction } from './certificationSteps';

/**
 * Instructor certification in the browser: a site files a request with its files, the ITC declines
 * it, the site fixes it, the ITC approves and certifies, the instructor sees it; the CSV import
 * with its test upload; screenshots in both languages and themes.
 */
let server: TestServer;
let browser: Browser;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n');
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), testBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Waits up to 10 s: a notification may queue behind another one (4 s each, §9). */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn);

/** A user's page on the dashboard, or where `at` says. */
const loggedIn = (email: string, start: Start = {}) =>
  loggedInPage(browser, server.url, email, { viewport: { width: 1400, height: 900 }, ...start });

const statusChip = (page: Page) => page.getByTestId('certificate-detail').locator('.MuiCardHeader-action');

describe('a certificate request from filing to certification', () => {
  let site: Page & { errors: string[] };
  let itc: Page & { errors: string[] };
  let detailId = '';

  it('is filed by the site with its three files and submitted', async () => {
    site = await loggedIn('its@example.com');
    // through the menu: the dashboard's ITC card links to the certificates as well
    const menu = site.getByTestId('main-menu');
    await openMenuGroup(site, 'ITS administration');
    await menu.getByRole('link', { name: 'Instructor certificates' }).click();
    await waitForPath(site, '**/its/instructor_certificates');
    await site.locator('tbody tr').first().waitFor();

    await site.getByRole('button', { name: 'New request' }).click();
    const dialog = site.getByRole('dialog');
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: /Instructor/ }).fill('Becker');
    await site.getByRole('option', { name: /Jonas Becker/ }).click();
    await dialog.getByRole('combobox', { name: /Discipline/ }).click();
    await site.getByRole('option', { name: 'Heartsaver' }).click();
    // a recertification asks for acceptance and the invoice address
    await dialog.getByLabel('Recertification', { exact: true }).check();
    await poll(() => dialog.getByText('Invoice address').isVisible()).toBe(true);
    await dialog.getByLabel('Initial certification', { exact: true }).check();
    await dialog.getByLabel('Information').fill('Instruktorkurs am 3. März');
    await poll(() => save.isEnabled()).toBe(true);
    await save.click();

    await waitForPath(site, /\/its\/instructor-certificates\/[0-9a-f-]{36}$/);
    detailId = site.url().split('/').pop()!;
    await poll(() => statusChip(site).innerText()).toBe('Data entry');
    const submit = site.getByTestId('certificate-actions').getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);

    // the browser refuses a wrong file type before sending it
    await site
      .getByTestId('file-input-APPLICATION_FORM')
      .setInputFiles({ name: 'antrag.exe', mimeType: 'application/octet-stream', buffer: PDF });
    await poll(() => site.getByText('Only files of type pdf, jpg, jpeg, png are allowed.').isVisible()).toBe(true);

    for (const [type, name] of [
      ['APPLICATION_FORM', 'Antrag Becker.pdf'],
      ['CERTIFICIATE_INSTRUCTOR_COURSE', 'Kursnachweis.pdf'],
      ['MONITORING_FORM', 'Monitoring.pdf'],
    ]) {
      await site.getByTestId(`file-input-${type}`).setInputFiles(pdf(name));
      await poll(() => site.getByTestId(`file-row-${type}`).innerText()).toContain(name);
    }
    await poll(() => submit.isEnabled()).toBe(true);
    // the site learns how the ITC hears of it (issue 25.10)
    await submit.click();
    const confirm = site.getByRole('dialog');
    expect(await confirm.innerText()).toContain('in their list at once and in their daily mail of submitted requests');
    await confirm.getByRole('button', { name: 'Submit' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await poll(() => statusChip(site).innerText()).toBe('Under review');
    // nothing to change while under review
    expect(await site.getByRole('button', { name: /^Upload$/ }).count()).toBe(0);
    expect(await site.getByTestId('certificate-actions').count()).toBe(0);
  });

  it('refuses a second open request for the discipline, keeping the dialog open', async () => {
    await site.getByRole('link', { name: 'Back to the list' }).click();
    await site.getByRole('button', { name: 'New request' }).click();
    const dialog = site.getByRole('dialog');
    await dialog.getByRole('combobox', { name: /Instructor/ }).fill('Becker');
    await site.getByRole('option', { name: /Jonas Becker/ }).click();
    await dialog.getByRole('combobox', { name: /Discipline/ }).click();
    await site.getByRole('option', { name: 'Heartsaver' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await poll(() => dialog.getByText('Only one request per discipline').isVisible()).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    // the form holds unsaved changes: closing it asks first
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await site
      .getByRole('dialog')
      .filter({ hasText: 'Some of your changes weren' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await poll(() => site.getByRole('dialog').count()).toBe(0);
    const open = await server.db
      .selectFrom('instructorCertificates')
      .select('id')
      .where('status', '<>', 'CERTIFIED')
      .where(
        'instructorId',
        '=',
        (
          await server.db
            .selectFrom('instructorCertificates')
            .select('instructorId')
            .where('id', '=', detailId)
            .executeTakeFirstOrThrow()
        ).instructorId,
      )
      .execute();
    expect(open.map((c) => c.id)).toContain(detailId);
    expect(open).toHaveLength(2); // this one and the seeded ACLS renewal
  });

  it('is declined by the ITC with a comment, which needs one', async () => {
    itc = await loggedIn('itc@example.com', { at: '/itc/instructor-certificates' });
    await itc.locator('tbody tr').first().waitFor();
    await itc.getByPlaceholder('Search').fill('Jonas Becker');
    // react-admin applies the search after a pause; a click before that would be undone by it
    await waitForPath(itc, /filter=.*Jonas/);
    await poll(() => itc.locator('tbody tr').count()).toBe(5);
    await itc.getByRole('row', { name: /Heartsaver/ }).click();
    await waitForPath(itc, `**/itc/instructor-certificates/${detailId}`);
    await itc.getByTestId('certificate-actions').waitFor();
    expect(await itc.getByTestId('certificate-actions').getByRole('button').allInnerTexts()).toEqual([
      'APPROVE',
      'DECLINE',
    ]);

    await itc.getByTestId('certificate-actions').getByRole('button', { name: 'Decline' }).click();
    const dialog = itc.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await poll(() => dialog.getByText('Field required.').isVisible()).toBe(true);
    await dialog.getByLabel(/Comment of the ITC/).fill('Das Monitoring-Formular ist nicht unterschrieben.');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await poll(() => statusChip(itc).innerText()).toBe('Sent back');
    expect(await itc.getByTestId('itc-comment').innerText()).toContain(
      'Das Monitoring-Formular ist nicht unterschrieben.',
    );
    const mail = fs.readdirSync(path.join(server.dataDir, 'mail'));
    expect(mail.length).toBe(2);
  });

  it('is fixed by the site and submitted again', async () => {
    await site.goto(`${server.url}/its/instructor-certificates/${detailId}`);
    await poll(() => site.getByTestId('itc-comment').innerText()).toContain(
      'The ITC sent the request back for correction.',
    );
    const row = site.getByTestId('file-row-MONITORING_FORM');
    await row.getByRole('button', { name: 'Delete Monitoring.pdf' }).click();
    await site.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await poll(() => row.innerText()).toContain('No file yet');
    await site.getByTestId('file-input-MONITORING_FORM').setInputFiles(pdf('Monitoring unterschrieben.pdf'));
    await poll(() => row.innerText()).toContain('Monitoring unterschrieben.pdf');
    await confirmAction(site, 'Submit');
    await poll(() => statusChip(site).innerText()).toBe('Resubmitted');
  });

  it('is approved and certified by the ITC', async () => {
    await itc.reload();
    await confirmAction(itc, 'Approve');
    await poll(() => statusChip(itc).innerText()).toBe('Checked');
    await confirmAction(itc, 'Certify');
    await poll(() => statusChip(itc).innerText()).toBe('Certified');
    expect(await itc.getByTestId('certificate-actions').count()).toBe(0);
    const row = await server.db
      .selectFrom('instructorCertificates')
      .select(['status', 'expiryDate'])
      .where('id', '=', detailId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('CERTIFIED');
    expect(site.errors).toEqual([]);
    expect(itc.errors).toEqual([]);
  });

  it('shows the instructor his new certificate as certified (ACTIVE) on /certificates', async () => {
    const instructor = await loggedIn('instructor@example.com');
    // through the menu: the dashboard's card "My certificates" links there as well
    await instructor.getByTestId('main-menu').getByRole('link', { name: 'My certificates' }).click();
    await waitForPath(instructor, '**/certificates');
    const row = instructor.getByRole('row', { name: /Heartsaver/ });
    await row.waitFor();
    expect(await row.locator('[data-status]').getAttribute('data-status')).toBe('ACTIVE');
    expect(await row.innerText()).toContain('Certified');
    await row.click();
    await waitForPath(instructor, `**/certificates/${detailId}`);
    await poll(() => statusChip(instructor).innerText()).toBe('Certified');
    expect(instructor.errors).toEqual([]);
  });
});

describe('CSV import of instructors', () => {
  const header = 'organisation,ahaInstructorId,firstName,lastName,email,expiryDate,discipline';

  it('tests a file, shows the row errors, and imports the corrected file', async () => {
    const page = await loggedIn('itc@example.com');
    const menu = page.getByTestId('main-menu');
    await openMenuGroup(page, 'ITC administration');
    await menu.getByRole('link', { name: 'Instructor administration' }).click();
    // the path, not waitForURL's load event: that wait missed this in-app navigation now and then
    await poll(() => new URL(page.url()).pathname).toBe('/itc/instructors');
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'CSV import' }).click();
    const dialog = page.getByTestId('import-dialog');

    // valid for two more years, so the instructor shows as certified whenever the test runs
    const expiry = addMonths(today(), 24);
    const german = expiry.split('-').reverse().join('.');
    const bad = `\uFEFF${header}\nTrainingszentrum Nord,,Nora,Nordmann,nora@example.com,${expiry},BLS\nTrainingszentrum Ost,,Olaf,Ost,olaf@example.com,${german},ACLS\n`;
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'instruktoren.csv', mimeType: 'text/csv', buffer: Buffer.from(bad, 'utf8') });
    await dialog.getByRole('button', { name: 'Test upload' }).click();
    await dialog.getByTestId('import-result').waitFor();
    expect(await dialog.getByTestId('import-row-2').innerText()).toContain('Create');
    expect(await dialog.getByTestId('import-row-3').innerText()).toContain('Unknown organisation');
    // only the valid row would be imported
    expect(await dialog.getByRole('button', { name: 'Import 1 valid row' }).isEnabled()).toBe(true);

    const good = bad.replace('Trainingszentrum Ost', 'Trainingszentrum Süd');
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'instruktoren.csv', mimeType: 'text/csv', buffer: Buffer.from(good, 'utf8') });
    await dialog.getByRole('button', { name: 'Test upload' }).click();
    await poll(() => dialog.getByTestId('import-row-3').innerText()).toContain('Create');
    // the test upload changed nothing
    expect(
      await server.db.selectFrom('participantProfiles').select('id').where('email', '=', 'nora@example.com').execute(),
    ).toEqual([]);
    await dialog.getByRole('button', { name: 'Import 2 valid rows' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByPlaceholder('Search').fill('Nordmann');
    await waitForPath(page, /filter=.*Nordmann/);
    const row = page.getByRole('row', { name: /Nora Nordmann/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('Trainingszentrum Nord');
    expect(await row.getByLabel('BLS: Certified').count()).toBe(1);
    expect(page.errors).toEqual([]);
  });

  it('refuses a file without the columns in the browser', async () => {
    const page = await loggedIn('itc@example.com', { at: '/itc/instructors' });
    await page.getByRole('button', { name: 'CSV import' }).click();
    await page.getByTestId('import-file').setInputFiles({
      name: 'falsch.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,email\nA,a@example.com\n'),
    });
    await page.getByRole('button', { name: 'Test upload' }).click();
    await poll(() => page.getByTestId('import-dialog').getByRole('alert').innerText()).toContain(
      'The file lacks the columns: organisation, ahaInstructorId, firstName, lastName, expiryDate, discipline',
    );
  });
});

describe('ITC administration', () => {
  it('creates a discipline and uploads, replaces and deletes its templates', async () => {
    const page = await loggedIn('itc@example.com', { at: '/itc/disciplines' });
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Create' }).click();
    const form = page.getByRole('dialog');
    expect(await form.getByLabel(/Validity/).inputValue()).toBe('24');
    await form.getByLabel(/^Name/).fill('NRP');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: /NRP/ });
    await row.getByRole('button', { name: 'Templates of NRP' }).click();
    const dialog = page.getByRole('dialog');
    // the row names the file while it uploads already; its delete button shows once it is stored
    await page.getByTestId('template-input-TEMPLATE').setInputFiles(pdf('NRP Vorlage.pdf'));
    await dialog.getByRole('button', { name: 'Delete NRP Vorlage.pdf' }).waitFor();
    await page.getByTestId('template-input-TEMPLATE').setInputFiles(pdf('NRP Vorlage 2.pdf'));
    await dialog.getByRole('button', { name: 'Delete NRP Vorlage 2.pdf' }).waitFor();
    expect(await dialog.getByTestId('template-TEMPLATE').innerText()).not.toContain('NRP Vorlage.pdf');
    await dialog.getByRole('button', { name: 'Delete NRP Vorlage 2.pdf' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await poll(() => dialog.getByTestId('template-TEMPLATE').innerText()).toContain('No file yet');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await poll(() => row.innerText()).toContain('0 of 3');
    expect(page.errors).toEqual([]);
  });

  it('generates an AHA id and moves an instructor’s certificates to another site', async () => {
    // all rows on one page: the ITC's instructors fill more than the first page of ten
    const page = await loggedIn('itc@example.com', { at: '/itc/instructors?perPage=1000' });
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Generate AHA ID: Deniz Aydın' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Generate AHA ID' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await poll(() => page.getByRole('row', { name: /Deniz Aydın/ }).innerText()).toMatch(/\d{11}/);

    await page.getByRole('button', { name: 'Move certificates: Paul Neumann' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('New training site').click();
    await page.getByRole('option', { name: 'Trainingszentrum Süd' }).click();
    await dialog.getByRole('button', { name: 'Move certificates' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const moved = await server.db
      .selectFrom('instructorCertificates as c')
      .innerJoin('instructorProfiles as i', 'i.id', 'c.instructorId')
      .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
      .select(['c.organisationId', 'i.organisationId as instructorOrganisationId'])
      .where('p.firstName', '=', 'Paul')
      .where('p.lastName', '=', 'Neumann')
      .execute();
    const sued = (
      await server.db
        .selectFrom('organisations')
        .select('id')
        .where('name', '=', 'Trainingszentrum Süd')
        .executeTakeFirstOrThrow()
    ).id;
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.every((c) => c.organisationId === sued && c.instructorOrganisationId === sued)).toBe(true);
    expect(page.errors).toEqual([]);
  });
});

describe('access and screenshots', () => {
  const screens: Record<string, [string, string][]> = {
    'itc@example.com': [
      ['/itc/instructor-certificates', 'itc-certificates'],
      ['/itc/instructors', 'itc-instructors'],
      ['/itc/disciplines', 'itc-disciplines'],
      ['/itc/organisations', 'itc-organisations'],
    ],
    'its@example.com': [['/its/instructor_certificates', 'its-certificates']],
    'instructor@example.com': [['/certificates', 'my-certificates']],
  };

  describe('every certification screen', () => {
    // one signed-in page per user for both looks: a look changes with a load (openInLook)
    const pages = new Map<string, Page & { errors: string[] }>();
    beforeAll(async () => {
      for (const email of Object.keys(screens)) pages.set(email, await loggedIn(email));
    });
    afterAll(async () => {
      for (const page of pages.values()) await page.context().close();
    });

    for (const [language, theme] of [
      ['en', 'light'],
      ['de', 'dark'],
    ] as const) {
      it(`shows every certification screen in ${language === 'en' ? 'English' : 'German'} and ${theme} theme`, async () => {
        const texts =
          language === 'de'
            ? ['Instruktorzertifikate', 'Anzeigestatus', 'Datenerfassung']
            : ['Instructor certificates', 'Display status', 'Data entry'];
        const background = theme === 'dark' ? 'rgb(15, 23, 42)' : 'rgb(248, 250, 252)';
        for (const [email, targets] of Object.entries(screens)) {
          const page = pages.get(email)!;
          for (const [index, [target, name]] of targets.entries()) {
            // the look changes with a load; the user's other screens open as his menu would
            if (index === 0) await openInLook(page, server.url, target, [language, theme]);
            else await navigate(page, target);
            // the list's rows, not those of the request left behind nor the placeholders shown while
            // it loads (they are rows too: a check of the text between them failed once in CI)
            await page.locator('.list-page tbody tr').first().waitFor();
            await page.locator('.list-page').getByRole('progressbar').first().waitFor({ state: 'detached' });
            expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
            if (name === 'itc-certificates')
              for (const text of texts) expect(await page.locator('body').innerText()).toContain(text);
            await shoot(page, `${name}-${language}-${theme}`);
            if (name.endsWith('certificates')) {
              await page.locator('tbody tr').first().click();
              await page.getByTestId('certificate-files').waitFor();
              await shoot(page, `${name}-detail-${language}-${theme}`, { fullPage: true });
            }
          }
          expect(page.errors, email).toEqual([]);
        }
      }, 180_000);
    }
  });
});
