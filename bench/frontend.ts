import { launchBrowser } from '../tests/support/chromium';

export interface FrontendTimes {
  /** Navigation to a login form that takes input: fresh browser cache, then a warm one (median ms). */
  loginCold: number;
  loginWarm: number;
  /** Navigation to a list with 25 rendered rows, logged in, warm cache (median ms). */
  list25: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Times in Chromium, from navigation start (performance.now() is 0 there) to what the user waits
 * for, as the page itself sees it: the login form's fields in place and enabled; 25 table rows.
 * (bypassCSP: Playwright's polling evaluates a string, which the app's CSP rightly forbids.)
 */
export async function measureFrontend(
  baseUrl: string,
  email: string,
  password: string,
  listPath: string,
  runs = 5,
): Promise<FrontendTimes> {
  const browser = await launchBrowser();
  const loginReady = () =>
    `(() => { const field = document.querySelector('input[name="password"]'); const button = document.querySelector('button[type="submit"]'); return field && !field.disabled && button ? performance.now() : false; })()`;
  try {
    const cold: number[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/login`, { waitUntil: 'commit' });
      cold.push(Number(await (await page.waitForFunction(loginReady(), undefined, { polling: 'raf' })).jsonValue()));
      await context.close();
    }
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    const warm: number[] = [];
    for (let i = 0; i <= runs; i++) {
      await page.goto(`${baseUrl}/login`, { waitUntil: 'commit' });
      const time = Number(await (await page.waitForFunction(loginReady(), undefined, { polling: 'raf' })).jsonValue());
      if (i > 0) warm.push(time); // the first load fills the cache
    }
    await page.locator('input[name="username"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const list: number[] = [];
    for (let i = 0; i <= runs; i++) {
      await page.goto(`${baseUrl}${listPath}`, { waitUntil: 'commit' });
      const handle = await page.waitForFunction(
        `document.querySelectorAll('tbody tr').length >= 25 && performance.now()`,
        undefined,
        { polling: 'raf', timeout: 60_000 },
      );
      const time = Number(await handle.jsonValue());
      if (i > 0) list.push(time);
    }
    return { loginCold: median(cold), loginWarm: median(warm), list25: median(list) };
  } finally {
    await browser.close();
  }
}
