import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  testBrowser,
  login,
  LOOKS,
  newPage,
  openInLook,
  organisationId,
  shoot,
  startServer,
  type TestServer,
  waitForPath,
} from './helper';

/**
 * The certificate cards in the browser: a site coordinator's numbers open the list filtered by
 * them (by mouse and by keyboard), an expiring certificate opens its detail, and an instructor's
 * card leads to his certificates.
 */
let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), testBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const rows = (page: Page) => page.locator('#main-content table tbody tr');
const number = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).locator('span').first().innerText()).replace(/\D/g, ''));
const filterOf = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');

describe('certificate cards', () => {
  it('open the site’s list filtered by the number a coordinator chooses', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await newPage(context);
    await login(page, server.url, 'its@example.com');
    const card = page.getByTestId('card-its_instructor_certificates');
    await card.getByTestId('count-APPROVAL').waitFor();
    const underReview = await number(page, 'count-APPROVAL');
    expect(underReview).toBeGreaterThan(0);

    await card.getByTestId('count-APPROVAL').click();
    await waitForPath(page, /\/its\/instructor_certificates\?/);
    expect(filterOf(page)).toEqual({ status: 'APPROVAL' });
    await expect.poll(() => rows(page).count()).toBe(underReview);
    for (const text of await rows(page).allInnerTexts()) expect(text).toContain('Under review');

    // by keyboard: a display-status number, focused and opened with Enter
    await page.goto(`${server.url}/`);
    const soon = card.getByTestId('count-EXPIRES_SOON');
    await soon.waitFor();
    const expiresSoon = await number(page, 'count-EXPIRES_SOON');
    await soon.focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, /\/its\/instructor_certificates\?/);
    expect(filterOf(page)).toEqual({ displayStatus: 'EXPIRES_SOON' });
    await expect.poll(() => rows(page).count()).toBe(expiresSoon);
    for (const text of await rows(page).allInnerTexts()) expect(text).toContain('Expires soon');
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('lead from an expiring certificate to its detail and to the list of all expiring ones', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await newPage(context);
    await login(page, server.url, 'its@example.com');
    const card = page.getByTestId('card-its_certificates_expiring');
    const first = card.getByTestId('expiring-row').first();
    await first.waitFor();
    const name = await first.getByRole('link').first().innerText();
    await first.getByRole('link').first().click();
    await waitForPath(page, /\/its\/instructor-certificates\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.locator('#main-content').innerText()).toContain(name);

    await page.goto(`${server.url}/`);
    const all = page.getByTestId('card-its_certificates_expiring').getByTestId('expiring-all');
    await all.waitFor();
    const total = Number((await all.innerText()).replace(/\D/g, ''));
    await all.click();
    await waitForPath(page, /\/its\/instructor_certificates\?/);
    expect(filterOf(page)).toEqual({ status: 'CERTIFIED', displayStatus: 'EXPIRES_SOON' });
    await expect.poll(() => rows(page).count()).toBe(total);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('show an instructor his certificates per discipline, each opening its detail, and his AHA id', async () => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await newPage(context);
    await login(page, server.url, 'instructor@example.com');
    const card = page.getByTestId('card-my_certificates');
    await card.getByTestId('my-certificate').first().waitFor();
    const disciplines = await card.getByTestId('my-certificate').count();
    expect(disciplines).toBeGreaterThan(0);
    // dates in German
    expect(await card.innerText()).toMatch(/(Gültig bis|Abgelaufen am) \d{2}\.\d{2}\.\d{4}/);
    const aha = page.getByTestId('card-aha_details');
    expect(await aha.getByTestId('aha-id').first().innerText()).toBe('01234567890');

    const link = card.getByTestId('my-certificate').first().getByRole('link').first();
    const discipline = await link.innerText();
    await link.click();
    await waitForPath(page, /\/certificates\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.locator('#main-content').innerText()).toContain(discipline);

    await page.goto(`${server.url}/`);
    await page.getByTestId('my-certificates-all').click();
    await waitForPath(page, `${server.url}/certificates`);
    await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(disciplines);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('show a coordinator his site’s courses: one waiting for a step, the next ones, each opening the course (issue 25.8)', async () => {
    const nord = await organisationId(server.db, 'Trainingszentrum Nord');
    const { id: courseTypeId } = await server.db
      .selectFrom('courseTypes')
      .select('id')
      .where('organisationId', '=', nord)
      .where('deleted', '=', false)
      .executeTakeFirstOrThrow();
    const started = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const { id } = await server.db
      .insertInto('courses')
      .values({ organisationId: nord, courseTypeId, startDate: started, status: 'PREPARATION' } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await newPage(context);
    await login(page, server.url, 'its@example.com');
    const card = page.getByTestId('card-its_courses');
    const waiting = card.getByTestId('course-waiting');
    await waiting.first().waitFor();
    expect(await card.getByTestId('courses-waiting').innerText()).toContain('Waiting for their next step (1)');
    expect(await waiting.first().innerText()).toContain('Preparation → Execution');
    expect(await card.getByTestId('course-next').count()).toBeGreaterThan(0);
    // one link to the requests sent back on the whole dashboard: the work queue's
    expect(await page.locator('#main-content a[href*="SENT_BACK"]').count()).toBe(1);
    for (const look of LOOKS) {
      await openInLook(page, server.url, '/', look);
      await card.getByTestId('course-waiting').first().waitFor();
      if (look[0] === 'de') expect(await card.innerText()).toContain('Vorbereitung → Durchführung');
      await shoot(page, `dashboard-its-courses-${look.join('-')}`, { fullPage: true });
    }
    await waiting.first().getByRole('link').click();
    await waitForPath(page, `**/course/${id}`);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('give an administrator, who has no instructor profile, no instructor cards (issue 25.8)', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await newPage(context);
    await login(page, server.url, 'admin@example.com');
    await page.getByTestId('card-itc_instructor_certificates').waitFor();
    expect(await page.getByTestId('card-my_certificates').count()).toBe(0);
    expect(await page.getByTestId('card-aha_details').count()).toBe(0);
    expect(await page.getByTestId('card-its_courses').count()).toBe(0);
    await context.close();
  });
});
