import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  EACH_LANGUAGE_AND_THEME,
  LOOKS,
  openInLook,
  shoot,
  startServer,
  testBrowser,
  type TestServer,
  waitForPath,
  loggedInPage,
  type Start,
} from './helper';
import { confirmAction } from './certificationSteps';

/**
 * A request's history in the browser: the site files and submits, the ITC sends it back with a
 * reason, the site sees it marked sent back on its dashboard and list, uploads the monitoring form
 * again and resubmits; the ITC sees what is new, approves and certifies; the history keeps it all.
 * The new screens checked with axe in both languages and themes (pictures of them with SHOTS_DIR).
 */
let server: TestServer;
let browser: Browser;
/** A step that also checks two screens in two looks with axe. */
const SHOOTING = 300_000;
const REASON = 'Das Monitoring-Formular ist nicht unterschrieben.';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n');
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 90_000 });

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), testBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A user's page on the dashboard, or where `at` says. */
const loggedIn = (email: string, start: Start = {}) =>
  loggedInPage(browser, server.url, email, { viewport: { width: 1400, height: 900 }, ...start });

const statusChip = (page: Page) => page.getByTestId('certificate-detail').locator('.MuiCardHeader-action');
const history = (page: Page) => page.getByTestId('certificate-history');
/** The events the history shows, oldest first. */
const events = (page: Page) =>
  history(page)
    .locator('li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')!.replace('history-', '')));
const newEvents = (page: Page) =>
  history(page)
    .locator('li[data-new]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')!.replace('history-', '')));

/** One signed-in page per user for the looks: a look changes with a load (openInLook), not a login. */
const lookPages = new Map<string, Promise<Page & { errors: string[] }>>();
function lookPage(email: string) {
  if (!lookPages.has(email)) lookPages.set(email, loggedIn(email));
  return lookPages.get(email)!;
}

/**
 * A screen (ready once the selector `ready` shows) as the user sees it in light and dark, checked
 * with axe (and saved as `name-language-theme.png` with SHOTS_DIR).
 */
async function inLooks(email: string, target: string, ready: string, name: string) {
  const page = await lookPage(email);
  // each theme once (axe reads the colours) and each language once: the screen walks
  // (tests/e2e/screens/) check the demo's screens; a request sent back or resubmitted, with its
  // chips and marks, is only here
  for (const look of EACH_LANGUAGE_AND_THEME) {
    await openInLook(page, server.url, target, look);
    await page.locator(ready).first().waitFor();
    await shoot(page, `${name}-${look.join('-')}`, { fullPage: true });
    // readable in each theme: the new chips and marks included
    expect(await axeViolations(page), `${name} ${look.join(' ')}`).toEqual([]);
  }
  expect(page.errors).toEqual([]);
}

describe('a request declined, fixed, resubmitted, approved and certified', () => {
  let site: Page & { errors: string[] };
  let itc: Page & { errors: string[] };
  let detail = '';

  it('is filed and submitted by the site, each step in its history', async () => {
    site = await loggedIn('its@example.com', { at: '/its/instructor_certificates' });
    await site.locator('tbody tr').first().waitFor();
    await site.getByRole('button', { name: 'New request' }).click();
    const dialog = site.getByRole('dialog');
    await dialog.getByRole('combobox', { name: /Instructor/ }).fill('Becker');
    await site.getByRole('option', { name: /Jonas Becker/ }).click();
    await dialog.getByRole('combobox', { name: /Discipline/ }).click();
    await site.getByRole('option', { name: 'Heartsaver' }).click();
    await dialog.getByLabel('Initial certification', { exact: true }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await waitForPath(site, /\/its\/instructor-certificates\/[0-9a-f-]{36}$/);
    detail = new URL(site.url()).pathname.split('/').pop()!;
    for (const [type, name] of [
      ['APPLICATION_FORM', 'application.pdf'],
      ['CERTIFICIATE_INSTRUCTOR_COURSE', 'course.pdf'],
      ['MONITORING_FORM', 'monitoring-form.pdf'],
    ]) {
      await site.getByTestId(`file-input-${type}`).setInputFiles(pdf(name));
      await poll(() => site.getByTestId(`file-row-${type}`).innerText()).toContain(name);
    }
    await confirmAction(site, 'Submit');
    await poll(() => statusChip(site).innerText()).toBe('Under review');
    await poll(() => events(site)).toEqual(['created', 'file_added', 'file_added', 'file_added', 'submitted']);
    expect(await history(site).innerText()).toContain('by Lena Hoffmann');
  });

  it('is sent back by the ITC with its reason', async () => {
    itc = await loggedIn('itc@example.com', { at: `/itc/instructor-certificates/${detail}` });
    await confirmAction(itc, 'Decline', REASON);
    await poll(() => statusChip(itc).innerText()).toBe('Sent back');
    await poll(() => events(itc)).toContain('declined');
    expect(await history(itc).getByTestId('history-declined').innerText()).toContain(`Reason: ${REASON}`);
  });

  it(
    'shows the site the request sent back on its dashboard and in its list',
    async () => {
      await site.goto(server.url);
      // one link to the requests sent back: the work queue's, not again beside the counts (issue 25.8)
      const sentBack = site.getByTestId('work-queue-SENT_BACK');
      await poll(() => sentBack.locator('xpath=..').innerText()).toMatch(/^Sent back to you\s+1$/);
      expect(await site.getByTestId('count-sent-back').count()).toBe(0);
      await sentBack.click();
      await waitForPath(site, /\/its\/instructor_certificates\?.*SENT_BACK/);
      await poll(() => site.locator('tbody tr').count()).toBe(1);
      const row = site.locator('tbody tr').first();
      expect(await row.innerText()).toContain('Jonas Becker');
      expect(await row.locator('[data-revision="SENT_BACK"]').innerText()).toBe('Sent back');
      await inLooks(
        'its@example.com',
        `/its/instructor_certificates?filter=${encodeURIComponent('{"revision":"SENT_BACK"}')}`,
        '[data-revision="SENT_BACK"]',
        'its-list-sent-back',
      );
      await inLooks('its@example.com', '/', '[data-testid="work-queue-SENT_BACK"]', 'its-dashboard-sent-back');
      await row.getByRole('link', { name: 'Jonas Becker' }).click();
      await waitForPath(site, `**/its/instructor-certificates/${detail}`);
      await poll(() => site.getByTestId('itc-comment').innerText()).toContain(REASON);
    },
    SHOOTING,
  );

  it('keeps the first monitoring form as an earlier version when the site uploads it again, and resubmits', async () => {
    const row = site.getByTestId('file-row-MONITORING_FORM');
    await site.getByTestId('file-input-MONITORING_FORM').setInputFiles(pdf('monitoring-form.pdf'));
    await poll(() => row.getByTestId('file-earlier').count()).toBe(1);
    expect(await row.getByTestId('file-current').innerText()).toContain('Current');
    expect(await row.getByTestId('file-earlier').innerText()).toContain('Earlier version');
    expect(await row.getByTestId('file-current').innerText()).toMatch(/by Lena Hoffmann/);
    // new to the ITC, which has not decided since
    expect(await row.locator('[data-testid="file-current"][data-new]').count()).toBe(1);
    await confirmAction(site, 'Submit');
    await poll(() => statusChip(site).innerText()).toBe('Resubmitted');
    // the reason no longer stands as the ITC's current comment; the history keeps it
    expect(await site.getByTestId('itc-comment').count()).toBe(0);
    expect(await history(site).getByTestId('history-declined').innerText()).toContain(REASON);
  });

  it(
    'shows the ITC what is new since its decision, until it decides again',
    async () => {
      await itc.reload();
      await poll(() => statusChip(itc).innerText()).toBe('Resubmitted');
      await poll(() => newEvents(itc)).toEqual(['file_replaced', 'resubmitted']);
      await inLooks(
        'itc@example.com',
        `/itc/instructor-certificates/${detail}`,
        '[data-testid="history-resubmitted"]',
        'itc-request-new',
      );
      await inLooks('itc@example.com', '/', '[data-revision="RESUBMITTED"]', 'itc-dashboard-resubmitted');
      await confirmAction(itc, 'Approve');
      await poll(() => statusChip(itc).innerText()).toBe('Checked');
      await poll(() => newEvents(itc)).toEqual([]);
      await confirmAction(itc, 'Certify');
      await poll(() => statusChip(itc).innerText()).toBe('Certified');
      await poll(() => events(itc)).toEqual([
        'created',
        'file_added',
        'file_added',
        'file_added',
        'submitted',
        'declined',
        'file_replaced',
        'resubmitted',
        'approved',
        'certified',
      ]);
      expect(await history(itc).getByTestId('history-certified').innerText()).toContain('by Jana Winter');
      expect(await itc.getByTestId('itc-comment').count()).toBe(0);
      expect(await itc.getByTestId('file-row-MONITORING_FORM').getByTestId('file-earlier').count()).toBe(1);
      expect(site.errors).toEqual([]);
      expect(itc.errors).toEqual([]);
    },
    SHOOTING,
  );

  for (const [language, theme] of LOOKS) {
    it(`shows the history in ${language === 'en' ? 'English' : 'German'} and ${theme} theme`, async () => {
      const page = await lookPage('its@example.com');
      await openInLook(page, server.url, `/its/instructor-certificates/${detail}`, [language, theme]);
      await poll(() => events(page)).toHaveLength(10);
      const text = await history(page).innerText();
      expect(text).toContain(language === 'de' ? 'Verlauf' : 'History');
      expect(text).toContain(language === 'de' ? 'Zur Korrektur zurückgegeben' : 'Sent back for correction');
      expect(await page.getByTestId('file-row-MONITORING_FORM').innerText()).toContain(
        language === 'de' ? 'Frühere Fassung' : 'Earlier version',
      );
      await shoot(page, `request-history-${language}-${theme}`, { fullPage: true });
      expect(page.errors).toEqual([]);
    }, 180_000);
  }
});
