import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  testBrowser,
  loggedInPage,
  menuEntries,
  openMenuGroup,
  organisationId,
  settle,
  startServer,
  type TestServer,
  waitForPath,
  navigate,
} from './helper';

/**
 * Organisation modules in the browser: a site without the support module has no support tickets
 * (menu, route); the ITC switches the module on in the site's dialog and the site's coordinator
 * has them at his next visit. The ITC's statistics over its own network. And a list whose search
 * matches more rows than "All" shows says so.
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

    const itc = await loggedInPage(browser, server.url, 'itc@example.com');
    await navigate(itc, `/itc/organisations`);
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

describe('a list cut at "All"', () => {
  it('says how many rows match beyond the 1,000 it shows, and how to narrow them', async () => {
    const nord = await organisationId(server.db, 'Trainingszentrum Nord');
    await server.db
      .insertInto('venues')
      .values(
        Array.from({ length: 1005 }, (_, n) => ({
          organisationId: nord,
          name: `Halle ${String(n + 1).padStart(4, '0')}`,
          address: null,
          comment: null,
        })),
      )
      .execute();
    const page = await loggedInPage(browser, server.url, 'its@example.com');
    await navigate(page, `/organisation/${nord}/venues`);
    await page.locator('tbody tr').first().waitFor();
    expect(await page.getByTestId('list-cut').count()).toBe(0);
    await page.getByPlaceholder('Search').fill('Halle');
    const notice = page.getByTestId('list-cut');
    // the search applies after react-admin's debounce: until then the notice counts every venue
    await expect.poll(() => notice.innerText()).toContain('Showing the first 1,000 of 1,005 rows');
    await settle(page);
    expect(await page.locator('tbody tr').count()).toBe(1000);
    // a narrower search fits: the notice goes
    await page.getByPlaceholder('Search').fill('Halle 100');
    await notice.waitFor({ state: 'detached' });
    expect(page.errors).toEqual([]);
  });
});
