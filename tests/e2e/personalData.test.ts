import fs from 'node:fs';
import JSZip from 'jszip';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  testBrowser,
  loggedInPage,
  EACH_LANGUAGE_AND_THEME,
  openInLook,
  organisationId,
  shoot,
  startServer,
  type TestServer,
  waitForPath,
  openMenuGroup,
} from './helper';

/**
 * Personal data in the browser: the internal administrator downloads a participant's data as a
 * ZIP from the edit dialog, and erases him after typing his name; a site coordinator sees neither.
 * The administrator finds a participant of any organisation with Ctrl+K (issue 25.2).
 */
let server: TestServer;
let browser: Browser;
let page: Page & { errors: string[] };
let nord: string;
let profileId: string;
const FIRST = 'Gundolf';
const LAST = 'Loeschbrink';

/** A participant of an organisation, written straight into the database. */
const participant = async (organisation: string, firstName: string, lastName: string, email: string) =>
  (
    await server.db
      .insertInto('participantProfiles')
      .values({
        organisationId: organisation,
        userId: null,
        title: null,
        firstName,
        lastName,
        email,
        phoneNumber: null,
        qualification: 'Rettungssanitäter',
        foodPreference: null,
        customerNumber: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), testBrowser()]);
  nord = await organisationId(server.db, 'Trainingszentrum Nord');
  profileId = await participant(nord, FIRST, LAST, 'gundolf.loeschbrink@example.com');
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
    const its = await loggedInPage(browser, server.url, 'its@example.com', {
      at: `/organisation/${nord}/participant-profiles`,
      viewport: { width: 1440, height: 900 },
    });
    await its.locator('tbody tr').first().click();
    const dialog = its.getByRole('dialog');
    await dialog.getByLabel('First name').waitFor();
    expect(await dialog.getByRole('button', { name: 'Export personal data' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Erase person' }).count()).toBe(0);
  });
});

describe('finding the person (issue 25.2)', () => {
  it('the internal administrator finds Paul Frank of another site with Ctrl+K and reaches his record with the personal-data actions', async () => {
    const sued = await organisationId(server.db, 'Trainingszentrum Süd');
    await participant(sued, 'Paul', 'Frank', 'paul.frank@example.com');
    const admin = await loggedInPage(browser, server.url, 'admin@example.com', {
      viewport: { width: 1440, height: 900 },
    });
    // the menu's way in: every organisation he reaches, named on each row, with their filter
    await openMenuGroup(admin, 'Course organisation');
    await admin.getByTestId('main-menu').getByRole('link', { name: 'Participants' }).click();
    await waitForPath(admin, '**/participant-profiles');
    const filter = admin.getByRole('combobox', { name: 'Organisation' });
    await filter.waitFor();
    const owners = () => admin.locator('tbody tr td:nth-child(2)').allInnerTexts();
    await expect.poll(async () => new Set(await owners()).size).toBeGreaterThan(1);
    await filter.click();
    const offered = await admin.getByRole('option').allInnerTexts();
    expect(offered).toEqual(
      expect.arrayContaining(['Trainingszentrum Nord', 'Trainingszentrum Süd', 'Ausbildungszentrum Bern']),
    );
    await admin.getByRole('option', { name: 'Trainingszentrum Nord' }).click();
    await expect.poll(async () => [...new Set(await owners())]).toEqual(['Trainingszentrum Nord']);

    await admin.keyboard.press('Control+k');
    const search = admin.getByRole('dialog', { name: 'Search' });
    await search.waitFor();
    await admin.keyboard.type('Paul Frank');
    const hit = search.getByTestId('global-search-hit').first();
    await expect.poll(() => hit.innerText()).toContain('Trainingszentrum Süd');
    expect(await search.getByText('Participants', { exact: true }).isVisible()).toBe(true);
    await admin.keyboard.press('Enter');

    // his site's participants, in the list of every organisation the administrator reaches
    await waitForPath(admin, new RegExp(`/organisation/${sued}/participant-profiles\\?filter=`));
    const hitPath = admin.url().slice(server.url.length);
    const row = admin.locator('tbody tr', { hasText: 'Frank' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('Trainingszentrum Süd');
    expect(await admin.getByRole('columnheader', { name: 'Organisation' }).count()).toBe(1);
    expect(await filter.innerText()).toBe('Trainingszentrum Süd');

    await row.getByRole('cell', { name: 'Frank', exact: true }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Export personal data' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Erase person' }).isVisible()).toBe(true);
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // a link to another organisation's participants starts filtered to it
    await admin.goto(`${server.url}/organisation/${nord}/participant-profiles`);
    await waitForPath(admin, /participant-profiles\?filter=/);
    await expect.poll(() => filter.innerText()).toBe('Trainingszentrum Nord');
    // a new participant goes to the organisation chosen, or to another he picks
    await admin.getByRole('button', { name: 'Create' }).click();
    const create = admin.getByRole('dialog');
    await expect
      .poll(() => create.getByRole('combobox', { name: 'Organisation' }).innerText())
      .toBe('Trainingszentrum Nord');
    await shoot(admin, 'participant-create-of-all-en-light');
    await admin.keyboard.press('Escape');
    await create.waitFor({ state: 'detached' });
    expect(admin.errors).toEqual([]);

    // the screens as they look, each language and each theme once
    for (const look of EACH_LANGUAGE_AND_THEME) {
      await openInLook(admin, server.url, hitPath, look);
      await expect.poll(() => row.count()).toBe(1);
      await shoot(admin, `participants-of-all-${look.join('-')}`);
      await row.locator('td').nth(2).click();
      await admin
        .getByRole('dialog')
        .getByRole('button', { name: /export/i })
        .waitFor();
      await shoot(admin, `participant-personal-data-${look.join('-')}`);
      await admin.keyboard.press('Escape');
      await admin.getByRole('dialog').waitFor({ state: 'detached' });
      await admin.keyboard.press('Control+k');
      await admin.getByRole('dialog').waitFor();
      await admin.keyboard.type('Paul Frank');
      await admin.getByTestId('global-search-hit').first().waitFor();
      await shoot(admin, `search-participant-${look.join('-')}`);
    }
    await admin.context().close();
  });
});
