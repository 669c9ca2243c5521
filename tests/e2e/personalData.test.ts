import fs from 'node:fs';
import JSZip from 'jszip';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  testBrowser,
  loggedInPage,
  organisationId,
  startServer,
  type TestServer,
  waitForPath,
  navigate,
} from './helper';

/**
 * Personal data in the browser: the internal administrator downloads a participant's data as a
 * ZIP from the edit dialog, and erases him after typing his name; a site coordinator sees neither.
 */
let server: TestServer;
let browser: Browser;
let page: Page & { errors: string[] };
let nord: string;
let profileId: string;
const FIRST = 'Gundolf';
const LAST = 'Loeschbrink';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), testBrowser()]);
  nord = await organisationId(server.db, 'Trainingszentrum Nord');
  ({ id: profileId } = await server.db
    .insertInto('participantProfiles')
    .values({
      organisationId: nord,
      userId: null,
      title: null,
      firstName: FIRST,
      lastName: LAST,
      email: 'gundolf.loeschbrink@example.com',
      phoneNumber: null,
      qualification: 'Rettungssanitäter',
      foodPreference: null,
      customerNumber: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow());
  page = await loggedInPage(browser, server.url, 'admin@example.com', { viewport: { width: 1440, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens the participant's edit dialog from the list of Nord's participants. */
async function openDialog(p: Page) {
  await p.goto(
    `${server.url}/organisation/${nord}/participant-profiles?filter=${encodeURIComponent(JSON.stringify({ q: LAST }))}`,
  );
  await waitForPath(p, `**/organisation/${nord}/participant-profiles**`);
  await p.getByRole('cell', { name: LAST, exact: true }).click();
  return p.getByRole('dialog');
}

describe('personal data', () => {
  it('downloads as a ZIP with his rows', async () => {
    const dialog = await openDialog(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export personal data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`personal-data-participant-profile-${profileId}.zip`);
    const zip = await JSZip.loadAsync(fs.readFileSync((await download.path())!));
    const data = JSON.parse(await zip.file('personal-data.json')!.async('string'));
    expect(data.participantProfiles[0]).toMatchObject({ firstName: FIRST, lastName: LAST });
    await page.keyboard.press('Escape');
  });

  it('erases him only after his name is typed', async () => {
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: 'Erase person' }).click();
    const confirm = page.getByRole('dialog', { name: `Erase ${FIRST} ${LAST}?` });
    await expect.poll(() => confirm.getByText(/cannot be undone/).isVisible()).toBe(true);
    const erase = confirm.getByRole('button', { name: 'Erase person' });
    expect(await erase.isDisabled()).toBe(true);
    await confirm.getByLabel(`Type ${FIRST} ${LAST} to confirm`).fill(`${FIRST} Falsch`);
    expect(await erase.isDisabled()).toBe(true);
    await confirm.getByLabel(`Type ${FIRST} ${LAST} to confirm`).fill(`${FIRST} ${LAST}`);
    await erase.click();
    await page.getByText(`${FIRST} ${LAST} was erased.`).waitFor();
    expect(
      await server.db.selectFrom('participantProfiles').select('id').where('lastName', '=', LAST).execute(),
    ).toEqual([]);
    const audit = await server.db
      .selectFrom('auditLog')
      .select(['action', 'after'])
      .where('entityId', '=', profileId)
      .where('action', '=', 'erase')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.after)).not.toContain(LAST);
    expect(page.errors).toEqual([]);
  });

  it('is not offered to a site coordinator', async () => {
    const its = await loggedInPage(browser, server.url, 'its@example.com', { viewport: { width: 1440, height: 900 } });
    await navigate(its, `/organisation/${nord}/participant-profiles`);
    await its.locator('tbody tr').first().click();
    const dialog = its.getByRole('dialog');
    await dialog.getByLabel('First name').waitFor();
    expect(await dialog.getByRole('button', { name: 'Export personal data' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Erase person' }).count()).toBe(0);
  });
});
