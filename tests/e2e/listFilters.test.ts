import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { typeDay } from './days';
import { login, loggedInPage, serverAndBrowser, settle, navigate } from './helper';

/**
 * Filters and columns for real work: several statuses at once, an expiry range, upcoming or past
 * courses of some types, every field in the column picker, and saved queries per user.
 */
const env = serverAndBrowser();
const VIEWPORT = { viewport: { width: 1280, height: 900 } };

const filterOf = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');
const rows = (page: Page) => page.locator('tbody tr');

/** The number of rows the pagination names ("1-10 of 17"). */
const total = async (page: Page) => {
  await settle(page);
  return Number(/(\d+)\s*$/.exec(await page.locator('.MuiTablePagination-displayedRows').innerText())?.[1]);
};

/** How many requests of ITC Deutschland's sites are in these statuses (and expire from a day on). */
async function count(statuses: string[], expiryFrom?: string) {
  let query = env.server.db
    .selectFrom('instructorCertificates as c')
    .innerJoin('organisations as o', 'o.id', 'c.organisationId')
    .innerJoin('organisations as itc', 'itc.id', 'o.parentId')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('itc.name', '=', 'ITC Deutschland')
    .where('c.status', 'in', statuses);
  if (expiryFrom) query = query.where('c.expiryDate', '>=', expiryFrom);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Chooses options of a multiple select filter, one at a time (its menu closes on each choice). */
async function choose(page: Page, filter: string, options: string[]) {
  for (const option of options) {
    await page.getByRole('combobox', { name: filter, exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
  }
}

describe('list filters', () => {
  it('filters certificates by several statuses and an expiry range, and shows any field as a column', async () => {
    const page = await loggedInPage(env.browser, env.server.url, 'itc@example.com', {
      ...VIEWPORT,
      at: `/itc/instructor-certificates`,
    });
    await rows(page).first().waitFor();

    await choose(page, 'Status', ['Under review', 'Checked']);
    await expect.poll(() => filterOf(page).status).toEqual(['APPROVAL', 'APPROVED']);
    await expect.poll(() => total(page)).toBe(await count(['APPROVAL', 'APPROVED']));
    expect((await rows(page).allInnerTexts()).every((t) => /Under review|Checked/.test(t))).toBe(true);

    // certified ones expiring from a day on: both filters hold
    await choose(page, 'Status', ['Under review', 'Checked', 'Certified']);
    await expect.poll(() => filterOf(page).status).toBe('CERTIFIED');
    await typeDay(page.getByRole('group', { name: 'Expiry from' }), '2028-01-01');
    await expect.poll(() => filterOf(page).expiryDate_gte).toBe('2028-01-01');
    await expect.poll(() => total(page)).toBe(await count(['CERTIFIED'], '2028-01-01'));
    expect((await rows(page).allInnerTexts()).every((t) => t.includes('Certified'))).toBe(true);

    // a field the table does not show: the column picker offers it
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('switch', { name: 'AHA instructor ID' }).click();
    await page.keyboard.press('Escape');
    await page.locator('thead [data-field="ahaInstructorId"]').waitFor();
    expect(page.errors).toEqual([]);
  });

  it('filters courses by upcoming or past and by several course types', async () => {
    const page = await loggedInPage(env.browser, env.server.url, 'its@example.com', {
      ...VIEWPORT,
      at: `/its/courses`,
    });
    await rows(page).first().waitFor();
    await page.getByRole('combobox', { name: 'When', exact: true }).click();
    await page.getByRole('option', { name: 'Past', exact: true }).click();
    await expect.poll(() => filterOf(page).timing).toBe('past');
    await settle(page);
    const today = new Date().toISOString().slice(0, 10);
    const dates = (await rows(page).locator('td:nth-child(2)').allInnerTexts()).map((text) => {
      const days = text.match(/\d\d\/\d\d\/\d{4}/g)!;
      const [d, m, y] = days[days.length - 1].split('/');
      return `${y}-${m}-${d}`;
    });
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((day) => day < today)).toBe(true);

    await choose(page, 'Course type', ['BLS Provider', 'PALS Provider']);
    await expect.poll(() => filterOf(page).courseTypeId).toHaveLength(2);
    await settle(page);
    const types = await rows(page).locator('td:nth-child(4)').allInnerTexts();
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((type) => ['BLS Provider', 'PALS Provider'].includes(type.trim()))).toBe(true);
    expect(page.errors).toEqual([]);
  });

  it('keeps saved queries per user, beside the list and across a logout', async () => {
    const page = await loggedInPage(env.browser, env.server.url, 'itc@example.com', VIEWPORT);
    // at 1280 px a button beside the list opens them (from 1920 px they stand beside it)
    const savedQueries = async () => {
      await page.getByTestId('saved-queries-button').click();
      return page.getByTestId('saved-queries');
    };
    await page.goto(`${env.server.url}/itc/instructor-certificates`);
    await rows(page).first().waitFor();
    await choose(page, 'Status', ['Under review']);
    await expect.poll(() => filterOf(page).status).toBe('APPROVAL');
    let aside = await savedQueries();
    await aside.getByRole('button', { name: /Save current query/ }).click();
    await page.getByLabel('Query name').fill('To review');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await aside.getByText('To review').waitFor();

    // away from it and back through the saved query
    await page.goto(`${env.server.url}/itc/instructor-certificates?filter=%7B%7D`);
    await expect.poll(() => filterOf(page).status).toBeUndefined();
    aside = await savedQueries();
    await aside.getByText('To review').click();
    await expect.poll(() => filterOf(page).status).toBe('APPROVAL');
    await aside.waitFor({ state: 'detached' });

    // another user of the same browser does not see it; its owner does after logging in again
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await login(page, env.server.url, 'itc.ch@example.com');
    await page.getByTestId('card-welcome').waitFor();
    await navigate(page, `/itc/instructor-certificates`);
    await rows(page).first().waitFor();
    aside = await savedQueries();
    await aside.waitFor();
    expect(await aside.getByText('To review').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await login(page, env.server.url, 'itc@example.com');
    await page.getByTestId('card-welcome').waitFor();
    await navigate(page, `/itc/instructor-certificates`);
    aside = await savedQueries();
    await aside.getByText('To review').waitFor();
    // on a wider screen they stand beside the list
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1920, height: 900 });
    await expect.poll(() => page.getByTestId('saved-queries-button').count()).toBe(0);
    await page.getByTestId('saved-queries').getByText('To review').waitFor();
    expect(page.errors).toEqual([]);
  });
});
