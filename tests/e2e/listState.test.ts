import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedInPage, openMenuGroup, organisationId, serverAndBrowser, settle, waitForPath } from './helper';

/**
 * A list keeps its filter, sort and page when the user opens a record and comes back: with the
 * browser's back button, the screen's own way back, or the menu.
 */
const env = serverAndBrowser();
let nord: string;
let page: Page & { errors: string[] };

beforeAll(async () => {
  nord = await organisationId(env.server.db, 'Trainingszentrum Nord');
  page = await loggedInPage(env.browser, env.server.url, 'its@example.com', { viewport: { width: 1280, height: 900 } });
});

const rows = () => page.locator('tbody tr');
const menu = () => page.getByTestId('main-menu');

/** The list's filter as the address holds it. */
const filterInUrl = () => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');

/**
 * Waits until the rows shown are those of the range the pagination names: react-admin keeps the
 * previous page's rows on screen while the next page loads.
 */
async function rowsSettled() {
  await settle(page);
  await expect
    .poll(async () => {
      const [from, to] = (await page.locator('.MuiTablePagination-displayedRows').innerText())
        .split(/\D+/)
        .filter(Boolean)
        .map(Number);
      return (await rows().count()) === to - from + 1 && !(await page.locator('header [role=progressbar]').count());
    })
    .toBe(true);
}

/** What the list shows of its state: the rows, the page, the active sort and the range. */
async function listState() {
  await rowsSettled();
  return {
    rows: await page.locator('tbody tr').allInnerTexts(),
    page: await page.locator('.MuiPagination-root [aria-current="page"]').innerText(),
    sorted: await page.locator('thead .MuiTableSortLabel-root.Mui-active').innerText(),
    range: await page.locator('.MuiTablePagination-displayedRows').innerText(),
  };
}

describe('list state', () => {
  it('survives opening a course: browser back, the form’s back button and the menu', async () => {
    // enough courses in planning for two pages of the filtered list
    const type = await env.server.db
      .selectFrom('courseTypes')
      .select('id')
      .where('organisationId', '=', nord)
      .orderBy('name')
      .executeTakeFirstOrThrow();
    await env.server.db
      .insertInto('courses')
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          organisationId: nord,
          courseTypeId: type.id,
          startDate: `2027-09-${String(i + 1).padStart(2, '0')}`,
          status: 'PLANNING',
        })),
      )
      .execute();
    await openMenuGroup(page, 'Course organisation');
    await menu().getByRole('link', { name: 'Courses' }).click();
    await waitForPath(page, '**/its/courses');
    await rows().first().waitFor();

    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Planning', exact: true }).click();
    // the filter applies after react-admin's debounce: a sort clicked before would be sent without it
    await expect.poll(() => filterInUrl().status).toBe('PLANNING');
    await page.locator('thead [data-field="venueName"]').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('venueName');
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    const before = await listState();
    expect(before.page).toBe('2');
    expect(before.sorted).toContain('Venue');
    expect(before.rows.every((row) => row.includes('Planning'))).toBe(true);

    // browser back
    await rows().first().click();
    await waitForPath(page, '**/course/*');
    await page.getByRole('tab', { name: 'Course' }).waitFor();
    await page.goBack();
    expect(await listState()).toEqual(before);

    // the course form's own way back
    await rows().first().click();
    await page.getByRole('tab', { name: 'Course' }).waitFor();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    expect(await listState()).toEqual(before);

    // away through the menu and back through the menu
    await openMenuGroup(page, 'ITS administration');
    await menu().getByRole('link', { name: 'Instructor certificates' }).click();
    await waitForPath(page, '**/its/instructor_certificates');
    await rows().first().waitFor();
    await openMenuGroup(page, 'Course organisation');
    await menu().getByRole('link', { name: 'Courses' }).click();
    await waitForPath(page, '**/its/courses*');
    expect(await listState()).toEqual(before);
    expect(await page.getByRole('combobox', { name: 'Status', exact: true }).innerText()).toBe('Planning');
    expect(page.errors).toEqual([]);
  });

  it('survives opening a certificate request and its “Back to the list”', async () => {
    await page.goto(`${env.server.url}/its/instructor_certificates`);
    await rows().first().waitFor();
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Certified', exact: true }).click();
    await expect.poll(() => filterInUrl().status).toBe('CERTIFIED');
    await page.locator('thead [data-field="instructorName"]').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('instructorName');
    // the pointer leaves the header, as a user's does: its sort tooltip would cover the first row
    // (the sort re-renders the header under the pointer, which may open a neighbour's tooltip too)
    await page.mouse.move(0, 0);
    await expect.poll(() => page.getByRole('tooltip').count()).toBe(0);
    await expect.poll(async () => (await rows().allInnerTexts()).every((row) => row.includes('Certified'))).toBe(true);
    await rowsSettled();
    const before = {
      rows: await rows().allInnerTexts(),
      sorted: await page.locator('thead .MuiTableSortLabel-root.Mui-active').innerText(),
    };
    expect(before.rows.every((row) => row.includes('Certified'))).toBe(true);
    await page.locator('tbody tr a').first().click();
    await page.getByTestId('certificate-detail').waitFor();
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await waitForPath(page, '**/its/instructor_certificates*');
    await rowsSettled();
    expect({
      rows: await rows().allInnerTexts(),
      sorted: await page.locator('thead .MuiTableSortLabel-root.Mui-active').innerText(),
    }).toEqual(before);
    expect(page.errors).toEqual([]);
  });

  it('survives the edit dialog of a venue and a visit to another list', async () => {
    await env.server.db
      .insertInto('venues')
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          organisationId: nord,
          name: `Raum ${String(i + 1).padStart(2, '0')}`,
          address: `Schulweg ${i + 1}`,
        })),
      )
      .execute();
    await openMenuGroup(page, 'Course organisation');
    await menu().getByRole('link', { name: 'Venues' }).click();
    await waitForPath(page, '**/venues*');
    await rows().first().waitFor();
    await page.locator('thead [data-field="address"]').click();
    await page.locator('thead [data-field="address"]').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBe('DESC');
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    const before = await listState();

    await rows().first().getByRole('button', { name: /^Edit/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await listState()).toEqual(before);

    await menu().getByRole('link', { name: 'Participants' }).click();
    await waitForPath(page, `**/organisation/${nord}/participant-profiles`);
    await rows().first().waitFor();
    await menu().getByRole('link', { name: 'Venues' }).click();
    await waitForPath(page, '**/venues*');
    expect(await listState()).toEqual(before);
    expect(page.errors).toEqual([]);
  });
});
