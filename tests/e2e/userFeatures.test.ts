import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  testBrowser,
  login,
  menuEntries,
  newPage,
  openMenuGroup,
  startServer,
  type TestServer,
  waitForPath,
} from './helper';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), testBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const featuresOf = async (email: string) =>
  (
    await server.db
      .selectFrom('userFeatures')
      .innerJoin('users', 'users.id', 'userFeatures.userId')
      .select(['feature', 'action'])
      .where('users.email', '=', email)
      .execute()
  )
    .map((f) => `${f.feature}:${f.action}`)
    .sort();

const openUserFeatures = async (page: Page) => {
  await openMenuGroup(page, 'User administration');
  await page.getByRole('link', { name: 'User permissions' }).click();
  await waitForPath(page, '**/settings/user-features');
  await page.locator('tbody tr').first().waitFor();
};
const row = (page: Page, name: string) => page.locator('tbody tr', { hasText: name });

describe('user permissions', () => {
  it('grants a feature and the user finds its menu entry after his next login', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await newPage(context);
    await login(page, server.url, 'user@example.com');
    expect(await menuEntries(page)).toEqual(['Home', 'Settings']);
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());

    await login(page, server.url, 'itc@example.com');
    await openUserFeatures(page);
    const names = await page.locator('tbody tr td:nth-child(2)').allInnerTexts();
    expect(names.join(' ')).toContain('Uwe Nutzer');
    expect(names.join(' ')).not.toContain('Urs Meier');
    await row(page, 'Uwe Nutzer').getByRole('button', { name: 'Edit rights: Uwe Nutzer' }).click();
    const dialog = page.getByRole('dialog');
    // saved at once; the switch follows the server's answer
    await dialog.getByRole('switch', { name: 'Add User permissions' }).click();
    await expect
      .poll(() => featuresOf('user@example.com'))
      .toEqual([
        'core_user_features:create',
        'core_user_features:delete',
        'core_user_features:read',
        'core_user_features:update',
      ]);
    // a single action
    await dialog.getByRole('switch', { name: 'Remove User permissions' }).waitFor();
    await dialog.getByRole('checkbox', { name: 'Delete: User permissions' }).click();
    await expect.poll(() => featuresOf('user@example.com')).not.toContain('core_user_features:delete');
    // a feature the ITC does not hold himself cannot be added
    expect(await dialog.getByRole('switch', { name: 'Add Organisation comments' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => row(page, 'Uwe Nutzer').innerText()).toContain('User permissions');

    // sign out: the stored session goes, as the logout does
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}/login`);
    await login(page, server.url, 'user@example.com');
    expect(await menuEntries(page)).toEqual(['Home', 'User administration', 'Settings']);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('locks the own rights, removes all rights of another user after a confirmation', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await newPage(context);
    await login(page, server.url, 'itc@example.com');
    await openUserFeatures(page);
    await row(page, 'Jana Winter').getByRole('button', { name: 'Edit rights: Jana Winter' }).click();
    await page.getByTestId('rights-locked').waitFor();
    expect(
      await page.getByRole('dialog').getByRole('switch', { name: 'Remove Disciplines' }).first().isDisabled(),
    ).toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await row(page, 'Markus Bauer').getByRole('button', { name: 'Edit rights: Markus Bauer' }).click();
    await page.getByRole('button', { name: 'Remove all rights' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove all rights of Markus Bauer?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await featuresOf('its.sued@example.com')).not.toEqual([]);
    await page.getByRole('button', { name: 'Remove all rights' }).click();
    await page
      .getByRole('dialog', { name: 'Remove all rights of Markus Bauer?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect.poll(() => featuresOf('its.sued@example.com')).toEqual([]);
    await context.close();
  });

  it('deactivates and reactivates a user with the specification’s messages, and grants to several at once', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await newPage(context);
    await login(page, server.url, 'itc@example.com');
    await openUserFeatures(page);
    await row(page, 'Jonas Becker').getByRole('button', { name: 'Deactivate: Jonas Becker' }).click();
    await page
      .getByRole('dialog', { name: 'Deactivate Jonas Becker?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await page.getByText('user deleted', { exact: true }).waitFor();
    await expect.poll(() => row(page, 'Jonas Becker').count()).toBe(0);
    await page.getByLabel('Deactivated only').check();
    await row(page, 'Jonas Becker').getByRole('button', { name: 'Reactivate: Jonas Becker' }).click();
    await page
      .getByRole('dialog', { name: 'Reactivate Jonas Becker?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await page.getByText('recovered', { exact: true }).waitFor();
    await page.getByLabel('Deactivated only').uncheck();

    for (const name of ['Jonas Becker', 'Lena Hoffmann']) await row(page, name).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Grant features' }).click();
    const grant = page.getByRole('dialog', { name: 'Grant features to 2 selected users' });
    await grant.getByLabel('Disciplines').check();
    await grant.getByRole('button', { name: 'Grant' }).click();
    await expect
      .poll(async () => (await featuresOf('instructor@example.com')).filter((f) => f.startsWith('itc_disciplines')))
      .toHaveLength(4);
    expect((await featuresOf('its@example.com')).filter((f) => f.startsWith('itc_disciplines'))).toHaveLength(4);
    expect(page.errors).toEqual([]);
    await context.close();
  });
});
