import { describe, expect, it } from 'vitest';
import { loggedInPage, newPage, serverAndBrowser, waitForPath } from './helper';

/** The last rows of the specification that need a browser (issue 25.13). */
const env = serverAndBrowser();

describe('shell (§2)', () => {
  it('opens a group of the full drawer while the pointer rests on it, and keeps it open after a click', async () => {
    const page = await loggedInPage(env.browser, env.server.url, 'itc@example.com', {
      viewport: { width: 1440, height: 900 },
    });
    const group = page.getByTestId('main-menu').getByRole('button', { name: 'User administration', exact: true });
    const entry = page.getByTestId('main-menu').getByRole('link', { name: 'User permissions' });
    await expect.poll(() => group.getAttribute('aria-expanded')).toBe('false');
    await group.hover();
    await entry.waitFor();
    await page.getByTestId('card-welcome').hover();
    await entry.waitFor({ state: 'detached' });
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    await group.click();
    await page.getByTestId('card-welcome').hover();
    await expect.poll(() => group.getAttribute('aria-expanded')).toBe('true');
    await entry.click();
    await waitForPath(page, /\/settings\/user-features$/);
    expect(page.errors).toEqual([]);
  });
});

describe('route guard (§2)', () => {
  it('sends a logged-in user at /register home, and an anonymous one to login', async () => {
    const page = await loggedInPage(env.browser, env.server.url, 'its@example.com');
    await page.goto(`${env.server.url}/register`);
    await page.getByTestId('card-welcome').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    const anonymous = await newPage(await env.browser.newContext());
    await anonymous.goto(`${env.server.url}/register`);
    await waitForPath(anonymous, /\/login$/);
    await anonymous.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(page.errors.concat(anonymous.errors)).toEqual([]);
  });
});
