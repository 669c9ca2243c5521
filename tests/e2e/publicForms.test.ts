import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf, waitForMail } from '../support/mail';
import { testBrowser, login, newPage, startServer, type TestServer, waitForPath } from './helper';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), testBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('password reset through the captured mail', () => {
  it('requests a link from the login screen, sets a new password with it and signs in', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await newPage(context);
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Lost your password?' }).click();
    await waitForPath(page, '**/password-reset/request');
    const send = page.getByRole('button', { name: 'Send link' });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('E-Mail').fill('instructor@example.com');
    await send.click();
    await page.getByTestId('reset-sent').waitFor();
    expect(await page.getByTestId('reset-sent').innerText()).toContain(
      'If an account exists for instructor@example.com',
    );

    const mail = await waitForMail(server.dataDir, 'instructor@example.com');
    const link = /https?:\/\/\S+\/password-reset\/reset\?token=\S+/.exec(mail.text)![0];
    // the mail's link points at PUBLIC_URL; the test server listens elsewhere
    await page.goto(`${server.url}/password-reset/reset?token=${encodeURIComponent(tokenOf(mail))}`);
    expect(link).toContain('/password-reset/reset?token=');
    const password = page.locator('input[name="password"]');
    await password.waitFor();
    await password.fill('weak');
    await expect.poll(() => page.getByText('at least 8 characters.').isVisible()).toBe(true);
    await password.fill('Sommer-Sonne-2026!');
    await page.locator('input[name="passwordRepeat"]').fill('Sommer-Sonne-2026?');
    await expect.poll(() => page.getByText('Passwords do not match.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save password' }).isDisabled()).toBe(true);
    await page.locator('input[name="passwordRepeat"]').fill('Sommer-Sonne-2026!');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByTestId('reset-done').waitFor();

    // the same link does not work twice
    await page.goto(`${server.url}/password-reset/reset?token=${encodeURIComponent(tokenOf(mail))}`);
    await expect.poll(() => page.getByTestId('reset-broken').innerText()).toBe('The link is invalid or has expired.');

    await page.goto(`${server.url}/login`);
    await login(page, server.url, 'instructor@example.com', 'Sommer-Sonne-2026!');
    await page.getByTestId('card-welcome').waitFor();
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('says "token missing" for a link without token', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await newPage(context);
    await page.goto(`${server.url}/password-reset/reset`);
    await expect
      .poll(() => page.getByTestId('reset-broken').innerText())
      .toBe('The link has no key. Please open the complete link from the e-mail.');
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await waitForPath(page, '**/password-reset/request');
    await context.close();
  });
});

describe('support form', () => {
  it('needs every field and the privacy confirmation, then sends and confirms', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await newPage(context);
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Support' }).click();
    await waitForPath(page, '**/support');
    const send = page.getByRole('button', { name: 'Send request' });
    await page.getByLabel('Organisation').fill('Rettungswache Lübeck');
    await page.getByLabel('Contact person').fill('Frauke Jensen');
    await page.getByLabel('E-Mail').fill('frauke(at)example.org');
    await expect.poll(() => page.getByText('Invalid email').isVisible()).toBe(true);
    await page.getByLabel('E-Mail').fill('frauke.jensen@example.org');
    await page.getByLabel('Your message').fill('Wie melden wir unsere Instruktoren an?');
    expect(await send.isDisabled()).toBe(true);
    await page.getByRole('checkbox').check();
    await expect.poll(() => send.isEnabled()).toBe(true);
    await send.click();
    await page.getByTestId('support-sent').waitFor();
    expect(await page.getByTestId('support-sent').innerText()).toContain('frauke.jensen@example.org');
    const stored = await server.db.selectFrom('supportTickets').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      organisationName: 'Rettungswache Lübeck',
      email: 'frauke.jensen@example.org',
      privacyPolicyConfirmed: true,
      language: 'en',
    });
    const mail = await waitForMail(server.dataDir, 'support@localhost');
    expect(mail.text).toContain('Wie melden wir unsere Instruktoren an?');
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('shows the rate limit’s message', async () => {
    const limited = await startServer({ publicFormLimit: 1 });
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await newPage(context);
    try {
      for (const round of [1, 2]) {
        await page.goto(`${limited.url}/support`);
        await page.getByLabel('Organisation').fill('Wache');
        await page.getByLabel('Contact person').fill('Frauke Jensen');
        await page.getByLabel('E-Mail').fill('frauke.jensen@example.org');
        await page.getByLabel('Your message').fill(`Anfrage ${round}`);
        await page.getByRole('checkbox').check();
        await page.getByRole('button', { name: 'Send request' }).click();
        if (round === 1) await page.getByTestId('support-sent').waitFor();
      }
      await expect
        .poll(() => page.getByTestId('support-error').innerText())
        .toContain('Too many requests from your adress');
      expect(await limited.db.selectFrom('supportTickets').select('id').execute()).toHaveLength(1);
    } finally {
      await context.close();
      await limited.close();
    }
  });
});
