import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addMonths, today } from '../../src/domain/certificates';
import { loggedInPage, openMenuGroup, serverAndBrowser, waitForPath } from './helper';

/**
 * The instructor import as an ITC user walks it: the export and the template have the import's
 * columns; a semicolon file (as German Excel saves it) with an existing instructor by AHA id, a
 * new one with his AHA id and a bad row; the valid rows imported, the rejected one downloaded with
 * its reason, corrected and imported too.
 */
const env = serverAndBrowser();
const HEADER = 'organisation;ahaInstructorId;firstName;lastName;email;expiryDate;discipline';

/** The text of the file a click downloads. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: fs.readFileSync((await download.path())!, 'utf8') };
}

const choose = (dialog: Locator, name: string, text: string) =>
  dialog.getByTestId('import-file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

describe('CSV import of instructors, round trip', () => {
  it('exports, offers a template, imports the valid rows and gives back the rejected one', async () => {
    const page = await loggedInPage(env.browser, env.server.url, 'itc@example.com', {
      viewport: { width: 1400, height: 900 },
    });
    await openMenuGroup(page, 'ITC administration');
    await page.getByTestId('main-menu').getByRole('link', { name: 'Instructor administration' }).click();
    await waitForPath(page, /\/itc\/instructors/);
    await page.locator('tbody tr').first().waitFor();

    // the export writes the import's columns, semicolon-separated
    const exported = await downloaded(page, () => page.getByRole('button', { name: 'Export' }).click());
    const exportLines = exported.text.split(/\r?\n/);
    expect(exportLines[0]).toBe(`\uFEFF${HEADER}`);
    expect(exportLines.some((l) => l.startsWith('Trainingszentrum Nord;02345678901;Sarah;Klein;'))).toBe(true);

    await page.getByRole('button', { name: 'CSV import' }).click();
    const dialog = page.getByTestId('import-dialog');
    const template = await downloaded(page, () => dialog.getByRole('button', { name: 'Download template' }).click());
    expect(template).toEqual({ name: 'instructor-import-template.csv', text: `\uFEFF${HEADER}\r\n` });

    const expiry = addMonths(today(), 24);
    const german = expiry.split('-').reverse().join('.');
    const file = [
      HEADER,
      `Trainingszentrum Nord;02345678901;Sarah;Klein;sarah.klein@example.com;${german};PALS`,
      `Trainingszentrum Nord;44444444444;Nora;Nordmann;nora@example.com;${expiry};BLS`,
      `Trainingszentrum Ost;;Olaf;Ost;olaf@example.com;${german};ACLS`,
    ].join('\r\n');
    await choose(dialog, 'instruktoren.csv', `\uFEFF${file}\r\n`);
    await dialog.getByRole('button', { name: 'Test upload' }).click();
    await dialog.getByTestId('import-result').waitFor();
    expect(await dialog.getByTestId('import-row-2').innerText()).toContain('Update');
    expect(await dialog.getByTestId('import-row-3').innerText()).toContain('Create');
    expect(await dialog.getByTestId('import-row-4').innerText()).toContain('Unknown organisation');
    // the test upload changed nothing
    expect(
      await env.server.db
        .selectFrom('participantProfiles')
        .select('id')
        .where('email', '=', 'nora@example.com')
        .execute(),
    ).toEqual([]);

    await dialog.getByRole('button', { name: 'Import 2 valid rows' }).click();
    await expect
      .poll(() => dialog.getByTestId('import-summary').innerText())
      .toContain('Imported 2 of 3 rows (new instructors: 1, updated: 1, certificates: 2); rejected: 1.');
    const rejected = await downloaded(page, () => dialog.getByRole('button', { name: 'Rejected rows' }).click());
    expect(rejected.name).toBe('rejected-rows.csv');
    expect(rejected.text.split(/\r?\n/)).toEqual([
      `\uFEFF${HEADER};reason`,
      `Trainingszentrum Ost;;Olaf;Ost;olaf@example.com;${german};ACLS;Unknown organisation (organisation)`,
    ]);

    // corrected, the rejected file goes in as it is (its reason column is ignored)
    await choose(dialog, 'abgelehnt.csv', rejected.text.replace('Trainingszentrum Ost', 'Trainingszentrum Süd'));
    await dialog.getByRole('button', { name: 'Test upload' }).click();
    await expect.poll(() => dialog.getByTestId('import-row-2').innerText()).toContain('Create');
    await dialog.getByRole('button', { name: 'Import 1 valid row' }).click();
    await expect.poll(() => dialog.getByTestId('import-summary').innerText()).toContain('Imported 1 of 1 rows');
    expect(await dialog.getByRole('button', { name: 'Rejected rows' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByPlaceholder('Search').fill('Nordmann');
    await waitForPath(page, /filter=.*Nordmann/);
    const nora = page.getByRole('row', { name: /Nora Nordmann/ });
    await nora.waitFor();
    expect(await nora.innerText()).toContain('44444444444');
    expect(await nora.getByLabel('BLS: Certified').count()).toBe(1);
    const olaf = await env.server.db
      .selectFrom('participantProfiles as p')
      .innerJoin('organisations as o', 'o.id', 'p.organisationId')
      .select('o.name')
      .where('p.email', '=', 'olaf@example.com')
      .execute();
    expect(olaf).toEqual([{ name: 'Trainingszentrum Süd' }]);
    expect(page.errors).toEqual([]);
  });
});
