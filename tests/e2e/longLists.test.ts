import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInPage, organisationId, serverAndBrowser, settle, waitForPath } from './helper';
import { shownDay, typeDay } from './days';
import { clippedCells } from './clippedCells';
import { routeVisits, type RouteVisit } from './routeVisits';

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 13, long lists and orientation: at 1280 px with the drawer open every column of every
 * list is in view or reachable by a sideways scrollbar that is itself in view; the column headers
 * stay in view while the rows scroll; day pickers write the interface language's pattern and save
 * the ISO day; on phones the filters besides the search fold behind one button counting them.
 */
const env = serverAndBrowser();

/** The users whose lists together are every list of the app: internal staff, an ITC, a training site. */
const LIST_USERS = ['admin@example.com', 'itc@example.com', 'its@example.com'] as const;

/** Trainingszentrum Nord's courses with the most participants: one still open, one done. */
const nordCourses = async () => {
  const nord = await organisationId(env.server.db, 'Trainingszentrum Nord');
  const withMost = (done: boolean) =>
    env.server.db
      .selectFrom('courses as c')
      .innerJoin('courseParticipants as p', 'p.courseId', 'c.id')
      .select('c.id')
      .where('c.organisationId', '=', nord)
      .where('c.status', done ? '=' : '<>', 'DONE')
      .groupBy('c.id')
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
  return { open: (await withMost(false)).id, done: (await withMost(true)).id };
};

/** A course's tabs with tables: participants, trainers. */
const TABS: Record<string, string[]> = { 'en-GB': ['Participants', 'Trainers'], 'de-DE': ['Teilnehmende', 'Trainer'] };

describe('at 1280 px with the drawer open', () => {
  let page: Page & { errors: string[] };
  let visits: RouteVisit[];
  beforeAll(async () => {
    visits = (await routeVisits(env.server.db, 'admin@example.com')).filter((visit) => visit.allowed);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it.each(LIST_USERS.flatMap((email) => ['en-GB', 'de-DE'].map((locale) => [email, locale] as const)))(
    'shows every cell of every table of %s whole, in view or behind a scrollbar in view (%s)',
    { timeout: 600_000 },
    async (email, locale) => {
      page = await loggedInPage(env.browser, env.server.url, email, {
        locale,
        viewport: { width: 1280, height: 800 },
      });
      // the drawer open beside the screen, not folded to its rail
      const drawerWidth = () => page.getByTestId('main-menu').evaluate((menu) => menu.getBoundingClientRect().width);
      expect(await drawerWidth()).toBeGreaterThan(200);
      const clipped: string[] = [];
      const screens = new Set<string>();
      let tables = 0;
      const measure = async (where: string) => {
        await settle(page);
        const layout = await clippedCells(page);
        tables += layout.tables;
        if (layout.cells) screens.add(where);
        clipped.push(...layout.clipped.map((text) => `${where}: ${text}`));
      };
      for (const visit of (await routeVisits(env.server.db, email)).filter((v) => v.allowed)) {
        await page.goto(`${env.server.url}${visit.path}`);
        await measure(visit.route.name);
      }
      // a course's participants and trainers are on tabs of its screen: fields while it may be
      // changed, a table once it is done
      for (const [kind, id] of Object.entries(await nordCourses())) {
        await page.goto(`${env.server.url}/course/${id}`);
        for (const tab of TABS[locale]) {
          await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
          await measure(`${kind} course, ${tab}`);
        }
      }
      expect(await drawerWidth()).toBeGreaterThan(200);
      expect(clipped).toEqual([]);
      // the walk met the tables (a broken selector would find none and pass): the lists, a
      // course's participants, a certificate's files
      expect(tables).toBeGreaterThan(8);
      const certificate = email === 'its@example.com' ? 'ITS' : 'ITC';
      expect([...screens]).toEqual(
        expect.arrayContaining([
          `open course, ${TABS[locale][0]}`,
          `done course, ${TABS[locale][0]}`,
          `${certificate}_Instructor_Certificates_Detail`,
        ]),
      );
      expect(page.errors).toEqual([]);
      await page.context().close();
    },
  );

  it('keeps the column headers and the toolbar in view while a long list scrolls', async () => {
    page = await loggedInPage(env.browser, env.server.url, 'admin@example.com', {
      viewport: { width: 1280, height: 700 },
    });
    const wrapper = page.locator('.RaDataTable-tableWrapper').first();
    const layout = () =>
      wrapper.evaluate((element) => ({
        top: Math.round(element.getBoundingClientRect().top),
        header: Math.round(element.querySelector('thead th')!.getBoundingClientRect().top),
        bottom: element.getBoundingClientRect().bottom,
        rowsScroll: element.scrollHeight > element.clientHeight,
      }));
    // the first list of the walk with more rows than the screen holds
    let long: string | undefined;
    for (const visit of visits) {
      await page.goto(`${env.server.url}${visit.path}`);
      await settle(page);
      if ((await wrapper.count()) && (await layout()).rowsScroll) {
        long = visit.path;
        break;
      }
    }
    expect(long).toBeDefined();
    const before = await layout();
    expect(before.bottom).toBeLessThanOrEqual(700);
    await wrapper.hover();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => wrapper.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    const after = await layout();
    expect(after.header).toBe(after.top);
    expect(after.top).toBe(before.top);
    expect(await page.getByRole('button', { name: 'Export' }).isVisible()).toBe(true);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});

describe('day pickers', () => {
  it.each([
    ['de-DE', 'Beginn', 'Speichern', 1],
    ['en-GB', 'Start date', 'Save', 2],
  ])('write the day as the language does and save the ISO day (%s)', async (locale, label, saveLabel, daysEarlier) => {
    const nord = await organisationId(env.server.db, 'Trainingszentrum Nord');
    const course = await env.server.db
      .selectFrom('courses')
      .select(['id', 'startDate'])
      .where('organisationId', '=', nord)
      .where('status', '=', 'NEW')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // an earlier start keeps the end date valid; each language saves a day of its own
    const day = addDays(course.startDate, -daysEarlier);
    const [year, month, date] = day.split('-');
    const written = locale === 'de-DE' ? `${date}.${month}.${year}` : `${date}/${month}/${year}`;
    const page = await loggedInPage(env.browser, env.server.url, 'its@example.com', { locale });
    await page.goto(`${env.server.url}/course/${course.id}`);
    await waitForPath(page, `${env.server.url}/course/${course.id}`);
    const field = page.getByRole('group', { name: label });
    await field.waitFor();
    const [y, m, d] = course.startDate.split('-');
    const shown = locale === 'de-DE' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
    expect(await shownDay(field)).toBe(shown);

    await typeDay(field, day);
    expect(await shownDay(field)).toBe(written);
    await page.getByRole('button', { name: saveLabel, exact: true }).click();
    await expect
      .poll(
        async () =>
          (
            await env.server.db
              .selectFrom('courses')
              .select('startDate')
              .where('id', '=', course.id)
              .executeTakeFirstOrThrow()
          ).startDate,
      )
      .toBe(day);
    // a required day cannot be emptied: nothing is saved
    await typeDay(field, '');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.getByRole('button', { name: saveLabel, exact: true }).isDisabled()).toBe(true);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});

describe('at 390 px', () => {
  it('folds the filters besides the search behind one button that counts the active ones', async () => {
    const visits = (await routeVisits(env.server.db, 'admin@example.com')).filter((visit) => visit.allowed);
    const page = await loggedInPage(env.browser, env.server.url, 'admin@example.com', {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    const button = page.getByTestId('phone-filters');
    // the first list of the walk with filters besides the search
    let list: string | undefined;
    for (const visit of visits) {
      await page.goto(`${env.server.url}${visit.path}`);
      await settle(page);
      if (await button.count()) {
        list = visit.path;
        break;
      }
    }
    expect(list).toBeDefined();
    const folded = page.locator('.filter-field[data-source]:not([data-source="q"])');
    const filter = folded.filter({ has: page.getByRole('combobox') }).first();
    expect(await filter.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId('phone-filters-count').innerText()).not.toContain('1');

    await button.click();
    expect(await filter.isVisible()).toBe(true);
    await filter.getByRole('combobox').click();
    await page.getByRole('option').last().click();
    await settle(page);
    await button.click();
    expect(await filter.isVisible()).toBe(false);
    // react-admin applies a filter after a short debounce
    await expect.poll(() => button.getAttribute('aria-label')).toBe('Filters (1 active)');
    expect(await page.getByTestId('phone-filters-count').innerText()).toContain('1');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
