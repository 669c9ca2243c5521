import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, navigate, newPage, organisationId, settle, type TestServer } from '../helper';
import { publicPaths, routeVisits, type RouteVisit } from '../routeVisits';
import { axeProblems, cellProblems, englishProblems, fitProblems, rawKeyProblems, type CellsMet } from './inspections';

/**
 * The walks over every screen: a user, a language, a theme and a window width, every screen of
 * the route table he may open visited once, and on each screen every check the walk names. One
 * walk per setting instead of one per check: the screens are the expensive part, the checks cheap.
 *
 * - `shown`: each route opens by deep link (a reload) and shows its screen with rows, or sends
 *   the user home when he may not use it; an unknown path shows the not-found page.
 * - `cells` (at 1280 px): no cell of any table cut, spilling or out of view without a scrollbar in
 *   view, also on a course's participants and trainers, open and done.
 * - `fits`: the screen within the window (no sideways page scroll, content in view).
 * - `axe`: no serious or critical WCAG 2 A/AA violation.
 * - `keys`: no raw message key.
 * - `german`: no English text of the catalogue and no key, with German chosen.
 * Every walk also records uncaught errors, console errors and server errors (5xx).
 */
export type Check = 'shown' | 'cells' | 'fits' | 'axe' | 'keys' | 'german';

export interface Walk {
  /** The demo user; none walks the public screens. */
  email?: string;
  locale: 'en-GB' | 'de-DE';
  colorScheme?: 'light' | 'dark';
  /** Window width in px (800 high); below 1280 the drawer is temporary and opens by touch. */
  width?: number;
  checks: Check[];
}

const TITLES: Record<Check, string> = {
  shown: 'shows each route it may use, sends it home from the others, and an unknown path is not found',
  cells: 'shows every cell of every table whole, in view or behind a scrollbar in view',
  fits: 'shows every screen within the window, with its content',
  axe: 'has no serious or critical axe violation on any screen',
  keys: 'shows no raw key on any screen',
  german: 'shows no English text and no key with German chosen',
};

/** A course's tabs with tables: participants, trainers. */
const TABS: Record<Walk['locale'], string[]> = {
  'en-GB': ['Participants', 'Trainers'],
  'de-DE': ['Teilnehmende', 'Trainer'],
};

/** How long a screen may take to show what it has (a bound for a busy machine, not a pace). */
const WAIT_MS = 30_000;

interface Findings {
  problems: Record<Check | 'errors', string[]>;
  cells: CellsMet;
  /** The drawer's width before and after the walk (at 1280 px it stays open beside the screen). */
  drawer: number[];
  screens: number;
}

/** The walk as a group of tests: the walk runs once, each check is a test of what it found. */
export function describeWalk(env: { server: TestServer; browser: Browser }, walk: Walk) {
  const width = walk.width ?? 1280;
  const title = `${walk.email ?? 'the public screens'} in ${walk.locale}, ${walk.colorScheme ?? 'light'} theme, ${width} px`;
  describe(title, () => {
    const found: Findings = {
      problems: { shown: [], cells: [], fits: [], axe: [], keys: [], german: [], errors: [] },
      cells: { tables: 0, screens: new Set() },
      drawer: [],
      screens: 0,
    };
    beforeAll(() => run(env, walk, found), 900_000);

    it('logs no error on any screen', () => {
      expect(found.screens).toBeGreaterThan(walk.email ? 3 : 1);
      expect(found.problems.errors).toEqual([]);
    });
    for (const check of walk.checks)
      it(walk.email || check !== 'shown' ? TITLES[check] : 'opens each public screen without login', () => {
        expect(found.problems[check]).toEqual([]);
        if (check !== 'cells') return;
        expect(
          found.drawer.every((drawer) => drawer > 200),
          `drawer ${found.drawer}`,
        ).toBe(true);
        // the walk met the tables (a broken selector would find none and pass): the lists, a
        // course's participants, a certificate's files
        expect(found.cells.tables).toBeGreaterThan(8);
        const certificate = walk.email === 'its@example.com' ? 'ITS' : 'ITC';
        expect([...found.cells.screens]).toEqual(
          expect.arrayContaining([
            `open course, ${TABS[walk.locale][0]}`,
            `done course, ${TABS[walk.locale][0]}`,
            `${certificate}_Instructor_Certificates_Detail`,
          ]),
        );
      });
  });
}

/** A page that records uncaught errors, console errors and server errors. */
async function watchedPage(browser: Browser, walk: Walk, problems: string[]) {
  const width = walk.width ?? 1280;
  const page = await newPage(
    await browser.newContext({
      locale: walk.locale,
      colorScheme: walk.colorScheme ?? 'light',
      viewport: { width, height: 800 },
      hasTouch: width < 1280,
    }),
  );
  // uncaught errors: newPage keeps them in page.errors
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
  return page;
}

async function run(env: { server: TestServer; browser: Browser }, walk: Walk, found: Findings) {
  const { problems } = found;
  const page = await watchedPage(env.browser, walk, problems.errors);
  const checks = new Set(walk.checks);
  const width = walk.width ?? 1280;

  /** Every check of the walk on the screen as it stands. */
  async function inspect(where: string) {
    await settle(page);
    found.screens++;
    // the screen's code may still be on its way when the network has settled (the walk runs in
    // a hook, where expect.poll is not at hand: Playwright's waits instead)
    // (the shell's footer alone is not the screen: the shell may stand before the screen's chunk came)
    await page.waitForFunction(
      () => {
        const main = (document.getElementById('main-content') ?? document.querySelector('main, form')) as HTMLElement;
        const footer = main?.querySelector('footer') as HTMLElement | null;
        return main?.innerText.replace(footer?.innerText ?? '', '').trim();
      },
      null,
      { timeout: WAIT_MS },
    );
    if (checks.has('fits')) problems.fits.push(...(await fitProblems(page, where, width)));
    if (checks.has('cells')) problems.cells.push(...(await cellProblems(page, where, found.cells)));
    if (checks.has('keys')) problems.keys.push(...(await rawKeyProblems(page, where)));
    if (checks.has('german')) problems.german.push(...(await englishProblems(page, where)));
    if (checks.has('axe')) problems.axe.push(...(await axeProblems(page, where)));
  }

  if (!walk.email) {
    for (const path of [...publicPaths(), '/password-reset/reset?token=broken']) {
      await page.goto(`${env.server.url}${path}`);
      await inspect(path);
      if (checks.has('shown') && new URL(page.url()).pathname !== path.split('?')[0])
        problems.shown.push(`${path}: moved to ${page.url()}`);
    }
    problems.errors.push(...page.errors.map((error) => `uncaught: ${error}`));
    await page.context().close();
    return;
  }

  await login(page, env.server.url, walk.email);
  await page.getByTestId('card-welcome').waitFor();
  const drawerWidth = () => page.getByTestId('main-menu').evaluate((menu) => menu.getBoundingClientRect().width);
  if (checks.has('cells')) found.drawer.push(await drawerWidth());
  await inspect('dashboard');

  for (const visit of await routeVisits(env.server.db, walk.email)) {
    if (checks.has('shown')) await deepLink(page, env.server.url, visit, problems.shown);
    else if (visit.allowed) await navigate(page, visit.path);
    if (visit.allowed) await inspect(visit.route.name);
  }

  if (checks.has('cells')) {
    // a course's participants and trainers are on tabs of its screen: fields while it may be
    // changed, a table once it is done
    for (const [kind, id] of Object.entries(await nordCourses(env.server))) {
      await navigate(page, `/course/${id}`);
      await settle(page);
      for (const tab of TABS[walk.locale]) {
        await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
        await inspect(`${kind} course, ${tab}`);
      }
    }
    found.drawer.push(await drawerWidth());
  }
  if (checks.has('shown')) {
    await page.goto(`${env.server.url}/definitely/not/a/page`);
    await page.getByTestId('not-found').waitFor();
  }
  problems.errors.push(...page.errors.map((error) => `uncaught: ${error}`));
  await page.context().close();
}

/** Opens the route by its address (a reload) and records what is wrong with what it shows. */
async function deepLink(page: Page, url: string, visit: RouteVisit, problems: string[]) {
  const where = visit.route.name;
  await page.goto(`${url}${visit.path}`);
  if (!visit.allowed) {
    // home is what he sees: the next deep link need not wait for the dashboard's cards to settle
    await page.waitForFunction(() => location.pathname === '/', null, { timeout: WAIT_MS });
    await page.getByTestId('card-welcome').waitFor();
    return;
  }
  await settle(page);
  const pathname = decodeURIComponent(new URL(page.url()).pathname);
  if (pathname !== decodeURIComponent(visit.path)) problems.push(`${where}: at ${pathname}`);
  if (await page.getByTestId('not-found').count()) problems.push(`${where}: not found`);
  // routes open to every logged-in user (the course form, say) may tell a user without rights so
  const openToAll = !visit.route.features?.length && !visit.route.module && !visit.route.featureAction;
  if (!openToAll && (await page.getByTestId('no-read').count())) problems.push(`${where}: no read`);
  const table = page.locator('#main-content table');
  if (await table.count())
    await table
      .locator('tbody tr')
      .first()
      .waitFor({ state: 'attached', timeout: WAIT_MS })
      .catch(() => problems.push(`${where}: no rows`));
}

/** Trainingszentrum Nord's courses with the most participants: one still open, one done. */
async function nordCourses(server: TestServer) {
  const nord = await organisationId(server.db, 'Trainingszentrum Nord');
  const withMost = (done: boolean) =>
    server.db
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
}
