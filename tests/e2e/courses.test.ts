import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_STATUSES } from '../../src/domain/courses';
import {
  testBrowser,
  LOOKS,
  openInLook,
  openMenuGroup,
  settle,
  shoot,
  startServer,
  type TestServer,
  waitForPath,
  loggedInPage,
  type Start,
} from './helper';
import { typeDay } from './days';

/** Courses in the browser: the course form with trainers and participants, status steps, the four scopes, export, screenshots. */
let server: TestServer;
let browser: Browser;
let nord: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), testBrowser()]);
  nord = (
    await server.db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', 'Trainingszentrum Nord')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A user's page (English, light, unless told) on the dashboard, or where `at` says. */
const open = (email: string, start: Start = {}) =>
  loggedInPage(browser, server.url, email, { viewport: { width: 1440, height: 900 }, acceptDownloads: true, ...start });

const rows = (page: Page) => page.locator('tbody tr:not(.group-header)');
const total = async (page: Page) => {
  const text = await page.locator('.MuiTablePagination-displayedRows').innerText();
  return Number(text.split(/\s+/).pop());
};
const countCourses = async (where: (qb: any) => any = (qb) => qb) =>
  Number(
    (
      await where(
        server.db.selectFrom('courses as c').select((eb: any) => eb.fn.countAll().as('n')),
      ).executeTakeFirstOrThrow()
    ).n,
  );

describe('course form', () => {
  let page: Page & { errors: string[] };
  let id: string;

  it('creates a course with a trainer and two participants', async () => {
    page = await open('its@example.com', { at: '/its/courses' });
    await rows(page).first().waitFor();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { name: 'New course' }).waitFor();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true);

    await page.getByRole('combobox', { name: 'Course type' }).click();
    await page.getByRole('option', { name: 'PALS Provider' }).click();
    await typeDay(page.getByRole('group', { name: 'Start date' }), '2027-05-03');
    await typeDay(page.getByRole('group', { name: 'End date' }), '2027-05-02');
    await expect.poll(() => page.getByText('The end date must not be before the start date.').isVisible()).toBe(true);
    await typeDay(page.getByRole('group', { name: 'End date' }), '2027-05-04');
    await page.getByLabel('Customer').fill('Kinderklinik Wilhelmstift');

    await page.getByRole('tab', { name: /Trainers/ }).click();
    await page.getByRole('button', { name: 'Add trainee' }).click();
    await page.getByRole('combobox', { name: 'Origin' }).click();
    await page.getByRole('option', { name: 'Free text' }).click();
    await page.getByLabel('Name').fill('Hanna Gast');
    // a trainee alone is not enough: a course needs an instructor
    await expect.poll(() => page.getByText('A course needs at least one instructor.').isVisible()).toBe(true);
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Add instructor' }).click();
    await page.getByRole('combobox', { name: 'Instructor' }).click();
    await page.getByRole('option', { name: 'Jonas Becker' }).click();

    await page.getByRole('tab', { name: /Participants/ }).click();
    await page.getByRole('button', { name: 'Add participant' }).click();
    await page.getByRole('button', { name: 'Add participant' }).click();
    const participants = page.getByRole('combobox', { name: 'Participant' });
    await participants.nth(0).click();
    await page.getByRole('option', { name: /^Böhm, Johanna/ }).click();
    await participants.nth(1).click();
    await page.getByRole('option', { name: /^Braun, Nadine/ }).click();
    await page.getByLabel('Price').first().fill('390');
    expect(await page.getByRole('tab', { name: /Participants \(2\)/ }).isVisible()).toBe(true);

    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await waitForPath(page, /\/course\/[0-9a-f-]{36}$/);
    id = page.url().split('/').pop()!;
    await page.getByTestId('course-workflow').waitFor();
    const course = await server.db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(course).toMatchObject({
      status: 'NEW',
      startDate: '2027-05-03',
      endDate: '2027-05-04',
      customer: 'Kinderklinik Wilhelmstift',
      organisationId: nord,
    });
    const trainers = await server.db
      .selectFrom('courseTrainers')
      .select(['instructorType', 'origin', 'name'])
      .where('courseId', '=', id)
      .orderBy('position')
      .execute();
    expect(trainers).toEqual([
      { instructorType: 'trainee', origin: 'free_text', name: 'Hanna Gast' },
      { instructorType: 'instructor', origin: 'own_organisation', name: null },
    ]);
    const seats = await server.db
      .selectFrom('courseParticipants')
      .select(['sequenceNumber', 'price'])
      .where('courseId', '=', id)
      .orderBy('sequenceNumber')
      .execute();
    expect(seats).toEqual([
      { sequenceNumber: 1, price: 390 },
      { sequenceNumber: 2, price: null },
    ]);
    expect(page.errors).toEqual([]);
  });

  it('moves the course one step back and forth, then forward to DONE, which asks first and is final', async () => {
    const chip = () => page.getByTestId('course-status').first().innerText();
    // held already, so the calendar lets every step through (courseStatusDates.test.ts walks the refusals)
    await server.db
      .updateTable('courses')
      .set({ startDate: '2026-01-12', endDate: '2026-01-13' })
      .where('id', '=', id)
      .execute();
    await page.reload();
    // the saved course has loaded into its form: no request, no spinner, the step can be taken
    await settle(page);
    await page.getByRole('button', { name: 'Move on to “Planning”' }).click();
    await expect.poll(chip).toBe('Planning');
    await page.getByRole('button', { name: 'Back to “New”' }).click();
    await expect.poll(chip).toBe('New');
    for (const status of ['Planning', 'Preparation', 'Execution', 'Follow-up']) {
      await page.getByRole('button', { name: `Move on to “${status}”` }).click();
      await expect.poll(chip).toBe(status);
    }
    await page.getByRole('button', { name: 'Move on to “Done”' }).click();
    const confirm = page.getByRole('dialog');
    expect(await confirm.innerText()).toContain('Complete the course?');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('course-read-only').waitFor();
    expect(await page.getByTestId('course-read-only').innerText()).toBe(
      'This course is done and can no longer be changed.',
    );
    expect(await page.getByTestId('course-workflow').count()).toBe(0);
    expect(
      (await server.db.selectFrom('courses').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe('DONE');
    const steps = await server.db
      .selectFrom('auditLog')
      .select('after')
      .where('entityId', '=', id)
      .where('action', '=', 'status')
      .orderBy('id')
      .execute();
    expect(steps.map((s) => (s.after as { status: string }).status)).toEqual([
      'PLANNING',
      'NEW',
      'PLANNING',
      'PREPARATION',
      'EXECUTION',
      'FOLLOWUP',
      'DONE',
    ]);
    await page.getByRole('tab', { name: /Participants/ }).click();
    expect(await page.getByTestId('participant-row').count()).toBe(2);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('waits with status steps until changes are saved, and deletes a new course after confirmation', async () => {
    const course = await server.db
      .selectFrom('courses')
      .select('id')
      .where('organisationId', '=', nord)
      .where('status', '=', 'NEW')
      .orderBy('startDate', 'desc')
      .executeTakeFirstOrThrow();
    const page = await open('its@example.com', { at: `/course/${course.id}` });
    await page.getByTestId('course-workflow').waitFor();
    const forward = page.getByRole('button', { name: 'Move on to “Planning”' });
    expect(await forward.isEnabled()).toBe(true);
    await page.getByLabel('Customer').fill('Geänderter Kunde');
    await expect.poll(() => forward.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => forward.isEnabled()).toBe(true);
    expect(
      (await server.db.selectFrom('courses').select('customer').where('id', '=', course.id).executeTakeFirstOrThrow())
        .customer,
    ).toBe('Geänderter Kunde');

    await page.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('dialog');
    expect(await confirm.innerText()).toContain('Delete this course?');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(
        async () => (await server.db.selectFrom('courses').select('id').where('id', '=', course.id).execute()).length,
      )
      .toBe(0);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});

describe('course lists in four scopes', () => {
  it('shows a site its own courses, grouped by status in workflow order', async () => {
    const page = await open('its@example.com', { at: '/its/courses' });
    await rows(page).first().waitFor();
    await expect.poll(() => total(page)).toBe(await countCourses((qb) => qb.where('c.organisationId', '=', nord)));
    await page.getByTestId('group-by').click();
    await page.getByRole('option', { name: 'Status' }).click();
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: 'All' }).click();
    const headers = page.getByTestId('group-header');
    await expect.poll(() => headers.count()).toBe(COURSE_STATUSES.length);
    const titles = (await headers.allInnerTexts()).map((t) => t.replace(/^Status:\s*/, '').replace(/\s*\(\d+\)$/, ''));
    expect(titles).toEqual(['New', 'Planning', 'Preparation', 'Execution', 'Follow-up', 'Done']);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('shows the ITC the courses of all its sites, with the organisation', async () => {
    const page = await open('itc@example.com');
    await openMenuGroup(page, 'Course organisation');
    await page.getByRole('link', { name: 'Courses' }).click();
    await waitForPath(page, '**/itc/courses');
    await rows(page).first().waitFor();
    const sites = await server.db
      .selectFrom('organisations')
      .select('id')
      .where('name', 'like', 'Trainingszentrum %')
      .execute();
    await expect
      .poll(() => total(page))
      .toBe(
        await countCourses((qb) =>
          qb.where(
            'c.organisationId',
            'in',
            sites.map((s) => s.id),
          ),
        ),
      );
    expect(await page.locator('thead').innerText()).toContain('Organisation');
    await page.context().close();
  });

  it('shows an instructor the courses he trains in, to read only', async () => {
    const page = await open('instructor@example.com');
    await page.getByRole('link', { name: 'My courses' }).click();
    await waitForPath(page, '**/courses');
    await rows(page).first().waitFor();
    const jonas = await server.db
      .selectFrom('courseTrainers as t')
      .innerJoin('instructorProfiles as i', 'i.id', 't.instructorProfileId')
      .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
      .innerJoin('users as u', 'u.id', 'p.userId')
      .select('t.courseId')
      .distinct()
      .where('u.email', '=', 'instructor@example.com')
      .execute();
    await expect.poll(() => total(page)).toBe(jonas.length);
    expect(await page.getByRole('button', { name: 'Create' }).count()).toBe(0);
    await rows(page).first().click();
    await page.getByTestId('course-read-only').waitFor();
    await page.getByRole('tab', { name: /Trainers/ }).click();
    expect(await page.getByTestId('trainer-row').allInnerTexts()).toContainEqual(
      expect.stringContaining('Jonas Becker'),
    );

    // the course of another site he helps out in: its schedule, no customer, revenue or participants
    const sued = await server.db
      .selectFrom('courseTrainers as t')
      .innerJoin('organisations as o', 'o.id', 't.organisationId')
      .select('t.courseId')
      .where(
        't.courseId',
        'in',
        jonas.map((j) => j.courseId),
      )
      .where('o.name', '=', 'Trainingszentrum Süd')
      .executeTakeFirstOrThrow();
    await page.goto(`${server.url}/course/${sued.courseId}`);
    await page.getByTestId('course-trainer-view').waitFor();
    const details = await page.getByTestId('course-details').innerText();
    expect(details).toContain('Trainingszentrum Süd');
    expect(details).not.toContain('Customer');
    expect(details).not.toContain('Expected revenue');
    expect(await page.getByRole('tab', { name: /Participants/ }).count()).toBe(0);
    await page.getByRole('tab', { name: /Trainers/ }).click();
    expect(await page.getByTestId('trainer-row').allInnerTexts()).toContainEqual(
      expect.stringContaining('Jonas Becker'),
    );
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('reaches the site’s course list through its one menu entry, and the organisation’s route shows the same', async () => {
    const page = await open('its@example.com');
    const own = await countCourses((qb) => qb.where('c.organisationId', '=', nord));
    // one "Courses" in the menu (issue 13), first under Course organisation (issue 25.8)
    await openMenuGroup(page, 'Course organisation');
    await page.getByRole('link', { name: 'Courses', exact: true }).click();
    await waitForPath(page, '**/its/courses');
    await rows(page).first().waitFor();
    await expect.poll(() => total(page)).toBe(own);
    await page.goto(`${server.url}/organisation/${nord}/courses`);
    await rows(page).first().waitFor();
    await expect.poll(() => total(page)).toBe(own);
    await page.context().close();
  });
});

describe('export and screenshots', () => {
  it('exports the courses as CSV with German headers and names, no ids', async () => {
    const page = await open('its@example.com', { at: '/its/courses', look: ['de', 'light'] });
    await rows(page).first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportieren' }).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header.split(';').slice(0, 7)).toEqual([
      'Beginn',
      'Ende',
      'Uhrzeit',
      'Kursart',
      'Veranstaltungsort',
      'Organisation',
      'Status',
    ]);
    expect(lines).toHaveLength(await countCourses((qb) => qb.where('c.organisationId', '=', nord)));
    expect(csv).toMatch(/\d{2}\.\d{2}\.\d{4};/);
    expect(csv).toContain('Trainingszentrum Nord');
    expect(csv).toMatch(/;(Neu|Planung|Vorbereitung|Durchführung|Nachbereitung|Abgeschlossen);/);
    expect(csv).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    await page.context().close();
  });

  describe('in each language and theme', () => {
    // one signed-in page for the four looks: the look changes with a load (openInLook)
    let page: Page & { errors: string[] };
    beforeAll(async () => {
      page = await open('its@example.com');
    });
    afterAll(async () => {
      await page?.context().close();
    });

    for (const [language, theme] of LOOKS) {
      it(`renders the course screens in ${language}, ${theme}`, async () => {
        await openInLook(page, server.url, '/its/courses', [language, theme]);
        // the rows of react-admin's loading table come before the list's own header
        await expect
          .poll(() => page.locator('thead').innerText())
          .toContain(language === 'de' ? 'Kursart' : 'Course type');
        await rows(page).first().waitFor();
        await shoot(page, `courses-list-${language}-${theme}`, { fullPage: true });
        await rows(page).nth(2).click();
        await page.getByTestId('course-workflow').waitFor();
        expect(await page.getByTestId('course-workflow').innerText()).toMatch(
          language === 'de' ? /WEITER ZU/i : /MOVE ON TO/i,
        );
        await shoot(page, `courses-form-${language}-${theme}`, { fullPage: true });
        const participants = page.getByRole('tab', { name: language === 'de' ? /Teilnehmende/ : /Participants/ });
        await participants.click();
        // the tab shows its panel (the pictures, now only with SHOTS_DIR, were checked for content)
        await expect.poll(() => participants.getAttribute('aria-selected')).toBe('true');
        expect(await page.getByRole('tabpanel').innerText()).not.toBe('');
        await shoot(page, `courses-participants-${language}-${theme}`, { fullPage: true });
        expect(page.errors).toEqual([]);
      });
    }
  });
});
