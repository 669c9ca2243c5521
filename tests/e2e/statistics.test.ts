import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, today } from '../../src/domain/certificates';
import { defaultStatisticsRange, type StatisticsRange } from '../../src/domain/statistics';
import { typeDay } from './days';
import {
  axeViolations,
  testBrowser,
  login,
  menuEntries,
  newPage,
  openMenuGroup,
  startServer,
  type TestServer,
  waitForPath,
  navigate,
  openInLook,
  loggedInPage,
  type Start,
} from './helper';

/**
 * The demo statistics in the browser: internal staff reach them through the menu, see the
 * database's numbers for the range they choose (totals and the table behind a chart), get the
 * range rule's message for a bad range, and anyone else is sent home.
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

/** What the database holds for a range, counted the way the page describes it. */
async function expected({ from, to }: StatisticsRange) {
  const filedOn = sql`(created_at AT TIME ZONE 'UTC')::date`;
  const certificates = await server.db
    .selectFrom('instructorCertificates')
    .select('id')
    .where(filedOn, '>=', from)
    .where(filedOn, '<=', to)
    .execute();
  const courses = await server.db
    .selectFrom('courses as c')
    .select(['c.id', sql<string>`to_char(c.start_date, 'YYYY-MM')`.as('month')])
    .select((eb) =>
      eb
        .selectFrom('courseParticipants as p')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('p.courseId', '=', 'c.id')
        .as('participants'),
    )
    .where('c.startDate', '>=', from)
    .where('c.startDate', '<=', to)
    .execute();
  const coursesPerMonth = new Map<string, number>();
  for (const course of courses) coursesPerMonth.set(course.month, (coursesPerMonth.get(course.month) ?? 0) + 1);
  return {
    totals: {
      certificates: certificates.length,
      courses: courses.length,
      participants: courses.reduce((sum, c) => sum + Number(c.participants), 0),
    },
    coursesPerMonth,
  };
}

/** A page of a new browser context (English, light, unless told), logged in and on the dashboard. */
const loggedIn = (email: string, start: Start & { locale?: string } = {}) =>
  loggedInPage(browser, server.url, email, start);

const shownTotals = async (page: Page) => {
  const read = async (id: string) => Number((await page.getByTestId(id).innerText()).replace(/\D/g, ''));
  return {
    certificates: await read('total-certificates'),
    courses: await read('total-courses'),
    participants: await read('total-participants'),
  };
};

const shownRange = (page: Page) => page.getByTestId('statistics').getAttribute('data-range');

async function chooseRange(page: Page, range: StatisticsRange) {
  await typeDay(page.getByTestId('range-from'), range.from);
  await typeDay(page.getByTestId('range-to'), range.to);
  await page.getByTestId('range-show').click();
}

describe('demo statistics', () => {
  it('show internal staff the database’s numbers for the range they choose', async () => {
    const page = await loggedIn('admin@example.com');
    const menu = page.getByTestId('main-menu');
    await openMenuGroup(page, 'Admin dashboards');
    await menu.getByRole('link', { name: 'Demo statistics' }).click();
    await waitForPath(page, `${server.url}/demo/statistics`);

    // the default range: a year back, half a year ahead
    const initial = defaultStatisticsRange();
    await expect.poll(() => shownRange(page)).toBe(`${initial.from}/${initial.to}`);
    expect(await shownTotals(page)).toEqual((await expected(initial)).totals);
    await page.getByTestId('chart-courses-by-month').getByTestId('chart').locator('svg').first().waitFor();

    // a range of three months around today
    const range = { from: `${addMonths(today(), -1).slice(0, 7)}-01`, to: addMonths(today(), 1) };
    await chooseRange(page, range);
    await waitForPath(page, `${server.url}/demo/statistics?from=${range.from}&to=${range.to}`);
    await expect.poll(() => shownRange(page)).toBe(`${range.from}/${range.to}`);
    const truth = await expected(range);
    expect(truth.totals.courses).toBeGreaterThan(0);
    expect(await shownTotals(page)).toEqual(truth.totals);

    // the courses chart as a table: one row per month with its total
    const courses = page.getByTestId('chart-courses-by-month');
    await courses.getByRole('button', { name: 'Table' }).click();
    const rows = courses.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    const totals = (await rows.locator('td:last-child').allInnerTexts()).map(Number);
    const months = [0, 1, 2].map((n) => addMonths(range.from, n).slice(0, 7));
    expect(totals).toEqual(months.map((month) => truth.coursesPerMonth.get(month) ?? 0));
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('show the range rule’s message under the field and keep the shown range', async () => {
    const shown = { from: '2025-01-01', to: '2025-12-31' };
    const page = await loggedIn('admin@example.com', { at: `/demo/statistics?from=${shown.from}&to=${shown.to}` });
    await expect.poll(() => shownRange(page)).toBe(`${shown.from}/${shown.to}`);
    const requests: string[] = [];
    page.on('request', (request) => request.url().includes('/api/v2/statistics') && requests.push(request.url()));

    await chooseRange(page, { from: '2025-06-01', to: '2025-05-31' });
    await page.getByText('The end date must not be before the start date.').waitFor();
    expect(await page.getByTestId('range-to').locator('[aria-invalid="true"]').count()).toBe(1);

    await chooseRange(page, { from: '2019-01-01', to: '2025-05-31' });
    await page.getByText('The range may span at most 5 years.').waitFor();

    await typeDay(page.getByTestId('range-from'), '');
    await page.getByTestId('range-show').click();
    await page.getByText('Field required.').waitFor();

    expect(requests).toEqual([]);
    expect(new URL(page.url()).search).toBe(`?from=${shown.from}&to=${shown.to}`);
    expect(await shownRange(page)).toBe(`${shown.from}/${shown.to}`);

    expect(page.errors).toEqual([]);
    await page.context().close();

    // in German, the German message
    const german = await loggedIn('admin@example.com', {
      locale: 'de-DE',
      at: `/demo/statistics?from=${shown.from}&to=${shown.to}`,
    });
    await expect.poll(() => shownRange(german)).toBe(`${shown.from}/${shown.to}`);
    await chooseRange(german, { from: '2025-06-01', to: '2025-05-31' });
    await german.getByText('Das Enddatum darf nicht vor dem Startdatum liegen.').waitFor();
    expect(german.errors).toEqual([]);
    await german.context().close();
  });

  it('say when the server fails and load again on request', async () => {
    const page = await loggedIn('admin@example.com');
    await page.route('**/api/v2/statistics?*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 503, code: 'UNAVAILABLE', message: 'Down for maintenance' }),
      }),
    );
    await page.goto(`${server.url}/demo/statistics`);
    const alert = page.getByTestId('statistics-error');
    await alert.waitFor();
    // the generic message and the server's text, not its status code (issue 13 point 7)
    expect(await alert.innerText()).toContain('Error while loading data: Down for maintenance');
    expect(await alert.innerText()).not.toContain('503');
    expect(await page.getByTestId('statistics').count()).toBe(0);
    await page.unroute('**/api/v2/statistics?*');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('statistics').waitFor();
    expect(await alert.count()).toBe(0);
    await page.context().close();
  });

  describe('in each theme', () => {
    // one signed-in page for both themes: the theme changes with a load (openInLook)
    let page: Page & { errors: string[] };
    beforeAll(async () => {
      page = await loggedIn('admin@example.com');
    });
    afterAll(async () => {
      await page?.context().close();
    });

    it.each(['light', 'dark'] as const)('stay accessible as tables and when empty, in the %s theme', async (theme) => {
      await openInLook(page, server.url, `/demo/statistics`, ['en', theme]);
      const charts = page.locator('[data-testid^="chart-"]:has(h2)');
      await expect.poll(() => charts.count()).toBe(4);
      for (const chart of await charts.all()) await chart.getByRole('button', { name: 'Table' }).click();
      await expect.poll(() => page.locator('#main-content table').count()).toBe(4);
      expect(await axeViolations(page), 'tables').toEqual([]);

      // a year before the demo data: every chart explains that it is empty
      await page.goto(`${server.url}/demo/statistics?from=2011-01-01&to=2011-12-31`);
      await expect.poll(() => page.getByTestId('chart-empty').count()).toBe(4);
      expect(await page.getByTestId('chart-courses-by-month').innerText()).toContain(
        'No course starts in this period.',
      );
      expect(await axeViolations(page), 'empty').toEqual([]);
      expect(page.errors).toEqual([]);
    });
  });

  it('are out of reach for users without the internal module and manage on all', async () => {
    for (const email of ['itc@example.com', 'its@example.com']) {
      const page = await newPage(await browser.newContext({ locale: 'en-GB' }));
      const statisticsCalls: string[] = [];
      page.on(
        'request',
        (request) => request.url().includes('/api/v2/statistics') && statisticsCalls.push(request.url()),
      );
      await login(page, server.url, email);
      await page.getByTestId('card-welcome').waitFor();
      expect(await menuEntries(page), email).not.toContain('Admin dashboards');
      await navigate(page, `/demo/statistics`);
      await waitForPath(page, `${server.url}/`);
      await page.getByTestId('card-welcome').waitFor();
      expect(await page.getByTestId('statistics').count()).toBe(0);
      expect(statisticsCalls, email).toEqual([]);
      expect(page.errors).toEqual([]);
      await page.context().close();
    }
  });
});
