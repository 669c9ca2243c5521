import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedInPage, organisationId, serverAndBrowser, settle, waitForPath } from './helper';

/**
 * Every action with the keyboard alone: after the login (which may use the mouse) only Tab,
 * Shift+Tab, Enter, Space, Escape and the arrow keys. Menus, dialogs, tables, tabs and the
 * certificate workflow, each with a visible focus ring on what has the focus.
 */
const env = serverAndBrowser();
let nord: string;

beforeAll(async () => {
  nord = await organisationId(env.server.db, 'Trainingszentrum Nord');
});

/** A user's page on the dashboard, or at `at`. */
const loggedIn = (email: string, at?: string) =>
  loggedInPage(env.browser, env.server.url, email, { viewport: { width: 1280, height: 900 }, at });

/** Whether `target` (one element; not waiting for it to appear) has the focus. */
async function hasFocus(target: Locator) {
  const count = await target.count();
  if (count > 1) throw new Error(`${count} elements match ${target}`);
  return count === 1 && target.evaluate((element) => element === document.activeElement);
}

/** What has the focus, for messages. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element
      ? `${element.tagName} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}"`
      : 'nothing';
  });

/**
 * Presses `key` until `target` has the focus (at most `max` times), once it is on the screen: a
 * keyboard user waits for the page too (on a busy machine the first Tabs went round a page whose
 * button had not yet come).
 */
async function moveTo(page: Page, target: Locator, key = 'Tab', max = 80) {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await hasFocus(target)) return;
  }
  throw new Error(`${key} never reached the element; the focus is on ${await focused(page)}`);
}

/** The focused element shows a ring: an outline or a box shadow. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  });

const focusInDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'));

/** Tabs to `button`, checks its focus ring, opens its dialog with Enter; the focus must move into the dialog. */
async function openDialogWith(page: Page, button: Locator) {
  await moveTo(page, button);
  expect(await focusRing(page)).toBe(true);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await expect.poll(() => focusInDialog(page)).toBe(true);
  return dialog;
}
const search = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

describe('keyboard only', () => {
  it('opens the main menu’s groups and follows their links, in the drawer and in the rail', async () => {
    const page = await loggedIn('its@example.com');
    const menu = page.getByTestId('main-menu');
    const group = menu.getByRole('button', { name: 'Course organisation' });
    await moveTo(page, group);
    expect(await focusRing(page)).toBe(true);
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await expect.poll(() => group.getAttribute('aria-expanded')).toBe('true');
    await moveTo(page, menu.getByRole('link', { name: 'Participants' }));
    expect(await focusRing(page)).toBe(true);
    await page.keyboard.press('Enter');
    await waitForPath(page, `**/organisation/${nord}/participant-profiles`);
    await page.locator('tbody tr').first().waitFor();

    // the rail: a group's entries fly out beside it and take the focus
    await moveTo(page, page.getByRole('button', { name: 'Close menu' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    // the site's courses stand first in Course organisation (issue 25.8)
    const administration = menu.getByRole('button', { name: 'Course organisation' });
    await administration.waitFor();
    await moveTo(page, administration);
    await page.keyboard.press('Enter');
    const flyout = page.locator('[id^=menu-flyout]');
    await expect.poll(() => hasFocus(flyout.getByRole('link', { name: 'Courses' }))).toBe(true);
    expect(await administration.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await hasFocus(flyout.getByRole('link', { name: 'Course types' }))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => hasFocus(administration)).toBe(true);
    expect(await flyout.count()).toBe(0);
    await page.keyboard.press('Space');
    await expect.poll(() => hasFocus(flyout.getByRole('link', { name: 'Courses' }))).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    expect(await hasFocus(flyout.getByRole('link', { name: 'Courses' }))).toBe(true);
    await page.keyboard.press('Enter');
    await waitForPath(page, '**/its/courses');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the focus inside a create dialog, closes it with Escape and returns to its button', async () => {
    const page = await loggedIn('its@example.com', `/organisation/${nord}/participant-profiles`);
    await page.locator('tbody tr').first().waitFor();
    const create = page.getByRole('button', { name: 'Create', exact: true });
    const dialog = await openDialogWith(page, create);
    // more presses than the dialog has fields: the focus cycles inside it, both ways
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press(key);
        expect(await focusInDialog(page), `${key} ${i + 1}: ${await focused(page)}`).toBe(true);
      }
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(create)).toBe(true);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('sorts a column and turns the page', async () => {
    const page = await loggedIn('its@example.com');
    const { count } = await env.server.db
      .selectFrom('participantProfiles')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('organisationId', '=', nord)
      .where('deleted', '=', false)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBeGreaterThan(10);
    await page.goto(`${env.server.url}/organisation/${nord}/participant-profiles`);
    await page.locator('tbody tr').first().waitFor();
    const sortLabel = page.locator('thead [data-field="firstName"]');
    await moveTo(page, sortLabel);
    expect(await focusRing(page)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => `${search(page, 'sort')} ${search(page, 'order')}`).toBe('firstName ASC');
    // the sorted rows arrive first; a header rendered anew meanwhile gets the focus back by Tab
    await settle(page);
    if (!(await hasFocus(sortLabel))) await moveTo(page, sortLabel);
    await page.keyboard.press('Enter');
    await expect.poll(() => `${search(page, 'sort')} ${search(page, 'order')}`).toBe('firstName DESC');
    const firstNames = () => page.locator('tbody tr td.column-firstName').allInnerTexts();
    const onPageOne = await firstNames();
    await moveTo(page, page.getByRole('button', { name: 'Go to page 2' }));
    expect(await focusRing(page)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => search(page, 'page')).toBe('2');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(Math.min(10, Number(count) - 10));
    // page 1's rows stay until page 2's arrive, as many of them
    await expect.poll(firstNames).not.toEqual(onPageOne);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('switches the tabs of the course form with the arrow keys', async () => {
    const course = await env.server.db
      .selectFrom('courses')
      .select('id')
      .where('organisationId', '=', nord)
      .where('status', '=', 'NEW')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const page = await loggedIn('its@example.com', `/course/${course.id}`);
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    await moveTo(page, page.getByRole('tab', { name: 'Course' }));
    expect(await focusRing(page)).toBe(true);
    await page.keyboard.press('ArrowRight');
    const trainers = page.getByRole('tab', { name: /^Trainers/ });
    expect(await hasFocus(trainers)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => trainers.getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#course-tabpanel-1').isVisible()).toBe(true);
    expect(await page.locator('#course-tabpanel-0').isVisible()).toBe(false);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect
      .poll(() => page.getByRole('tab', { name: /^Participants/ }).getAttribute('aria-selected'))
      .toBe('true');
    expect(await page.locator('#course-tabpanel-2').isVisible()).toBe(true);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('lets the ITC filter its requests, open one and approve it through the confirmation dialog', async () => {
    const request = await env.server.db
      .selectFrom('instructorCertificates as c')
      .innerJoin('instructorProfiles as i', 'i.id', 'c.instructorId')
      .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
      .select(['c.id', 'p.firstName', 'p.lastName'])
      .where('c.organisationId', '=', nord)
      .where('c.status', '=', 'APPROVAL')
      .executeTakeFirstOrThrow();
    const page = await loggedIn('itc@example.com', '/itc/instructor-certificates');
    await page.locator('tbody tr').first().waitFor();

    // the status filter: open the select, walk to "Under review", choose it
    await moveTo(page, page.getByRole('combobox', { name: 'Status', exact: true }));
    await page.keyboard.press('Enter');
    await moveTo(page, page.getByRole('option', { name: 'Under review', exact: true }), 'ArrowDown', 10);
    await page.keyboard.press('Enter');
    await expect.poll(() => JSON.parse(search(page, 'filter') ?? '{}').status).toBe('APPROVAL');
    await expect
      .poll(() => page.locator('tbody tr').allInnerTexts())
      .toSatisfy((rows: string[]) => rows.length > 0 && rows.every((row) => row.includes('Under review')));

    await moveTo(page, page.getByRole('link', { name: `${request.firstName} ${request.lastName}` }));
    expect(await focusRing(page)).toBe(true);
    await page.keyboard.press('Enter');
    await waitForPath(page, `**/itc/instructor-certificates/${request.id}`);
    const dialog = await openDialogWith(
      page,
      page.getByTestId('certificate-actions').getByRole('button', { name: 'Approve' }),
    );
    await moveTo(page, dialog.getByRole('button', { name: 'Approve' }));
    expect(await focusRing(page)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const status = () =>
      env.server.db
        .selectFrom('instructorCertificates')
        .select('status')
        .where('id', '=', request.id)
        .executeTakeFirstOrThrow();
    expect((await status()).status).toBe('APPROVED');

    // the next step's dialog closes with Escape and changes nothing
    const certify = page.getByTestId('certificate-actions').getByRole('button', { name: 'Certify' });
    await certify.waitFor();
    await moveTo(page, certify, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(certify)).toBe(true);
    expect((await status()).status).toBe('APPROVED');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('lets an instructor open his request and go back to his list', async () => {
    const page = await loggedIn('instructor@example.com');
    const menu = page.getByTestId('main-menu');
    await moveTo(page, menu.getByRole('link', { name: 'My certificates' }));
    await page.keyboard.press('Enter');
    await waitForPath(page, '**/certificates');
    const first = page.locator('tbody tr a').first();
    await first.waitFor();
    await moveTo(page, first);
    await page.keyboard.press('Enter');
    await page.getByTestId('certificate-detail').waitFor();
    const back = page.getByRole('link', { name: 'Back to the list' });
    await moveTo(page, back);
    expect(await focusRing(page)).toBe(true);
    await page.keyboard.press('Enter');
    await waitForPath(page, '**/certificates');
    await page.locator('tbody tr').first().waitFor();
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('opens an organisation comment’s whole entry and replies from its row', async () => {
    const page = await loggedIn('admin@example.com', '/organisation-comments');
    await page.locator('tbody tr').first().waitFor();
    const open = page.getByRole('button', { name: /^Whole entry and replies/ }).first();
    await moveTo(page, open);
    expect(await focusRing(page)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => open.getAttribute('aria-expanded')).toBe('true');
    await page.getByTestId('comment-panel').first().waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('comment-panel').count()).toBe(0);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
