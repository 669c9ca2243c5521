import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/domain/routes';
import {
  loggedInPage,
  navigate,
  newPage,
  openMenuGroup,
  organisationId,
  serverAndBrowser,
  settle,
  waitForPath,
} from './helper';
import { DEMO_USERS, routeVisits } from './routeVisits';

/** Issue 13, points 1, 6 and 7: where am I, keyboard and global search, consistent feedback. */
const env = serverAndBrowser();

/** The global search's field: its dialog loads when first opened, so typing waits for the field. */
const searchField = (page: Page) => page.getByRole('combobox', { name: 'Search' });

/** The drawer's entries of this name, every group of it opened first. */
async function menuEntries(page: Page, name: string) {
  const groups = page.getByTestId('main-menu').locator('[aria-expanded]');
  for (const title of await groups.allInnerTexts()) await openMenuGroup(page, title.trim());
  return page.getByTestId('main-menu').getByRole('link', { name, exact: true }).count();
}

describe('where am I', () => {
  it('shows every list once in the menu', { timeout: 300_000 }, async () => {
    const site = await loggedInPage(env.browser, env.server.url, 'its@example.com');
    expect(await menuEntries(site, 'Courses')).toBe(1);
    expect(await menuEntries(site, 'Instructor certificates')).toBe(1);
    const admin = await loggedInPage(env.browser, env.server.url, 'admin@example.com');
    expect(await menuEntries(admin, 'Courses')).toBe(1);
    expect(await menuEntries(admin, 'Instructor certificates')).toBe(1);
    await Promise.all([site.context().close(), admin.context().close()]);
  });

  it.each(['its@example.com', 'admin@example.com'])(
    'marks the screen’s own entry in the menu, not one whose path begins the same (%s)',
    async (email) => {
      // a site's instructors at /courses/{id}/instructors, not "My courses" at /courses: the
      // site's own coordinator, and internal staff on a site not their own
      const nord = await organisationId(env.server.db, 'Trainingszentrum Nord');
      const page = await loggedInPage(env.browser, env.server.url, email, { at: `/courses/${nord}/instructors` });
      const menu = page.getByTestId('main-menu');
      await expect.poll(() => menu.locator('[aria-current=page]').allInnerTexts()).toEqual(['Instructors']);
      await page.context().close();
    },
  );

  it(
    'gives a list a heading and a tab title, and a detail screen a breadcrumb back',
    { timeout: 300_000 },
    async () => {
      const page = await loggedInPage(env.browser, env.server.url, 'its@example.com');
      expect(await page.title()).toBe('Dashboard · Certadmin');
      await navigate(page, `/its/courses`);
      await page.getByRole('heading', { level: 1, name: 'Courses of my training site' }).waitFor();
      await expect.poll(() => page.title()).toBe('Courses of my training site · Certadmin');
      await page.goto(`${env.server.url}/course-types`);
      await page.getByRole('heading', { level: 1, name: 'Course types' }).waitFor();
      await expect.poll(() => page.title()).toBe('Course types · Certadmin');

      await page.goto(`${env.server.url}/its/instructor_certificates`);
      await page.locator('tbody tr a').first().click();
      await page.getByTestId('certificate-detail').waitFor();
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await crumbs.waitFor();
      const heading = await page.getByRole('heading', { level: 1 }).innerText();
      expect(await crumbs.innerText()).toContain(heading);
      await expect.poll(() => page.title()).toBe(`${heading} · Certadmin`);
      await crumbs.getByRole('link', { name: 'Instructor certificates of the training site' }).click();
      await waitForPath(page, '**/its/instructor_certificates');
      expect(page.errors).toEqual([]);
      await page.context().close();
    },
  );

  it('gives every detail screen of every user a breadcrumb back to its list', { timeout: 600_000 }, async () => {
    const seen = new Set<string>();
    for (const email of DEMO_USERS) {
      // the routes that show one record: their path ends in its id
      const details = (await routeVisits(env.server.db, email)).filter(
        (visit) => visit.allowed && /\/:(?!organisationId)\w+$/.test(visit.route.path),
      );
      if (!details.length) continue;
      const page = await loggedInPage(env.browser, env.server.url, email);
      for (const visit of details) {
        await navigate(page, visit.path);
        const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
        // a record the user may not see (user@ and the demo course) shows a message and a back button
        const missing = page.getByTestId('no-read').or(page.getByTestId('certificate-not-found'));
        await crumbs.or(missing).first().waitFor();
        if (await missing.count()) continue;
        const heading = await page.getByRole('heading', { level: 1 }).first().innerText();
        expect({ route: visit.route.name, current: await crumbs.locator('[aria-current=page]').innerText() }).toEqual({
          route: visit.route.name,
          current: heading,
        });
        await crumbs.getByRole('link').click();
        await page.locator('.list-page').waitFor();
        await page.getByRole('heading', { level: 1 }).waitFor();
        seen.add(visit.route.name);
      }
      expect(page.errors).toEqual([]);
      await page.context().close();
    }
    expect([...seen].sort()).toEqual(
      ROUTES.filter((route) => !route.public && /\/:(?!organisationId)\w+$/.test(route.path))
        .map((route) => route.name)
        .sort(),
    );
  });

  it('names the public screens in the tab too, in German as well', async () => {
    const page = await newPage(await env.browser.newContext({ locale: 'de-DE' }));
    await page.goto(`${env.server.url}/support`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const heading = await page.getByRole('heading', { level: 1 }).innerText();
    await expect.poll(() => page.title()).toBe(`${heading} · Certadmin`);
    await page.context().close();
  });
});

describe('keyboard and speed', () => {
  it(
    '/ focuses the list search, Escape empties it, a slash inside an input is a slash',
    { timeout: 300_000 },
    async () => {
      const page = await loggedInPage(env.browser, env.server.url, 'its@example.com', { at: `/course-types` });
      await settle(page);
      const search = page.locator('main input[name="q"]');
      // what a user sees before he presses the key
      await search.waitFor();
      await page.locator('body').press('/');
      await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type('a/b');
      expect(await search.inputValue()).toBe('a/b');
      await page.keyboard.press('Escape');
      await expect.poll(() => search.inputValue()).toBe('');
      await page.context().close();
    },
  );

  it(
    'Ctrl+K finds an instructor by AHA id and opens his list with the arrow keys and Enter',
    { timeout: 300_000 },
    async () => {
      const page = await loggedInPage(env.browser, env.server.url, 'its@example.com');
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.waitFor();
      await page.keyboard.type('02345678901');
      await dialog.getByTestId('global-search-hit').first().waitFor();
      expect(await dialog.getByText('Instructors', { exact: true }).isVisible()).toBe(true);
      expect(await dialog.getByTestId('global-search-hit').first().innerText()).toContain('Sarah Klein');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      await waitForPath(page, /\/courses\/[^/]+\/instructors\?filter=/);
      await page.getByText('Klein').first().waitFor();

      // the app bar's button opens it too; a text found nowhere says so
      await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
      await searchField(page).pressSequentially('zzqqxx');
      await page.getByTestId('global-search-empty').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(page.errors).toEqual([]);
      await page.context().close();
    },
  );

  it('never finds another site’s instructors', { timeout: 300_000 }, async () => {
    const page = await loggedInPage(env.browser, env.server.url, 'its@example.com');
    await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
    // Felix Wagner trains at Trainingszentrum Süd
    await searchField(page).pressSequentially('04567890123');
    await page.getByTestId('global-search-empty').waitFor();
    await page.context().close();
  });
});

/** The snackbar's text (react-admin's notification). */
const notice = (page: Page) => page.locator('.MuiSnackbar-root');

describe('consistent feedback', () => {
  it('says why a submit is disabled, and the reset page’s errors are sentences', async () => {
    const page = await newPage(await env.browser.newContext({ locale: 'en-GB' }));
    await page.goto(`${env.server.url}/password-reset/reset?token=broken`);
    await expect.poll(() => page.getByTestId('reset-broken').innerText()).toBe('The link is invalid or has expired.');
    await page.goto(`${env.server.url}/support`);
    const submit = page.getByRole('button', { name: /send/i });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('disabled-reason').hover();
    await page.getByRole('tooltip', { name: 'Some required fields are empty or invalid.' }).waitFor();
    await page.context().close();
  });

  it(
    'a course form says why Save is disabled, on hover and on keyboard focus, and a refused save in the generic words',
    { timeout: 300_000 },
    async () => {
      const nord = await organisationId(env.server.db, 'Trainingszentrum Nord');
      const course = await env.server.db
        .selectFrom('courses')
        .select('id')
        .where('organisationId', '=', nord)
        .where('status', '=', 'NEW')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const page = await loggedInPage(env.browser, env.server.url, 'its@example.com', { at: `/course/${course.id}` });
      await page.getByTestId('course-workflow').waitFor();
      const save = page.getByRole('button', { name: 'Save', exact: true });
      expect(await save.isDisabled()).toBe(true);
      await save.locator('..').hover();
      await page.getByRole('tooltip', { name: 'Nothing has been changed yet.' }).waitFor();
      // the keyboard reaches the reason too: Tab from the delete button lands on it
      await page.mouse.move(0, 0);
      await page.getByRole('button', { name: /^Delete/ }).focus();
      await page.keyboard.press('Tab');
      await expect.poll(() => save.locator('..').evaluate((element) => element === document.activeElement)).toBe(true);
      const tooltip = page.getByRole('tooltip', { name: 'Nothing has been changed yet.' });
      await tooltip.waitFor();
      // …and a screen reader hears it with the focused group
      expect(await save.locator('..').getAttribute('role')).toBe('group');
      expect(await save.locator('..').getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));

      await page.getByLabel('Customer').fill('Refused customer');
      await expect.poll(() => save.isEnabled()).toBe(true);
      // meanwhile someone completes the course: the save meets the new version first (412: the
      // form takes the change over), then the server refuses the change (409 COURSE_DONE)
      await env.server.db.updateTable('courses').set({ status: 'DONE' }).where('id', '=', course.id).execute();
      await save.click();
      await page.getByTestId('conflict-notice').waitFor();
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await expect
        .poll(() => notice(page).innerText())
        .toBe('Error while saving: A completed course cannot be changed.');
      expect(await notice(page).innerText()).not.toContain('409');
      const stored = await env.server.db
        .selectFrom('courses')
        .select('customer')
        .where('id', '=', course.id)
        .executeTakeFirstOrThrow();
      expect(stored.customer).not.toBe('Refused customer');
      expect(page.errors).toEqual([]);
      await page.context().close();
    },
  );

  it(
    'highlights a new record on the page the user is on, also when the order puts it on another page',
    { timeout: 300_000 },
    async () => {
      const nord = await organisationId(env.server.db, 'Trainingszentrum Nord');
      const page = await loggedInPage(env.browser, env.server.url, 'its@example.com', {
        at: `/organisation/${nord}/participant-profiles`,
      });
      const rows = page.locator('tbody tr');
      await rows.first().waitFor();
      await settle(page);
      const range = page.locator('.MuiTablePagination-displayedRows');
      const before = await range.innerText();
      // sorted by last name, "Zylla" belongs on the last page
      expect(Number(before.split(/\s+/).pop())).toBeGreaterThan(10);

      await page.getByRole('button', { name: 'Create' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('First name').fill('Zora');
      await dialog.getByLabel('Last name').fill('Zylla');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => notice(page).innerText()).toBe('Created');

      const marked = page.locator('tbody tr[data-new-record]');
      await expect.poll(() => marked.count()).toBe(1);
      expect(await marked.innerText()).toContain('Zylla');
      // first on page 1, where the user is; the rest of the page as it was
      expect(await rows.first().getAttribute('data-new-record')).toBe('true');
      expect(await range.innerText()).toMatch(/^1[–-]10 /);
      expect(await marked.isVisible()).toBe(true);
      expect(await marked.evaluate((row) => getComputedStyle(row).animationName)).not.toBe('none');

      // paging on ends the mark, also when coming back
      await page.getByRole('button', { name: 'Go to page 2' }).click();
      await expect.poll(() => range.innerText()).toMatch(/^11[–-]/);
      expect(await marked.count()).toBe(0);
      await page.getByRole('button', { name: 'Go to page 1' }).click();
      await expect.poll(() => range.innerText()).toMatch(/^1[–-]10 /);
      await settle(page);
      expect(await marked.count()).toBe(0);
      expect(await page.locator('tbody').innerText()).not.toContain('Zylla');
      expect(page.errors).toEqual([]);
      await page.context().close();
    },
  );
});
