import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas as germanAreas, raDe } from '../../src/i18n/de';
import { areas as englishAreas, en } from '../../src/i18n/en';
import { flattenKeys } from '../../src/i18n/merge';
import { launchBrowser, login, startServer, type TestServer } from './helper';
import { publicPaths, routeVisits } from './routeVisits';

/**
 * With German chosen, no screen shows a raw translation key or an English text of the catalogue.
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

const valuesOf = (catalogue: object): Map<string, string> => {
  const result = new Map<string, string>();
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (value && typeof value === 'object') walk(value, `${prefix}${key}.`);
      else result.set(`${prefix}${key}`, String(value));
    }
  };
  walk(catalogue, '');
  return result;
};

const english = valuesOf(en);
const german = valuesOf({ ...Object.fromEntries(Object.entries(germanAreas)), ra: (raDe as { ra: object }).ra });
/** English texts that differ from their German translation, as fragments that could show up on screen. */
const englishOnly = [...english]
  .filter(([key, text]) => german.get(key) !== undefined && german.get(key) !== text)
  .flatMap(([, text]) => text.split('||||').map((part) => part.split(/%\{\w+\}/)))
  .flat()
  .map((part) => part.trim())
  // short fragments ("Name", "of") also occur inside German texts and data
  .filter((part) => part.length >= 12 && /\s/.test(part));
const keys = [...flattenKeys(englishAreas), ...flattenKeys({ ra: (en as unknown as { ra: object }).ra })];

async function scan(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  const text = await page.locator('body').innerText();
  const shownKeys = keys.filter((key) => key.includes('.') && text.includes(key));
  const shownEnglish = englishOnly.filter((part) => text.includes(part));
  expect({ where, shownKeys, shownEnglish }).toEqual({ where, shownKeys: [], shownEnglish: [] });
}

describe('complete German', () => {
  it('on the public screens', async () => {
    const page = await (await browser.newContext({ locale: 'de-DE' })).newPage();
    for (const path of publicPaths()) {
      await page.goto(`${server.url}${path}`);
      await scan(page, path);
    }
    await page.context().close();
  });

  it.each(['admin@example.com', 'its@example.com'])(
    'on every screen %s reaches',
    { timeout: 300_000 },
    async (email) => {
      const visits = (await routeVisits(server.db, email)).filter((v) => v.allowed);
      const page = await (await browser.newContext({ locale: 'de-DE' })).newPage();
      await login(page, server.url, email);
      await page.getByTestId('card-welcome').waitFor();
      await scan(page, 'dashboard');
      for (const visit of visits) {
        await page.goto(`${server.url}${visit.path}`);
        await scan(page, visit.route.name);
      }
      await page.context().close();
    },
  );
});
