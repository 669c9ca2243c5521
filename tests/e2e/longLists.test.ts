import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInPage, navigate, organisationId, serverAndBrowser, settle, waitForPath } from './helper';
import { shownDay, typeDay } from './days';
import { routeVisits, type RouteVisit } from './routeVisits';

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 13, long lists and orientation (that every cell of every table is whole at 1280 px is
 * checked by the walks of tests/e2e/screens): the column headers stay in view while the rows scroll; day pickers write the interface language's pattern and save
 * the ISO day; on phones the filters besides the search fold behind one button counting them.
 */
const env = serverAndBrowser();

describe('at 1280 px with the drawer open', () => {
  let page: Page & { errors: string[] };
  let visits: RouteVisit[];
  beforeAll(async () => {
    visits = (await routeVisits(env.server.db, 'admin@example.com')).filter((visit) => visit.allowed);
  });
  afterAll(async () => {
    await page?.context().close();
  });

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
      await navigate(page, visit.path);
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
    const page = await loggedInPage(env.browser, env.server.url, 'its@example.com', {
      at: `/course/${course.id}`,
      locale,
    });
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
      await navigate(page, visit.path);
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
