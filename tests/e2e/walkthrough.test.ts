import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, login, settle, startServer, type TestServer, waitForPath } from './helper';
import { DEMO_USERS, publicPaths, routeVisits } from './routeVisits';

/**
 * Every demo user visits every route of the route table: a route he may use shows its screen, a
 * route he may not use sends him home, an unknown path shows the not-found page, and no page logs
 * an uncaught error.
 */
let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A page that keeps uncaught errors and console errors. */
async function watchedPage(locale = 'en-GB') {
  const page = await (await browser.newContext({ locale })).newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  // refused API calls (401/403/404) are the server doing its job; Chromium logs each as a console
  // error, so those are left out and server errors (5xx) are caught from the responses instead
  page.on(
    'console',
    (message) =>
      message.type() === 'error' &&
      !message.text().startsWith('Failed to load resource') &&
      problems.push(`console: ${message.text()}`),
  );
  page.on(
    'response',
    (response) => response.status() >= 500 && problems.push(`${response.status()} from ${response.url()}`),
  );
  return { page, problems };
}

describe.each(DEMO_USERS)('walkthrough as %s', (email) => {
  it(
    'shows each route it may use, sends it home from the others, and logs no error',
    { timeout: 300_000 },
    async () => {
      const visits = await routeVisits(server.db, email);
      const { page, problems } = await watchedPage();
      await login(page, server.url, email);
      await page.getByTestId('card-welcome').waitFor();
      for (const visit of visits) {
        await page.goto(`${server.url}${visit.path}`);
        await settle(page);
        const pathname = decodeURIComponent(new URL(page.url()).pathname);
        if (visit.allowed) {
          expect(pathname, `${email} on ${visit.route.name}`).toBe(decodeURIComponent(visit.path));
          expect(await page.getByTestId('not-found').count(), visit.route.name).toBe(0);
          // routes open to every logged-in user (the course form, say) may tell a user without rights so
          const openToAll = !visit.route.features?.length && !visit.route.module && !visit.route.featureAction;
          if (!openToAll) expect(await page.getByTestId('no-read').count(), visit.route.name).toBe(0);
          const table = page.locator('#main-content table');
          if (await table.count()) {
            await expect
              .poll(() => table.locator('tbody tr').count(), { message: `${visit.route.name} shows rows` })
              .toBeGreaterThan(0);
          }
        } else {
          await waitForPath(page, `${server.url}/`);
          await page.getByTestId('card-welcome').waitFor();
        }
      }
      await page.goto(`${server.url}/definitely/not/a/page`);
      await page.getByTestId('not-found').waitFor();
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});

describe('public routes', () => {
  it('open without login and log no error', async () => {
    const { page, problems } = await watchedPage();
    for (const path of publicPaths()) {
      await page.goto(`${server.url}${path}`);
      await settle(page);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.locator('main, form').count(), path).toBeGreaterThan(0);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
