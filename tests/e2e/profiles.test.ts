import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  testBrowser,
  login,
  newPage,
  openInLook,
  openMenuGroup,
  settle,
  shoot,
  startServer,
  type TestServer,
  waitForPath,
} from './helper';

/** Participant and instructor profiles in the browser: dialogs, grouping, soft delete, bulk actions. */
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
  page = await newPage(await browser.newContext({ locale: 'en-GB', viewport: { width: 1440, height: 900 } }));
  await login(page, server.url, 'its@example.com');
  await page.getByTestId('card-welcome').waitFor();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const rows = () => page.locator('tbody tr:not(.group-header)');
const lastNames = async () =>
  (await page.locator('tbody tr:not(.group-header) td:nth-child(2)').allInnerTexts()).map((t) => t.trim());

describe('participants', () => {
  it('are reached through Course organisation > Participants and created in a dialog', async () => {
    await openMenuGroup(page, 'Course organisation');
    await page.getByRole('link', { name: 'Participants' }).click();
    await waitForPath(page, `**/organisation/${nord}/participant-profiles`);
    await rows().first().waitFor();
    expect((await lastNames())[0]).toBe('Becker');

    await page.getByRole('button', { name: 'Create' }).click();
    const dialog = page.getByRole('dialog');
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('First name').fill('Ärzte-Änne');
    await dialog.getByLabel('Last name').fill('Abendroth');
    await dialog.getByLabel('E-mail').fill('keine-adresse');
    await expect.poll(() => dialog.getByText('Invalid email').isVisible()).toBe(true);
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('E-mail').fill('aenne.abendroth@example.com');
    await dialog.getByLabel('Qualification').fill('Hebamme');
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(lastNames).toContain('Abendroth');
    const row = await server.db
      .selectFrom('participantProfiles')
      .selectAll()
      .where('lastName', '=', 'Abendroth')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ firstName: 'Ärzte-Änne', organisationId: nord, qualification: 'Hebamme' });
  });

  it('group by qualification with a header row per group', async () => {
    await page.getByTestId('group-by').click();
    await page.getByRole('option', { name: 'Qualification' }).click();
    await expect.poll(() => page.getByTestId('group-header').count()).toBeGreaterThan(1);
    await settle(page);
    const headers = await page.getByTestId('group-header').allInnerTexts();
    expect(headers[0]).toMatch(/^Qualification: .+ \(\d+\)$/);
    // rows arrive ordered by the group: the same qualification never appears in two groups
    const titles = headers.map((h) => h.replace(/ \(\d+\)$/, ''));
    expect(new Set(titles).size).toBe(titles.length);
    await page.getByTestId('group-by').click();
    await page.getByRole('option', { name: 'No grouping' }).click();
    await expect.poll(() => page.getByTestId('group-header').count()).toBe(0);
  });

  it('are deleted and restored in bulk, with confirmation and the deleted toggle', async () => {
    await page.locator('input[name="q"]').fill('Abendroth');
    await expect.poll(() => rows().count()).toBe(1);
    await page.locator('input[name="q"]').fill('');
    await expect.poll(() => rows().count()).toBe(10);
    await rows().nth(0).getByRole('checkbox').check();
    await rows().nth(1).getByRole('checkbox').check();
    const selected = (await lastNames()).slice(0, 2);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog');
    expect(await confirm.innerText()).toContain('Delete 2 entries?');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByLabel('Deleted only').check();
    await expect.poll(lastNames).toEqual(selected);
    await page.getByRole('checkbox', { name: /Select all/ }).check();
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => rows().count()).toBe(0);
    await page.getByLabel('Deleted only').uncheck();
    const restored = await server.db
      .selectFrom('participantProfiles')
      .select('deleted')
      .where('lastName', 'in', selected)
      .where('organisationId', '=', nord)
      .execute();
    expect(restored.every((r) => !r.deleted)).toBe(true);
    expect(page.errors).toEqual([]);
  });
});

describe('instructors', () => {
  it('are made from a participant who is no instructor yet, and show their pay in euros', async () => {
    await page.goto(`${server.url}/courses/${nord}/instructors`);
    await rows().first().waitFor();
    await page.getByRole('button', { name: 'Create' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Participant' }).click();
    // Jonas Becker is an instructor already and is not offered
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
    expect(await page.getByRole('option', { name: /Becker, Jonas/ }).count()).toBe(0);
    await page.getByRole('option', { name: /^Abendroth/ }).click();
    await dialog.getByRole('combobox', { name: 'Employment status' }).click();
    await page.getByRole('option', { name: 'Part-time' }).click();
    await dialog.getByLabel('Compensation per hour').fill('1234.5');
    await dialog.getByLabel('AHA instructor ID').fill('55500011122');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(lastNames).toContain('Abendroth');
    const row = rows().filter({ hasText: 'Abendroth' });
    expect(await row.innerText()).toContain('Part-time');
    expect(await row.innerText()).toContain('€1,234.50');
  });

  it('are deleted and restored one by one through confirmation dialogs', async () => {
    await page.getByRole('button', { name: 'Delete: Ärzte-Änne Abendroth' }).click();
    const confirm = page.getByRole('dialog');
    expect(await confirm.innerText()).toContain('Delete “Ärzte-Änne Abendroth”?');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(lastNames).not.toContain('Abendroth');
    await page.getByLabel('Deleted only').check();
    await expect.poll(lastNames).toContain('Abendroth');
    await page.getByRole('button', { name: 'Restore: Ärzte-Änne Abendroth' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(lastNames).not.toContain('Abendroth');
    await page.getByLabel('Deleted only').uncheck();
    await expect.poll(lastNames).toContain('Abendroth');
    expect(page.errors).toEqual([]);
  });

  it('show their certificates, and make a participant with an account one who can apply (en, de)', async () => {
    // Jonas Becker's certificates and requests, each a link to its screen
    await page.goto(`${server.url}/courses/${nord}/instructors`);
    await rows().filter({ hasText: 'Becker' }).getByRole('button', { name: 'Edit' }).click();
    let dialog = page.getByRole('dialog');
    const certificates = dialog.getByTestId('instructor-certificates');
    await certificates.getByText('BLS: Certified').waitFor();
    expect(await certificates.getByRole('link').count()).toBeGreaterThanOrEqual(3);
    expect(await certificates.getByRole('link').first().getAttribute('href')).toMatch(
      /^\/its\/instructor-certificates\//,
    );
    await shoot(page, 'instructor-profile-certificates-en-light');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // participants with an account of their own (the demo's plain user, and a colleague)
    const { id: colleague } = await server.db
      .insertInto('users')
      .values({
        organisationId: nord,
        email: 'kai.konto@example.com',
        passwordHash: 'x',
        firstName: 'Kai',
        lastName: 'Konto',
        title: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const plain = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'user@example.com')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('participantProfiles')
      .values([
        { organisationId: nord, userId: plain.id, firstName: 'Uwe', lastName: 'Userkonto', email: 'user@example.com' },
        {
          organisationId: nord,
          userId: colleague,
          firstName: 'Kai',
          lastName: 'Konto',
          email: 'kai.konto@example.com',
        },
      ])
      .execute();
    const makeInstructor = async (option: RegExp, create: string, participant: string, save: string) => {
      await page.getByRole('button', { name: create }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: participant }).click();
      await page.getByRole('option', { name: option }).click();
      await dialog.getByRole('button', { name: save }).click();
      await dialog.waitFor({ state: 'hidden' });
    };
    await makeInstructor(/^Userkonto, Uwe/, 'Create', 'Participant', 'Save');
    await page.getByText('The user already existed and can now apply for certification.').waitFor();
    await openInLook(page, server.url, `/courses/${nord}/instructors`, ['de', 'dark']);
    await rows().first().waitFor();
    await makeInstructor(/^Konto, Kai/, 'Erstellen', 'Teilnehmer/in', 'Speichern');
    await page.getByText('Der Benutzer existierte bereits und kann jetzt die Zertifizierung beantragen.').waitFor();
    const features = await server.db
      .selectFrom('userFeatures')
      .select('userId')
      .where('feature', '=', 'user_is_instructor')
      .where('userId', 'in', [plain.id, colleague])
      .execute();
    expect(new Set(features.map((f) => f.userId))).toEqual(new Set([plain.id, colleague]));
    await rows().filter({ hasText: 'Becker' }).getByRole('button', { name: 'Bearbeiten' }).click();
    await page.getByRole('dialog').getByTestId('instructor-certificates').getByText('BLS: Zertifiziert').waitFor();
    await shoot(page, 'instructor-profile-certificates-de-dark');
    await openInLook(page, server.url, `/courses/${nord}/instructors`, ['en', 'light']);
    expect(page.errors).toEqual([]);
  });
});
