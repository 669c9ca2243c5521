import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import {
  axeViolations,
  testBrowser,
  login,
  newPage,
  organisationId,
  settle,
  startServer,
  type TestServer,
  navigate,
} from './helper';

/** Tokens live this long here: long enough to open a course, short enough to wait for. */
const LIFETIME = 30;

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ tokenLifetimeSeconds: LIFETIME }), testBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** react-admin's notice after a successful update, in the product's wording. */
const updatedNotice = (page: Page) => page.getByRole('alert').filter({ hasText: /^Updated$/ });

const storedExpiry = (page: Page) => page.evaluate(() => Number(localStorage.getItem('certadmin.tokenExpiration')));

/** Until the moment has passed; `check` is the running test's expect (concurrent tests need their own). */
async function untilPast(moment: number, check: ExpectStatic = expect) {
  await check.poll(() => Date.now() > moment, { timeout: (LIFETIME + 60) * 1000 }).toBe(true);
}

async function courseOfNord(index: number) {
  const nord = await organisationId(server.db, 'Trainingszentrum Nord');
  const courses = await server.db
    .selectFrom('courses')
    .select(['id', 'customer'])
    .where('organisationId', '=', nord)
    .where('status', '!=', 'DONE')
    .orderBy('id')
    .execute();
  return courses[index];
}

const storedCustomer = async (id: string) =>
  (await server.db.selectFrom('courses').select('customer').where('id', '=', id).executeTakeFirstOrThrow()).customer;

/** The course form of a logged-in ITS user; the browser's own "leave the page?" box is dismissed (he stays). */
async function onCourse(id: string) {
  const page = await newPage(await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } }));
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await login(page, server.url, 'its@example.com');
  await page.getByTestId('card-welcome').waitFor();
  await navigate(page, `/course/${id}`);
  // the form takes its values once the course and its lists have loaded: a change typed earlier
  // may be replaced by them (seen on a busy machine: Save was never enabled)
  await settle(page);
  return { page, asked };
}

/**
 * The waits for a token's end are real time: the tests that wait run side by side (each its own
 * page and course). The one that ends its@'s sessions everywhere runs first, alone.
 */
describe('session expiry', () => {
  it('a change kept when the user went to the login page is offered after signing in, and can be discarded', async () => {
    const course = await courseOfNord(1);
    const { page, asked } = await onCourse(course.id);
    await page.getByLabel('Customer').fill('Never sent');
    // the session ended elsewhere: logout raises the session version, this token stops working
    await server.db
      .updateTable('users')
      .set((eb) => ({ sessionVersion: eb('sessionVersion', '+', 1) }))
      .where('email', '=', 'its@example.com')
      .execute();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const ended = page.getByTestId('session-ended');
    await ended.waitFor();
    // the change is kept: the app's dialog said so, and the browser's "leave this page?" stays away
    await ended.getByRole('button', { name: 'Go to the login page' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    expect(asked).toEqual([]);

    await login(page, server.url, 'its@example.com');
    const offer = page.getByTestId('pending-change');
    await offer.waitFor();
    await offer.getByRole('button', { name: 'Discard' }).click();
    await page.getByText('The unsaved change was discarded.').waitFor();
    await offer.waitFor({ state: 'detached' });
    expect(await storedCustomer(course.id)).toBe(course.customer);
    await page.context().close();
  });

  it.concurrent(
    'a save after the session ended reports no success, keeps the change and sends it after signing in again',
    async ({ expect }) => {
      const course = await courseOfNord(0);
      const { page } = await onCourse(course.id);
      const customer = page.getByLabel('Customer');
      await customer.fill('Saved after the session ended');
      await untilPast(await storedExpiry(page), expect);

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const ended = page.getByTestId('session-ended');
      await ended.waitFor();
      await expect
        .poll(() => page.getByText('Your session has ended, so the change was not saved').isVisible())
        .toBe(true);
      expect(await updatedNotice(page).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(`/course/${course.id}`);
      expect(await customer.inputValue()).toBe('Saved after the session ended');
      expect(await storedCustomer(course.id)).toBe(course.customer);
      expect(await axeViolations(page)).toEqual([]);

      // signing in again in place: the form keeps its values, the change is offered again
      await ended.getByLabel(/Password/).fill(DEMO_PASSWORD);
      await ended.getByRole('button', { name: 'Sign in' }).click();
      const offer = page.getByTestId('pending-change');
      await offer.getByText('Course').waitFor();
      expect(await customer.inputValue()).toBe('Saved after the session ended');
      expect(await axeViolations(page)).toEqual([]);
      await offer.getByRole('button', { name: 'Send your unsaved change again' }).click();
      await expect.poll(() => storedCustomer(course.id)).toBe('Saved after the session ended');
      await page.getByText('Your change has been saved.').waitFor();
      await offer.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => sessionStorage.getItem('certadmin.pendingChange'))).toBeNull();
      expect(page.errors).toEqual([]);
      await page.context().close();
    },
  );

  it.concurrent('warns before the session ends and extends it with a fresh token', async ({ expect }) => {
    const course = await courseOfNord(2);
    const { page } = await onCourse(course.id);
    await page.getByLabel('Customer').waitFor();
    const firstExpiry = await storedExpiry(page);
    const warning = page.getByTestId('session-warning');
    await warning.waitFor();
    expect(await warning.innerText()).toContain('Your session ends at');
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect.poll(() => storedExpiry(page)).toBeGreaterThan(firstExpiry);
    await warning.waitFor({ state: 'detached' });

    // past the first token's expiry the user is still signed in and can save
    await untilPast(firstExpiry, expect);
    expect(new URL(page.url()).pathname).toBe(`/course/${course.id}`);
    await page.getByLabel('Customer').fill('Saved in an extended session');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => storedCustomer(course.id)).toBe('Saved in an extended session');
    await updatedNotice(page).waitFor();
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  // the absolute limit of a session, on a server of its own
  it.concurrent('refuses to extend an old session with a message in the user’s language', async ({ expect }) => {
    const old = await startServer({ tokenLifetimeSeconds: LIFETIME, sessionMaxAgeSeconds: 5 });
    const page = await newPage(await browser.newContext({ locale: 'de-DE' }));
    try {
      await login(page, old.url, 'its@example.com');
      await page.getByTestId('card-welcome').waitFor();
      const warning = page.getByTestId('session-warning');
      await warning.getByRole('button', { name: 'Angemeldet bleiben' }).click();
      await page.getByText('Die Sitzung hat ihre längste Dauer erreicht').waitFor();
      await warning.waitFor({ state: 'detached' });
      expect(page.errors).toEqual([]);
    } finally {
      await page.context().close();
      await old.close();
    }
  });
});
