import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  testBrowser,
  login,
  newPage,
  openMenuGroup,
  startServer,
  type TestServer,
  waitForPath,
  navigate,
} from './helper';

/** The shared list machinery (dialogs, soft delete, deleted toggle, sort cycle, paging), on venues. */
let server: TestServer;
let browser: Browser;
let page: Page & { errors: string[] };
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
  page = await newPage(await browser.newContext({ locale: 'en-GB' }));
  await login(page, server.url, 'its@example.com');
  await page.getByTestId('card-welcome').waitFor();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const rows = () => page.locator('tbody tr');
const names = async () => (await page.locator('tbody tr td:nth-child(2)').allInnerTexts()).map((t) => t.trim());
const open = async () => {
  await page.goto(`${server.url}/organisation/${nord}/venues`);
  await rows().first().waitFor();
};

describe('venues', () => {
  it('is reached through the menu', async () => {
    await openMenuGroup(page, 'Course organisation');
    await page.getByRole('link', { name: 'Venues' }).click();
    await waitForPath(page, '**/venues*');
    await rows().first().waitFor();
    expect(await names()).toEqual(['Feuerwache Harburg', 'Klinikum Eppendorf, Hörsaal 3', 'Schulungszentrum Altona']);
  });

  it('creates a venue in a dialog whose save stays disabled until the form is valid', async () => {
    await open();
    await page.getByRole('button', { name: 'Create' }).click();
    const dialog = page.getByRole('dialog');
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Name').fill('x'.repeat(101));
    await expect.poll(() => dialog.getByText('100 characters maximum.').isVisible()).toBe(true);
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Name').fill('Aula Nord');
    await dialog.getByLabel('Address').fill('Schulstraße 4, 22765 Hamburg');
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(names).toContain('Aula Nord');
  });

  it('keeps the dialog open with the server’s message when the name exists', async () => {
    await open();
    await page.getByRole('button', { name: 'Create' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('feuerwache harburg');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText('Value already exists.').isVisible()).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('asks before throwing away unsaved changes in a dialog', async () => {
    await open();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Halb fertig');
    await page.keyboard.press('Escape');
    const confirm = page.getByRole('dialog').filter({ hasText: 'Some of your changes weren' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByRole('dialog').getByLabel('Name').inputValue()).toBe('Halb fertig');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Some of your changes weren' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await names()).not.toContain('Halb fertig');
  });

  it('shows a readable list instead of the table on a phone', async () => {
    const phone = await newPage(await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 800 } }));
    await login(phone, server.url, 'its@example.com');
    await phone.getByTestId('card-welcome').waitFor();
    await navigate(phone, `/organisation/${nord}/venues`);
    await phone.getByText('Schulungszentrum Altona').waitFor();
    expect(await phone.locator('table').count()).toBe(0);
    await phone.context().close();
  });

  it('deletes and restores through confirmation dialogs, with the deleted toggle', async () => {
    await open();
    await page.getByRole('button', { name: 'Delete: Feuerwache Harburg' }).click();
    const confirm = page.getByRole('dialog');
    expect(await confirm.innerText()).toContain('Delete “Feuerwache Harburg”?');
    expect((await confirm.boundingBox())!.width).toBeLessThanOrEqual(400);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(names).not.toContain('Feuerwache Harburg');

    await page.getByLabel('Deleted only').check();
    await expect.poll(names).toEqual(['Alte Turnhalle', 'Feuerwache Harburg']);
    // deleted rows are greyed and cannot be edited
    expect(await page.getByRole('button', { name: 'Edit' }).first().isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Restore: Feuerwache Harburg' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(names).toEqual(['Alte Turnhalle']);
    await page.getByLabel('Deleted only').uncheck();
    await expect.poll(names).toContain('Feuerwache Harburg');
    const row = await server.db
      .selectFrom('venues')
      .select('deleted')
      .where('name', '=', 'Feuerwache Harburg')
      .executeTakeFirstOrThrow();
    expect(row.deleted).toBe(false);
  });

  it('sorts asc, desc, none and pages with a chosen page size', async () => {
    await server.db
      .insertInto('venues')
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          organisationId: nord,
          name: `Raum ${String(i + 1).padStart(2, '0')}`,
        })),
      )
      .execute();
    await open();
    expect(await rows().count()).toBe(10);
    const sortState = () => {
      const params = new URL(page.url()).searchParams;
      return `${params.get('sort')} ${params.get('order')}`;
    };
    const header = page.locator('thead [data-field="address"]');
    await header.click();
    await expect.poll(sortState).toBe('address ASC');
    await header.click();
    await expect.poll(sortState).toBe('address DESC');
    await header.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('');
    // page 2 of 16 rows (3 seeded, Aula Nord, 12 rooms) by 10
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect.poll(() => rows().count()).toBe(6);
    // a sort change goes back to page 1
    await page.locator('thead [data-field="name"]').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('1');
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '25' }).click();
    await expect.poll(() => rows().count()).toBe(16);
  });

  it('shows all matching rows while searching', async () => {
    await open();
    await page.getByPlaceholder('Search').fill('Raum');
    await expect.poll(() => rows().count()).toBe(12);
    expect(page.errors).toEqual([]);
  });
});
