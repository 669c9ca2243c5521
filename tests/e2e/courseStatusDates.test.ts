import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../api/courseDays';
import { loggedInPage, settle, shoot, startServer, testBrowser, type Look, type TestServer } from './helper';

/**
 * Course status and the calendar in the browser (issue 12.6): a step ahead of the course's dates is
 * disabled with its reason; an internal administrator reopens a done course, a site cannot.
 */
let server: TestServer;
let browser: Browser;
let nord: string;
let courseType: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), testBrowser()]);
  nord = (
    await server.db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', 'Trainingszentrum Nord')
      .executeTakeFirstOrThrow()
  ).id;
  courseType = (
    await server.db
      .selectFrom('courseTypes')
      .select('id')
      .where('organisationId', '=', nord)
      .where('deleted', '=', false)
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A course of Nord in `status` with the given dates (the way there is not under test). */
async function courseIn(status: string, startDate: string, endDate: string | null) {
  const { id } = await server.db
    .insertInto('courses')
    .values({ organisationId: nord, courseTypeId: courseType, startDate, endDate, status, courseLanguages: ['de'] })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The user's page on the course, in the look (English, light, unless told). */
async function open(email: string, courseId: string, look: Look = ['en', 'light']) {
  const page = await loggedInPage(browser, server.url, email, {
    viewport: { width: 1440, height: 900 },
    at: `/course/${courseId}`,
    look,
  });
  await page.getByTestId('course-status').first().waitFor();
  await settle(page);
  return page;
}

const chip = (page: Page) => page.getByTestId('course-status').first().innerText();
const statusOf = async (id: string) =>
  (await server.db.selectFrom('courses').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
/** dd/mm/yyyy, as the English interface shows a day (en-GB). */
const shown = (day: string) => day.split('-').reverse().join('/');

describe('status steps ahead of the calendar', () => {
  it('disables execution before the start date with the reason, and allows it once the course has begun', async () => {
    const start = addDays(30);
    const id = await courseIn('PREPARATION', start, addDays(31));
    const page = await open('its@example.com', id);
    const execution = page.getByRole('button', { name: 'Move on to “Execution”' });
    expect(await execution.isDisabled()).toBe(true);
    expect(await page.getByTestId('course-step-blocked').innerText()).toBe(
      `Possible from the start date on (${shown(start)}).`,
    );
    // the step back is not held up
    expect(await page.getByRole('button', { name: 'Back to “Planning”' }).isEnabled()).toBe(true);
    await shoot(page, 'course-status-dates-en-light', { fullPage: true });

    // the course was moved to yesterday: the step is open
    await server.db
      .updateTable('courses')
      .set({ startDate: addDays(-1) })
      .where('id', '=', id)
      .execute();
    await page.reload();
    await settle(page);
    expect(await page.getByTestId('course-step-blocked').count()).toBe(0);
    await page.getByRole('button', { name: 'Move on to “Execution”' }).click();
    await expect.poll(() => chip(page)).toBe('Execution');
    expect(await statusOf(id)).toBe('EXECUTION');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('disables done before the end date, in German with the German day', async () => {
    const end = addDays(12);
    const id = await courseIn('FOLLOWUP', addDays(-2), end);
    const page = await open('its@example.com', id, ['de', 'dark']);
    const done = page.getByRole('button', { name: 'Weiter zu „Abgeschlossen“' });
    expect(await done.isDisabled()).toBe(true);
    const [year, month, day] = end.split('-');
    expect(await page.getByTestId('course-step-blocked').innerText()).toBe(
      `Erst ab dem Kursende möglich (${day}.${month}.${year}).`,
    );
    await done.locator('..').hover();
    await expect.poll(() => page.getByRole('tooltip').innerText()).toContain('Erst ab dem Kursende möglich');
    await shoot(page, 'course-status-dates-de-dark', { fullPage: true });
    expect(await statusOf(id)).toBe('FOLLOWUP');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});

describe('reopening a done course', () => {
  it('offers a site nothing on a done course', async () => {
    const id = await courseIn('DONE', addDays(-20), addDays(-19));
    const page = await open('its@example.com', id);
    await page.getByTestId('course-read-only').waitFor();
    expect(await page.getByTestId('course-reopen').count()).toBe(0);
    await page.context().close();
  });

  it('lets an internal administrator reopen it after confirming: back to follow-up, editable, audited', async () => {
    const id = await courseIn('DONE', addDays(-20), addDays(-19));
    const page = await open('admin@example.com', id);
    await page.getByTestId('course-reopen').waitFor();
    expect(await page.getByTestId('course-reopen').innerText()).toContain(
      'As an internal administrator you can take the course back to “Follow-up”.',
    );
    await shoot(page, 'course-reopen-en-light', { fullPage: true });
    await page.getByRole('button', { name: 'Reopen the course' }).click();
    const confirm = page.getByRole('dialog');
    expect(await confirm.innerText()).toContain('Reopen the course?');
    await shoot(page, 'course-reopen-confirm-en-light');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('course-workflow').waitFor();
    await expect.poll(() => chip(page)).toBe('Follow-up');
    expect(await page.getByTestId('course-read-only').count()).toBe(0);
    expect(await statusOf(id)).toBe('FOLLOWUP');
    const audit = await server.db
      .selectFrom('auditLog')
      .select(['action', 'after'])
      .where('entityId', '=', id)
      .execute();
    expect(audit).toEqual([{ action: 'reopen', after: { status: 'FOLLOWUP' } }]);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('shows the reopening in German and dark', async () => {
    const id = await courseIn('DONE', addDays(-20), addDays(-19));
    const page = await open('admin@example.com', id, ['de', 'dark']);
    await page.getByRole('button', { name: 'Kurs wieder öffnen' }).waitFor();
    await shoot(page, 'course-reopen-de-dark', { fullPage: true });
    await page.getByRole('button', { name: 'Kurs wieder öffnen' }).click();
    expect(await page.getByRole('dialog').innerText()).toContain('Kurs wieder öffnen?');
    await shoot(page, 'course-reopen-confirm-de-dark');
    await page.context().close();
  });
});

// The held step's words and days and the reopen offer in the other language and theme pairs (en
// dark, de light): tests/unit/resources/courseWorkflow.test.tsx, without a browser and a login each.
