import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { axeViolations as axeProblems } from '../support/axe';
import { createTestDatabase } from '../support/testDatabase';
import { watchPage } from './failureState';

import { networkQuiet, testBrowser } from '../support/chromium';

export { CHROMIUM_ARGS, testBrowser } from '../support/chromium';

/**
 * The built app and API on 127.0.0.1 (a free port), on a fresh copy of the demo database. Needs
 * `npm run build` first (npm test does it).
 */
export async function startServer(overrides: Partial<Config> = {}) {
  const staticDir = path.resolve('dist');
  if (!fs.existsSync(path.join(staticDir, 'index.html')))
    throw new Error('dist/ is missing: run `npm run build` first');
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'certadmin-e2e-'));
  const config: Config = { ...loadConfig({}), dataDir, staticDir, port: 0, host: '127.0.0.1', ...overrides };
  const app: FastifyInstance = await buildApp({ config, db: database.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    db: database.db,
    dataDir,
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startServer>>;

/**
 * The app and the browser for a test file: the app on the file's own database, started before its
 * tests and stopped after them; the worker's Chromium, whose contexts the file opened are closed.
 */
export function serverAndBrowser() {
  const env = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    [env.server, env.browser] = await Promise.all([startServer(), testBrowser()]);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

/** A page that records uncaught errors, so a test can assert there were none. */
export async function newPage(context: BrowserContext): Promise<Page & { errors: string[] }> {
  const page = (await context.newPage()) as Page & { errors: string[] };
  // Playwright's 30 s per action is short on a machine running another test suite beside this one
  page.setDefaultTimeout(90_000);
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error.message));
  watchPage(page);
  return page;
}

export async function login(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD) {
  if (!page.url().includes('/login')) await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/E-Mail/).fill(email);
  // by name: in German the show-password button's label also starts with "Passwort"
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: /^(Sign in|Anmelden)$/ }).click();
}

/** The browser storage keys of the session (src/providers/storage.ts). */
const TOKEN_KEYS = ['certadmin.token', 'certadmin.tokenExpiration'] as const;

/** Sessions loggedInPage signed in, by server, user and browser language: the token and its expiry. */
const sessions = new Map<string, string[]>();

/** Where a signed-in page starts: a path instead of the dashboard, and a look saved before the first load. */
export interface Start {
  /** The path the page opens at (a bookmark), instead of the dashboard. */
  at?: string;
  /** The language and theme the app finds in the browser's storage, as after a user's choice (openInLook). */
  look?: Look;
}

/**
 * A page of a new browser context (English unless told otherwise), logged in and on the dashboard,
 * or on the path `at` in the look `look`.
 *
 * The page starts with a session's token in the browser's storage, as a new tab of a signed-in
 * browser does: the session is the API's answer to the login screen's call, kept per server, user
 * and browser language (the login screen's boot cost a second of Chromium's time, some 250 times a
 * run; journeys about the login use `login`). What the login does beside the token is done as it
 * would be (the language the interface shows told to the server while the user chose none), and a
 * user who chose a language or theme, or whose session ended meanwhile, signs in through the screen.
 *
 * A test that works on one screen starts there (`at`), as a bookmark opens it: the dashboard it
 * would pass first costs about 0.4 s of Chromium's time to show, and a load in another look
 * (openInLook) a whole boot of the app more.
 */
export async function loggedInPage(
  browser: Browser,
  baseUrl: string,
  email: string,
  { at, look, ...options }: BrowserContextOptions & Start = {},
) {
  const locale = options.locale ?? 'en-GB';
  const key = `${baseUrl} ${email} ${locale}`;
  const kept = sessions.get(key) ?? (await apiSession(baseUrl, email));
  const stored = (entries: { name: string; value: string }[]) => ({
    storageState: { cookies: [], origins: [{ origin: baseUrl, localStorage: [...entries, ...lookStorage(look)] }] },
  });
  if (kept && (await signedInAs(baseUrl, kept, locale))) {
    sessions.set(key, kept);
    const tokens = TOKEN_KEYS.map((name, i) => ({ name, value: kept[i] }));
    const page = await newPage(await browser.newContext({ locale, ...options, ...stored(tokens) }));
    await page.goto(`${baseUrl}${at ?? '/'}`);
    await arrived(page, at, look);
    return page;
  }
  // the look is in the storage before the login screen loads, as a user's earlier choice would be
  const page = await newPage(await browser.newContext({ locale, ...options, ...stored([]) }));
  await login(page, baseUrl, email);
  await page.getByTestId('card-welcome').waitFor();
  sessions.set(key, await page.evaluate((names) => names.map((name) => localStorage.getItem(name) ?? ''), TOKEN_KEYS));
  if (at && at !== '/') await navigate(page, at);
  await arrived(page, at, look);
  return page;
}

/**
 * A new session of the user as the login screen gets it (POST auth/login): the token, and its
 * expiry by this clock as the app reckons it (src/providers/authProvider.ts, localExpiry).
 */
async function apiSession(baseUrl: string, email: string): Promise<string[] | undefined> {
  const answer = await fetch(`${baseUrl}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  if (!answer.ok) return undefined;
  const { access_token: token } = (await answer.json()) as { access_token: string };
  const { iat, exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, number>;
  return [token, String(Date.now() + (exp - iat) * 1000)];
}

/** react-admin's store keys of the chosen language and theme (src/providers/storage.ts). */
const lookStorage = (look: Look | undefined) =>
  look
    ? [
        { name: 'RaStorecertadmin.locale', value: JSON.stringify(look[0]) },
        { name: 'RaStorecertadmin.theme', value: JSON.stringify(look[1]) },
      ]
    : [];

/**
 * The page shows the app signed in, in the look: the dashboard's welcome, or at `at` a screen with
 * content beside the shell's footer (a screen's code comes after the shell's, and the network may
 * be quiet for a moment between them).
 */
async function arrived(page: Page, at: string | undefined, look: Look | undefined) {
  if (look) await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(look[0]);
  if (!at || at === '/') return page.getByTestId('card-welcome').waitFor();
  await page.waitForFunction(() => {
    const main = document.getElementById('main-content');
    const footer = main?.querySelector('footer');
    return main?.innerText.replace(footer?.innerText ?? '', '').trim();
  });
}

/**
 * Whether a kept session may open a page as a login would: its token still valid for a minute
 * (the server answers its user), and the user has chosen no language or theme (the login applies
 * those). The language the page will show is told to the server as the login does.
 */
async function signedInAs(baseUrl: string, [token, expiresAt]: string[], locale: string) {
  if (Number(expiresAt) - Date.now() < 60_000) return false;
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${baseUrl}/api/v2/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
  const me = await call('users/current-user');
  if (!me.ok) return false;
  const { id } = (await me.json()) as { id: string };
  const settings = (await (await call(`users/${id}/uisettings`)).json()) as { language?: string; themeMode?: string };
  if (settings.language || settings.themeMode) return false;
  const language = locale.toLowerCase().startsWith('de') ? 'de' : 'en';
  await call(`users/${id}/language`, { method: 'PATCH', body: JSON.stringify({ language, chosen: false }) });
  return true;
}

/**
 * Where the browser tests keep the pictures they take for people to look at, or none. A picture
 * asserts nothing, and the runs of `npm test` took dozens of them (a full-page one costs a tenth
 * of a second and more on a busy machine, and those taken for it waited for the screen to settle
 * first): they are taken only when SHOTS_DIR names a folder, e.g.
 * `SHOTS_DIR=test-results/screenshots npx vitest run --project e2e tests/e2e/courses.test.ts`.
 * The checks around them (axe, texts, colours) run either way. Every screen in every look:
 * `npm run screenshots`.
 */
const SHOTS_DIR = process.env.SHOTS_DIR ? path.resolve(process.env.SHOTS_DIR) : undefined;

/**
 * Saves the page as `SHOTS_DIR/name.png` when SHOTS_DIR is set (see there), after the screen has
 * settled; does nothing otherwise.
 */
export async function shoot(page: Page, name: string, { fullPage = false } = {}) {
  if (!SHOTS_DIR) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await settle(page);
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage });
}

/** A language and a theme, the two settings a screen's look combines. */
export type Look = readonly ['en' | 'de', 'light' | 'dark'];
export const LOOKS: readonly Look[] = [
  ['en', 'light'],
  ['en', 'dark'],
  ['de', 'light'],
  ['de', 'dark'],
];

/**
 * Each language once and each theme once: enough where the text depends on the language only and
 * the colours (axe) on the theme only; every look of every screen is the screen walks' part
 * (tests/e2e/screens/).
 */
export const EACH_LANGUAGE_AND_THEME: readonly Look[] = [
  ['en', 'light'],
  ['de', 'dark'],
];

/**
 * Opens `path` in a look, as the user's saved choice shows it: the app keeps the chosen language
 * and theme in react-admin's store in the browser (src/providers/storage.ts), so a logged-in page
 * changes look with a load instead of a new login.
 */
export async function openInLook(page: Page, baseUrl: string, path: string, look: Look) {
  await page.evaluate((entries) => {
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, lookStorage(look));
  await page.goto(`${baseUrl}${path}`);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(look[0]);
}

/** Playwright's URL glob (`**` any characters, `*` any but `/`) as a pattern of the whole address. */
function globToRegExp(glob: string) {
  const escaped = glob.replace(/[.+?^$()|[\]{}\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\*\*|\*/g, (star) => (star === '**' ? '.*' : '[^/]*'))}$`);
}

/**
 * Waits until the page's address matches (a glob as waitForURL takes it, or a pattern). It reads
 * the address itself: waitForURL also waits for a load event, which an in-app navigation on a busy
 * machine did not always give.
 */
export async function waitForPath(page: Page, url: string | RegExp) {
  const pattern = typeof url === 'string' ? globToRegExp(url) : url;
  await expect.poll(() => page.url(), { timeout: 90_000 }).toMatch(pattern);
}

/** The id of a demo organisation by its name. */
export const organisationId = async (db: TestServer['db'], name: string) =>
  (await db.selectFrom('organisations').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

/**
 * Waits until the screen settled: no request in flight, no progress indicator, no transition
 * running. Bounded by the test's own time only: a busy machine makes it slower, not different.
 */
export async function settle(page: Page) {
  await networkQuiet(page);
  await page.locator('[role=progressbar]').first().waitFor({ state: 'detached', timeout: 0 });
  // a screen still loading its code: React hides what was shown (display: none !important) while
  // react-admin's fallback shows nothing for its first second, so neither the network nor a
  // progress bar tells (seen on a slow machine: the auth check outlasted the 500 ms of networkidle)
  await page.waitForFunction(() => !document.querySelector('#main-content [style*="display: none !important"]'), null, {
    timeout: 0,
  });
  await transitionsDone(page);
  // a transition's end may have asked for more
  await networkQuiet(page);
}

/**
 * Opens a path of the app as a link inside it would, without loading the page again: the walks
 * over every screen visit hundreds. `page.goto` is the deep link (a reload), for the tests of that.
 */
export async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    // react-router's history counts its entries in the state: the next one, as a push would
    const index = (history.state as { idx?: number } | null)?.idx ?? 0;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

/** Waits for the transitions and animations that end (drawer, dialogs, ripples); spinners never do. */
export async function transitionsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Opens a group of the drawer's menu and waits until its entries stand still: they slide in while
 * it expands, and a click on a moving entry can end on its neighbour.
 */
export async function openMenuGroup(page: Page, name: string) {
  const group = page.getByTestId('main-menu').getByRole('button', { name, exact: true });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await group
    .locator('xpath=following-sibling::div[contains(@class, "MuiCollapse-root")][1]')
    .and(page.locator('.MuiCollapse-entered'))
    .waitFor();
}

/** Texts of the drawer's menu entries, in order. */
export async function menuEntries(page: Page): Promise<string[]> {
  const menu = page.getByTestId('main-menu');
  await menu.waitFor();
  return (
    await menu.locator(':scope > a, :scope > div[role=button], :scope > .MuiListItemButton-root').allInnerTexts()
  ).map((t) => t.trim());
}

/**
 * Serious and critical axe-core violations of WCAG 2 A/AA on the page, once it settled (or, with
 * `whileLoading`, on the loading screen as it is, after its transitions).
 */
export async function axeViolations(page: Page, { whileLoading = false } = {}) {
  // the screen as the user reads it: loaded, and no transition midway when colours are read
  if (whileLoading) await transitionsDone(page);
  else await settle(page);
  return axeProblems(page);
}
