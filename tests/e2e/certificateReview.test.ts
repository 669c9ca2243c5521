import type { Browser, Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupCode } from '../../src/domain/verification';
import {
  testBrowser,
  loggedInPage,
  EACH_LANGUAGE_AND_THEME,
  newPage,
  openInLook,
  organisationId,
  settle,
  shoot,
  startServer,
  waitForPath,
  type TestServer,
} from './helper';

/**
 * Issue 14.3 and 14.4 in the browser: the ITC works through waiting requests on the review screen
 * by keyboard only (approve, certify, next, decline with a comment), and the certificate's public
 * verification page in English and German.
 */
let server: TestServer;
let browser: Browser;
const ids: string[] = [];

async function waitingRequest(lastName: string, updatedAt: string) {
  const nord = await organisationId(server.db, 'Trainingszentrum Nord');
  const itc = await organisationId(server.db, 'ITC Deutschland');
  const { id: participantProfileId } = await server.db
    .insertInto('participantProfiles')
    .values({
      organisationId: nord,
      userId: null,
      title: null,
      firstName: 'Rita',
      lastName,
      email: null,
      phoneNumber: null,
      qualification: null,
      foodPreference: null,
      customerNumber: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: instructorId } = await server.db
    .insertInto('instructorProfiles')
    .values({
      organisationId: nord,
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
  const discipline = await server.db
    .selectFrom('disciplines')
    .select('id')
    .where('organisationId', '=', itc)
    .where('name', '=', 'BLS')
    .executeTakeFirstOrThrow();
  const { id } = await server.db
    .insertInto('instructorCertificates')
    .values({
      organisationId: nord,
      instructorId,
      disciplineId: discipline.id,
      disciplineType: 'INITIAL',
      status: 'APPROVAL',
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
      // waiting longer than every demo request: first in the ITC's waiting list
      createdAt: new Date(updatedAt),
      updatedAt: new Date(updatedAt),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pdf = await PDFDocument.create();
  pdf.addPage();
  const content = Buffer.from(await pdf.save());
  await server.db
    .insertInto('certificateFiles')
    .values(
      ['APPLICATION_FORM', 'CERTIFICIATE_INSTRUCTOR_COURSE', 'MONITORING_FORM'].map((type) => ({
        organisationId: nord,
        certificateId: id,
        type,
        fileName: `${type.toLowerCase()}.pdf`,
        contentType: 'application/pdf',
        size: content.length,
        content,
        createdBy: null,
      })),
    )
    .execute();
  return id;
}

const stateOf = (id: string) =>
  server.db
    .selectFrom('instructorCertificates')
    .select(['status', 'itcComment', 'verificationCode'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), testBrowser()]);
  ids.push(await waitingRequest('Erste', '2001-01-01T08:00:00Z'));
  ids.push(await waitingRequest('Zweite', '2001-01-02T08:00:00Z'));
  ids.push(await waitingRequest('Dritte', '2001-01-03T08:00:00Z'));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('review screen', () => {
  it('approves, certifies, moves on and declines with a comment by keyboard alone', async () => {
    const page = await loggedInPage(browser, server.url, 'itc@example.com');
    // from the waiting list on the dashboard, at the request waiting longest
    await page.getByTestId('start-review').click();
    await waitForPath(page, `**/itc/review/${ids[0]}`);
    const review = page.getByTestId('certificate-review');
    await review.waitFor();
    expect(await page.getByTestId('review-help').innerText()).toContain('A approve');
    await page.locator('iframe[data-testid="file-preview"]').waitFor();

    await page.keyboard.press('a');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => review.getAttribute('data-status')).toBe('APPROVED');
    expect((await stateOf(ids[0])).status).toBe('APPROVED');

    await settle(page);
    await page.keyboard.press('c');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => review.getAttribute('data-status')).toBe('CERTIFIED');
    const certified = await stateOf(ids[0]);
    expect(certified.verificationCode).toMatch(/^[0-9A-Z]{16}$/);

    // the next request waiting: the second one (the first has left the queue)
    await settle(page);
    await page.keyboard.press('n');
    await waitForPath(page, `**/itc/review/${ids[1]}`);
    await expect.poll(() => review.getAttribute('data-id')).toBe(ids[1]);
    await settle(page);
    await page.keyboard.press('d');
    const comment = page.getByRole('dialog').getByRole('textbox');
    await comment.waitFor();
    // typed into the comment, the letters are no shortcuts
    await page.keyboard.type('Unterschrift fehlt, bitte nachreichen');
    expect(page.url()).toContain(ids[1]);
    await page.getByRole('dialog').getByRole('button', { name: 'Decline' }).click();
    await expect.poll(() => review.getAttribute('data-status')).toBe('DATAENTRY');
    expect(await stateOf(ids[1])).toMatchObject({
      status: 'DATAENTRY',
      itcComment: 'Unterschrift fehlt, bitte nachreichen',
    });
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});

describe('review keys beside the preview (issue 25.1)', () => {
  const preview = (page: Page) => page.locator('iframe[data-testid="file-preview"]');
  const focusIsInPreview = (page: Page) =>
    page.evaluate(() => document.activeElement?.matches('iframe[data-testid="file-preview"]') ?? false);
  /** Moves into the preview by keyboard: Tab from the file's tab just above it. */
  const tabIntoPreview = async (page: Page) => {
    await page.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => focusIsInPreview(page)).toBe(true);
  };

  it('work after a click into the PDF viewer, and say they are paused while Tab has put the focus there', async () => {
    const page = await loggedInPage(browser, server.url, 'itc@example.com', { at: `/itc/review/${ids[2]}` });
    const review = page.getByTestId('certificate-review');
    await expect.poll(() => review.getAttribute('data-id')).toBe(ids[2]);
    await preview(page).waitFor();
    await settle(page);

    // a click into the viewer (to scroll or zoom): the keys still work
    const box = (await preview(page).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => focusIsInPreview(page)).toBe(false);
    await page.keyboard.press('a');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await review.getAttribute('data-status')).toBe('APPROVAL');

    // moved in by keyboard, the viewer keeps the focus: the keys are paused, and the screen says so
    await tabIntoPreview(page);
    const paused = page.getByTestId('review-keys-paused');
    await paused.waitFor();
    expect(await paused.innerText()).toContain('Leave it with Tab or click outside it');
    // a click outside resumes them
    await page.getByTestId('review-help').click();
    await paused.waitFor({ state: 'detached' });
    await page.keyboard.press('a');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => review.getAttribute('data-status')).toBe('APPROVED');

    for (const look of EACH_LANGUAGE_AND_THEME) {
      await openInLook(page, server.url, `/itc/review/${ids[2]}`, look);
      await preview(page).waitFor();
      await settle(page);
      await tabIntoPreview(page);
      await paused.waitFor();
      expect(await paused.innerText()).toContain(look[0] === 'de' ? 'Tasten pausiert' : 'Keys paused');
      await shoot(page, `review-keys-paused-${look.join('-')}`);
    }
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});

describe('verification page', () => {
  it('opens without a code and login, and checks the code typed from the paper in English and German', async () => {
    const { verificationCode } = await stateOf(ids[0]);
    const code = verificationCode!;
    // the texts depend on the language alone
    for (const look of EACH_LANGUAGE_AND_THEME) {
      const [language] = look;
      const page = await newPage(await browser.newContext({ locale: language === 'de' ? 'de-DE' : 'en-GB' }));
      await page.goto(`${server.url}/support`);
      await openInLook(page, server.url, '/verify', look);
      // public: no way to the login screen
      const field = page.getByRole('textbox', {
        name: language === 'de' ? 'Code des Zertifikats' : 'Code of the certificate',
      });
      await field.waitFor();
      expect(page.url()).toBe(`${server.url}/verify`);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
        language === 'de' ? 'Zertifikat prüfen' : 'Certificate check',
      );
      expect(await page.locator('main').innerText()).toContain(
        language === 'de' ? 'Geben Sie den Code ein' : 'Type the code printed on the certificate',
      );
      await shoot(page, `verify-entry-${look.join('-')}`);
      // as read off the paper: lower case, some dashes, spaces
      const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4, 8)} ${code.slice(8, 12).toLowerCase()}${code.slice(12)}`;
      await field.fill(typed);
      await page.keyboard.press('Enter');
      await waitForPath(page, `**/verify/${groupCode(code)}`);
      const result = page.getByTestId('verification-result');
      await expect.poll(() => result.getAttribute('data-status')).toBe('VALID');
      expect(await result.innerText()).toContain(
        language === 'de' ? 'Dieses Zertifikat ist gültig.' : 'This certificate is valid.',
      );
      await shoot(page, `verify-result-${look.join('-')}`);
      expect(page.errors).toEqual([]);
      await page.context().close();
    }
  });

  it('shows a certified certificate without login in English and German, and says when it is revoked', async () => {
    const { verificationCode } = await stateOf(ids[0]);
    const code = verificationCode!;
    const en = await newPage(await browser.newContext({ locale: 'en-GB' }));
    await en.goto(`${server.url}/verify/${groupCode(code)}`);
    const result = en.getByTestId('verification-result');
    await result.waitFor();
    expect(await result.getAttribute('data-status')).toBe('VALID');
    const text = await result.innerText();
    expect(text).toContain('This certificate is valid.');
    expect(text).toContain('Rita Erste');
    expect(text).toContain('BLS');
    expect(text).toContain('ITC Deutschland');

    // the language switch of the public layout
    await en.getByTestId('locale-switcher').click();
    await en.getByRole('menuitem', { name: /Deutsch/ }).click();
    await expect.poll(() => result.innerText()).toContain('Dieses Zertifikat ist gültig.');

    await server.db
      .updateTable('instructorCertificates')
      .set({ revokedAt: new Date() })
      .where('id', '=', ids[0])
      .execute();
    const de = await newPage(await browser.newContext({ locale: 'de-DE' }));
    await de.goto(`${server.url}/verify/${code.toLowerCase()}`);
    await expect.poll(() => de.getByTestId('verification-result').getAttribute('data-status')).toBe('REVOKED');
    expect(await de.getByTestId('verification-result').innerText()).toContain('widerrufen');

    await de.goto(`${server.url}/verify/ZZZZ-ZZZZ-ZZZZ-ZZZZ`);
    await expect.poll(() => de.getByTestId('verification-missing').innerText()).toContain('kein Zertifikat');
    expect([...en.errors, ...de.errors]).toEqual([]);
    await en.context().close();
    await de.context().close();
  });
});

describe('work queues of a site', () => {
  it('lead from the dashboard to the list of requests sent back, and of those missing files', async () => {
    const page = await loggedInPage(browser, server.url, 'its@example.com');
    // the request the ITC declined above is back with the site
    const sentBack = page.getByTestId('work-queue-SENT_BACK');
    await sentBack.click();
    await waitForPath(page, /\/its\/instructor_certificates\?.*workQueue/);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await page.locator('tbody tr').innerText()).toContain('Rita Zweite');

    // taking a required file away puts it in the queue of missing files
    await server.db
      .deleteFrom('certificateFiles')
      .where('certificateId', '=', ids[1])
      .where('type', '=', 'MONITORING_FORM')
      .execute();
    await page.goto(`${server.url}/`);
    await page.getByTestId('work-queue-MISSING_FILES').click();
    await waitForPath(page, /workQueue/);
    await expect.poll(() => page.locator('tbody tr', { hasText: 'Rita Zweite' }).count()).toBe(1);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
