import { describe, expect, it } from 'vitest';
import { loggedInPage, newPage, serverAndBrowser, waitForPath } from './helper';

/** The last rows of the specification that need a browser (issue 25.13). */
const env = serverAndBrowser();

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
