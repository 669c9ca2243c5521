import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../api/courseDays';
import {
  EACH_LANGUAGE_AND_THEME,
  openInLook,
  shoot,
  startServer,
  testBrowser,
  type TestServer,
  waitForPath,
  loggedInPage,
} from './helper';

/**
 * Course rules in the browser (issue 15.3): a warning while planning, the step to execution
 * disabled with the reason, and the dashboard's follow-up card leading to the filtered list.
 */
let server: TestServer;
let browser: Browser;
let nord: string;
let courseType: string;
let instructor: string;
let participants: string[];

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
      .insertInto('courseTypes')
      .values({ organisationId: nord, name: 'Rules Course', maxParticipants: 2, followUpDays: 5 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  instructor = (
    await server.db
      .selectFrom('instructorProfiles')
      .select('id')
      .where('organisationId', '=', nord)
      .where('deleted', '=', false)
      .executeTakeFirstOrThrow()
  ).id;
  participants = (
    await server.db
      .selectFrom('participantProfiles')
      .select('id')
      .where('organisationId', '=', nord)
      .where('deleted', '=', false)
      .limit(3)
      .execute()
  ).map((p) => p.id);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A course of Nord of the rules type: one instructor, three participants (one more than allowed). */
async function courseIn(status: string, startDate: string, endDate: string | null = null) {
  const { id } = await server.db
    .insertInto('courses')
    .values({ organisationId: nord, courseTypeId: courseType, startDate, endDate, status, courseLanguages: ['de'] })
    .returning('id')
    .executeTakeFirstOrThrow();
  await server.db
    .insertInto('courseTrainers')
    .values({
      organisationId: nord,
      courseId: id,
      position: 0,
      instructorProfileId: instructor,
      instructorType: 'instructor',
      origin: 'own_organisation',
    })
    .execute();
  await server.db
    .insertInto('courseParticipants')
    .values(
      participants.map((participantProfileId, index) => ({
        organisationId: nord,
        courseId: id,
        sequenceNumber: index + 1,
        participantProfileId,
      })),
    )
    .execute();
  return id;
}

/**
 * The site's coordinator signed in (in English, light) on `url`, or on the dashboard. A test's
 * other look comes with a load of the same page (openInLook), not with another login.
 */
const open = (at?: string) =>
  loggedInPage(browser, server.url, 'its@example.com', { viewport: { width: 1440, height: 900 }, at });

const statusOf = async (id: string) =>
  (await server.db.selectFrom('courses').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('course rules', () => {
  it('warns while planning without holding up the form', async () => {
    const id = await courseIn('PLANNING', addDays(10));
    const page = await open();
    for (const look of EACH_LANGUAGE_AND_THEME) {
      await openInLook(page, server.url, `/course/${id}`, look);
      const warning = page.getByTestId('course-rule-warnings');
      await expect
        .poll(() => warning.innerText())
        .toContain(
          look[0] === 'en' ? '3 participants, the course type allows 2.' : '3 Teilnehmende, die Kursart erlaubt 2.',
        );
      // planning goes on: the next step is open
      expect(await page.getByTestId('course-workflow').getByRole('button').last().isEnabled()).toBe(true);
      await shoot(page, `course-rules-warning-${look.join('-')}`);
    }
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('disables the step to execution with the reason, as the server refuses it', async () => {
    const id = await courseIn('PREPARATION', addDays(-1));
    const page = await open();
    for (const look of EACH_LANGUAGE_AND_THEME) {
      await openInLook(page, server.url, `/course/${id}`, look);
      await expect
        .poll(() => page.getByTestId('course-step-blocked').innerText())
        .toBe(
          look[0] === 'en'
            ? 'Not possible while the course breaks a rule of its course type: 3 participants, the course type allows 2.'
            : 'Nicht möglich, solange der Kurs eine Regel seiner Kursart verletzt: 3 Teilnehmende, die Kursart erlaubt 2.',
        );
      const forward = page.getByTestId('course-workflow').getByRole('button').last();
      expect(await forward.isDisabled()).toBe(true);
      // still before execution: the form warns as well
      expect(await page.getByTestId('course-rule-warnings').count()).toBe(1);
      await shoot(page, `course-rules-blocked-${look.join('-')}`);
    }
    expect(page.errors).toEqual([]);
    await page.context().close();
    expect(await statusOf(id)).toBe('PREPARATION');
  });

  it('leads from the dashboard card to the list of courses whose follow-up is overdue', async () => {
    const overdue = await courseIn('FOLLOWUP', addDays(-20), addDays(-10));
    // due in the future: not in the list
    await courseIn('FOLLOWUP', addDays(-3), addDays(-2));
    const page = await open();
    for (const look of EACH_LANGUAGE_AND_THEME) {
      await openInLook(page, server.url, '/', look);
      const card = page.getByTestId('card-its_courses_followup_overdue');
      const link = card.getByTestId('followup-overdue-link');
      await expect.poll(() => link.innerText()).toBe(look[0] === 'en' ? 'One course overdue' : 'Ein Kurs überfällig');
      await shoot(page, `course-rules-card-${look.join('-')}`);
      await link.click();
      await waitForPath(page, /\/its\/courses\?filter=/);
      const rows = page.locator('tbody tr:not(.group-header)');
      await expect.poll(() => rows.count()).toBe(1);
      await rows.first().click();
      await waitForPath(page, `**/course/${overdue}`);
      await page.goBack();
      await expect.poll(() => rows.count()).toBe(1);
      await shoot(page, `course-rules-list-${look.join('-')}`);
      expect(page.errors).toEqual([]);
    }
    await page.context().close();
  });
});
