import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  testBrowser,
  loggedInPage,
  menuEntries,
  openMenuGroup,
  organisationId,
  startServer,
  type TestServer,
  waitForPath,
  navigate,
  openInLook,
  shoot,
} from './helper';

/**
 * Organisation modules in the browser: a site without the support module has no support tickets
 * (menu, route); the ITC switches the module on in the site's dialog and the site's coordinator
 * has them at his next visit. The ITC's statistics over its own network. And a list whose search
 * matches more rows than one page of the API shows them all (§9).
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

describe('organisation modules', () => {
  it('give a site support tickets only once the ITC switches its support module on', async () => {
    const sued = await organisationId(server.db, 'Trainingszentrum Süd');
    const tickets = `${server.url}/organisations/${sued}/support-tickets`;
    const coordinator = await loggedInPage(browser, server.url, 'its.sued@example.com');
    expect(await menuEntries(coordinator)).not.toContain('My organisation');
    await coordinator.goto(tickets);
    await waitForPath(coordinator, `${server.url}/`);

    const itc = await loggedInPage(browser, server.url, 'itc@example.com', { at: `/itc/organisations` });
    await itc.getByRole('cell', { name: 'Trainingszentrum Süd' }).click();
    const dialog = itc.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'Support' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(
        async () =>
          (
            await server.db
              .selectFrom('organisations')
              .select('modules')
              .where('id', '=', sued)
              .executeTakeFirstOrThrow()
          ).modules,
      )
      .toContain('support');

    await coordinator.reload();
    await expect.poll(() => menuEntries(coordinator)).toContain('My organisation');
    await coordinator.goto(tickets);
    await waitForPath(coordinator, tickets);
    await coordinator.getByRole('heading', { name: 'Support tickets' }).waitFor();
    expect(coordinator.errors).toEqual([]);
  });

  it('give the holder of itc_statistics the figures of his own network', async () => {
    const itc = await loggedInPage(browser, server.url, 'itc@example.com');
    await openMenuGroup(itc, 'ITC administration');
    await itc.getByTestId('main-menu').getByRole('link', { name: 'Statistics' }).click();
    await waitForPath(itc, '**/itc/statistics*');
    await itc.getByRole('heading', { name: 'Statistics of your network' }).waitFor();
    await itc.getByTestId('statistics').waitFor();
    const range = (await itc.getByTestId('statistics').getAttribute('data-range'))!.split('/');
    const network = await organisationId(server.db, 'ITC Deutschland');
    const courses = await server.db
      .selectFrom('courses as c')
      .innerJoin('organisations as o', 'o.id', 'c.organisationId')
      .select('c.id')
      .where('c.startDate', '>=', range[0])
      .where('c.startDate', '<=', range[1])
      .where((eb) => eb.or([eb('o.id', '=', network), eb('o.parentId', '=', network)]))
      .execute();
    expect(await itc.getByTestId('total-courses').innerText()).toBe(String(courses.length));
    // a site's coordinator holds no itc_statistics: no entry, and the address sends him home
    const its = await loggedInPage(browser, server.url, 'its@example.com');
    await navigate(its, `/itc/statistics`);
    await waitForPath(its, `${server.url}/`);
  });
});

describe('"All" while searching', () => {
  it('shows every matching row beyond one page of the API, rendering those in view, in pages the API serves', async () => {
    const nord = await organisationId(server.db, 'Trainingszentrum Nord');
    await server.db
      .insertInto('venues')
      .values(
        Array.from({ length: 2005 }, (_, n) => ({
          organisationId: nord,
          name: `Halle ${String(n + 1).padStart(4, '0')}`,
          address: null,
          comment: null,
        })),
      )
      .execute();
    const page = await loggedInPage(browser, server.url, 'its@example.com');
    // every request for the venues asks for a page the API serves (at most 1,000 rows)
    const ranges: number[][] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/venues') && url.searchParams.has('range'))
        ranges.push(JSON.parse(url.searchParams.get('range')!));
    });
    await navigate(page, `/organisation/${nord}/venues`);
    await page.locator('tbody tr').first().waitFor();
    await page.getByPlaceholder('Search').fill('Halle');
    // the search applies after react-admin's debounce: then all 2,005 rows are the list
    await page.getByText('All 2,005 rows').waitFor();
    expect(await page.getByTestId('list-cut').count()).toBe(0);
    const body = page.getByTestId('all-rows');
    await body.getByText('Halle 0001').waitFor();
    // only the rows in view (and a few beyond) are in the page
    expect(await body.locator('tr[data-index]').count()).toBeLessThan(100);
    // the last rows come as the table scrolls to them
    await page.locator('.RaDataTable-tableWrapper').evaluate((wrapper) => wrapper.scrollTo(0, wrapper.scrollHeight));
    await body.getByText('Halle 2005').waitFor();
    expect(ranges.length).toBeGreaterThan(1);
    expect(ranges.every(([first, last]) => last - first < 1000)).toBe(true);
    await shoot(page, 'all-rows-en-light');

    // in German, and a narrower search fits one page again
    await openInLook(page, server.url, `/organisation/${nord}/venues`, ['de', 'dark']);
    await page.getByPlaceholder('Suchen').fill('Halle');
    await page.getByText('Alle 2.005 Zeilen').waitFor();
    await shoot(page, 'all-rows-de-dark');
    await page.getByPlaceholder('Suchen').fill('Halle 100');
    await page.getByTestId('all-rows').waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('tbody tr').count()).toBe(10);
    expect(page.errors).toEqual([]);
  });
});
