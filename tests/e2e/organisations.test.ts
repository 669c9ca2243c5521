import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  testBrowser,
  loggedInPage,
  menuEntries,
  openMenuGroup,
  organisationId,
  startServer,
  type TestServer,
  waitForPath,
} from './helper';

/**
 * Internal staff's organisations: the administrator creates an education center, and takes the
 * support module from a site, whose coordinator loses "My organisation" at his next visit.
 */
let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), testBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const modulesOf = async (id: string) =>
  (await server.db.selectFrom('organisations').select('modules').where('id', '=', id).executeTakeFirstOrThrow())
    .modules;

describe('organisations', () => {
  it('let the administrator create an education center from the admin dashboards', async () => {
    const admin = await loggedInPage(browser, server.url, 'admin@example.com');
    await openMenuGroup(admin, 'Admin dashboards');
    await admin.getByTestId('main-menu').getByRole('link', { name: 'Organisations' }).click();
    await waitForPath(admin, '**/organisations*');
    await admin.getByRole('cell', { name: 'Certadmin Betrieb' }).waitFor();
    expect(await axeViolations(admin)).toEqual([]);

    await admin.getByRole('button', { name: 'Create' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Bildungszentrum Elbe');
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await admin.getByRole('option', { name: 'Education center' }).click();
    await dialog.getByRole('checkbox', { name: 'Courses' }).check();
    await dialog.getByLabel('City').fill('Dresden');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await admin.getByRole('cell', { name: 'Bildungszentrum Elbe' }).waitFor();

    const created = await server.db
      .selectFrom('organisations')
      .select(['type', 'modules', 'city', 'parentId'])
      .where('name', '=', 'Bildungszentrum Elbe')
      .executeTakeFirstOrThrow();
    expect(created).toEqual({ type: 'education_center', modules: ['courses'], city: 'Dresden', parentId: null });
    expect(admin.errors).toEqual([]);
  });

  it('take a site’s support tickets from its coordinator once the administrator removes the module', async () => {
    const nord = await organisationId(server.db, 'Trainingszentrum Nord');
    const coordinator = await loggedInPage(browser, server.url, 'its@example.com');
    expect(await menuEntries(coordinator)).toContain('My organisation');

    const admin = await loggedInPage(browser, server.url, 'admin@example.com', { at: `/organisations` });
    await admin.getByRole('cell', { name: 'Trainingszentrum Nord' }).click();
    const dialog = admin.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('checkbox', { name: 'Support' }).isChecked()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Support' }).uncheck();
    // asked first, with what the site's users lose (issue 25.11)
    const question = admin.getByRole('dialog', { name: 'Switch off the module Support?' });
    expect(await question.innerText()).toContain('lose these features: Support tickets.');
    await question.getByRole('button', { name: 'Confirm' }).click();
    await question.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => modulesOf(nord)).toEqual(['certificates', 'courses']);

    await coordinator.reload();
    await expect.poll(() => menuEntries(coordinator)).not.toContain('My organisation');
    expect(admin.errors).toEqual([]);
    expect(coordinator.errors).toEqual([]);
  });
});
