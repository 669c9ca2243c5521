import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBrowser, login, newPage, startServer, type TestServer, waitForPath, navigate } from './helper';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), testBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('my account', () => {
  it('is reached from the drawer header and changes name and e-mail, refusing an address in use', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await newPage(context);
    await login(page, server.url, 'its@example.com');
    await page.getByTestId('drawer-header').getByRole('link', { name: 'My account' }).click();
    await waitForPath(page, '**/account');
    const form = page.locator('#account-form');
    const password = form.locator('input[name="currentPassword"]');
    await form.getByLabel('First name').fill('Helena');
    // the current password is asked only while the address differs from the saved one
    expect(await password.count()).toBe(0);
    await form.getByLabel('E-Mail').fill('itc@example.com');
    await password.waitFor();
    await form.getByLabel('E-Mail').fill('ITS@example.com');
    await password.waitFor({ state: 'detached' });
    await form.getByLabel('E-Mail').fill('itc@example.com');
    // without the password the form cannot be sent
    await expect.poll(() => form.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await password.fill('Falsch-1234!');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.getByText('The current password is wrong.', { exact: true }).isVisible()).toBe(true);
    await password.fill('Demo-1234!');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.getByText('Email in use', { exact: true }).isVisible()).toBe(true);
    await form.getByLabel('E-Mail').fill('helena.hoffmann@example.com');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('drawer-header').innerText()).toContain('Helena Hoffmann');
    expect(await page.getByTestId('drawer-header').innerText()).toContain('helena.hoffmann@example.com');
    const stored = await server.db
      .selectFrom('users')
      .select(['firstName', 'email'])
      .where('lastName', '=', 'Hoffmann')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ firstName: 'Helena', email: 'helena.hoffmann@example.com' });
    // saved: the new address is the one to compare with now
    await password.waitFor({ state: 'detached' });
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('changes the password and stays signed in with the new token', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await newPage(context);
    await login(page, server.url, 'its.sued@example.com');
    await page.getByTestId('card-welcome').waitFor();
    await navigate(page, `/account`);
    const form = page.locator('#password-form');
    await form.locator('input[name="currentPassword"]').fill('Demo-1234!');
    await form.locator('input[name="newPassword"]').fill('herbstlaub2026');
    await expect
      .poll(() => form.getByText('Use upper-case and lower-case letters, a number and a symbol.').isVisible())
      .toBe(true);
    await form.locator('input[name="newPassword"]').fill('Herbst-Laub-2026!');
    await form.locator('input[name="newPasswordRepeat"]').fill('Herbst-Laub-2026?');
    await expect.poll(() => form.getByText('Passwords do not match.').isVisible()).toBe(true);
    await form.locator('input[name="newPasswordRepeat"]').fill('Herbst-Laub-2026!');
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password was changed').waitFor();
    await page.reload();
    await page.locator('#password-form').waitFor();
    expect(new URL(page.url()).pathname).toBe('/account');
    await context.close();
  });

  it('creates an instructor account at the own organisation after a confirmation', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await newPage(context);
    await login(page, server.url, 'user@example.com');
    await page.getByTestId('card-welcome').waitFor();
    await navigate(page, `/account`);
    await page.getByTestId('profiles-empty').waitFor();
    await page.getByRole('button', { name: 'Create instructor account at Trainingszentrum Nord' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Your instructor account was created').waitFor();
    await expect.poll(() => page.getByTestId('profiles').innerText()).toContain('Instructor');
    await page.getByTestId('instructor-none').waitFor();
    const features = await server.db
      .selectFrom('userFeatures')
      .innerJoin('users', 'users.id', 'userFeatures.userId')
      .select('feature')
      .where('users.email', '=', 'user@example.com')
      .execute();
    expect(features.map((f) => f.feature)).toEqual([
      'user_is_instructor',
      'user_is_instructor',
      'user_is_instructor',
      'user_is_instructor',
    ]);
    expect(page.errors).toEqual([]);
    await context.close();
  });
});
