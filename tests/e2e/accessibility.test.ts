import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations as violations, launchBrowser, login, startServer, type TestServer } from './helper';
import { publicPaths, routeVisits } from './routeVisits';

/**
 * axe-core on every screen of the route table, in both themes: no serious or critical violation
 * of WCAG 2 A/AA (colour contrast of the red and slate palette included).
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

describe.each(['light', 'dark'] as const)('accessibility in the %s theme', (colorScheme) => {
  it('holds on the public screens', async () => {
    const page = await (await browser.newContext({ colorScheme, locale: 'de-DE' })).newPage();
    for (const path of publicPaths()) {
      await page.goto(`${server.url}${path}`);
      expect(await violations(page), path).toEqual([]);
    }
    await page.context().close();
  });

  it('holds on every screen of the app', { timeout: 600_000 }, async () => {
    // the internal administrator reaches every screen
    const visits = (await routeVisits(server.db, 'admin@example.com')).filter((v) => v.allowed);
    const page = await (await browser.newContext({ colorScheme, locale: 'en-GB' })).newPage();
    await login(page, server.url, 'admin@example.com');
    await page.getByTestId('card-welcome').waitFor();
    expect(await violations(page), 'dashboard').toEqual([]);
    for (const visit of visits) {
      await page.goto(`${server.url}${visit.path}`);
      expect(await violations(page), visit.route.name).toEqual([]);
    }
    await page.context().close();
  });
});
