import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  testBrowser,
  loggedInPage,
  type Look,
  openInLook,
  organisationId,
  startServer,
  waitForPath,
  type TestServer,
  shoot,
} from './helper';

/** A record's history in its edit dialog (en and de), and the audit screen of internal staff. */
let server: TestServer;
let browser: Browser;
let nord: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), testBrowser()]);
  nord = await organisationId(server.db, 'Trainingszentrum Nord');
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens the edit dialog of a venue of Trainingszentrum Nord from its list (in a look, if given). */
async function editVenue(page: Page, name: string, look?: Look) {
  if (look) await openInLook(page, server.url, `/organisation/${nord}/venues`, look);
  else await page.goto(`${server.url}/organisation/${nord}/venues`);
  await page.getByRole('cell', { name, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

describe('record history', () => {
  it('shows who changed a venue’s field, before → after, with the field’s name in English and German', async () => {
    const page = await loggedInPage(browser, server.url, 'its@example.com');
    const dialog = await editVenue(page, 'Feuerwache Harburg');
    await dialog.getByLabel('Address').fill('Harburger Ring 10, 21073 Hamburg');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const again = await editVenue(page, 'Feuerwache Harburg');
    await again.getByRole('button', { name: 'History' }).click();
    const change = again.getByTestId('history-change').first();
    await expect
      .poll(() => change.textContent())
      .toBe('Address: Harburger Ring 8, 21073 Hamburg → Harburger Ring 10, 21073 Hamburg');
    expect(await again.getByTestId('history-entry').first().textContent()).toMatch(/^Changed · \S+ \S+, /);
    expect(page.errors).toEqual([]);

    // German as his choice, on the same signed-in page: a load instead of another login
    const dialogDe = await editVenue(page, 'Feuerwache Harburg', ['de', 'light']);
    await dialogDe.getByRole('button', { name: 'Verlauf' }).click();
    await expect
      .poll(() => dialogDe.getByTestId('history-change').first().textContent())
      .toBe('Adresse: Harburger Ring 8, 21073 Hamburg → Harburger Ring 10, 21073 Hamburg');
    expect(await dialogDe.getByTestId('history-entry').first().textContent()).toMatch(/^Geändert · /);
    expect(page.errors).toEqual([]);
  });
});

describe('audit screen', () => {
  it('lists the change for internal staff, filtered by resource and action', async () => {
    const page = await loggedInPage(browser, server.url, 'admin@example.com', { at: `/admin/audit` });
    await waitForPath(page, '**/admin/audit*');
    await page.getByRole('combobox', { name: 'Resource' }).click();
    await page.getByRole('option', { name: 'Venue', exact: true }).click();
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Changed', exact: true }).click();
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(
      'Address: Harburger Ring 8, 21073 Hamburg → Harburger Ring 10, 21073 Hamburg',
    );
    expect(page.url()).toContain(encodeURIComponent('"entity":"venues"'));
    // the row names its record and leads to it (issue 25.9): the venue list, searched for it
    const record = rows.first().getByTestId('audit-record-link');
    expect(await record.innerText()).toBe('Feuerwache Harburg');
    await shoot(page, 'audit-record-en-light');
    await record.click();
    await expect.poll(() => page.getByRole('cell', { name: 'Feuerwache Harburg', exact: true }).count()).toBe(1);
    expect(page.errors).toEqual([]);
  });

  it('says a course’s status and the course in the reader’s language, and links the course', async () => {
    const its = await loggedInPage(browser, server.url, 'its@example.com');
    const { id } = await server.db
      .selectFrom('courses')
      .select('id')
      .where('organisationId', '=', nord)
      .where('status', '=', 'NEW')
      .orderBy('startDate', 'desc')
      .executeTakeFirstOrThrow();
    const step = await its.evaluate(
      async ([courseId]) =>
        (
          await fetch(`/api/v2/courses/${courseId}/status`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${localStorage.getItem('certadmin.token')}`,
            },
            body: JSON.stringify({ status: 'PLANNING' }),
          })
        ).status,
      [id],
    );
    expect(step).toBe(200);
    await its.context().close();

    const page = await loggedInPage(browser, server.url, 'admin@example.com');
    for (const [look, status, heading] of [
      [['de', 'dark'], 'Status: Neu → Planung', 'Prüfprotokoll'],
      [['en', 'light'], 'Status: New → Planning', 'Audit log'],
    ] as const) {
      const filter = encodeURIComponent(JSON.stringify({ entity: 'courses', action: 'status' }));
      await openInLook(page, server.url, `/admin/audit?filter=${filter}`, look);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const row = page.locator('tbody tr').first();
      await expect.poll(() => row.textContent()).toContain(status);
      await shoot(page, `audit-course-status-${look.join('-')}`);
    }
    const link = page.locator('tbody tr').first().getByTestId('audit-record-link');
    await link.click();
    await waitForPath(page, `**/course/${id}`);
    expect(page.errors).toEqual([]);
  });

  it('is not offered to a site coordinator', async () => {
    const page = await loggedInPage(browser, server.url, 'its@example.com', { at: `/admin/audit` });
    await expect.poll(() => page.locator('tbody tr').count()).toBe(0);
    expect(await page.getByText('Harburger Ring').count()).toBe(0);
    expect(await page.getByText('Audit log').count()).toBe(0);
  });
});
