import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, newPage, organisationId, serverAndBrowser } from './helper';

/**
 * Slow lines (issue 23.3), with the line made slow or broken between the browser and the server
 * (Playwright's request routing): a create slower than the 2.5 s timeout is waited for and made
 * once; a create whose answer is lost keeps the form's input, and Save pressed again makes no
 * second record (the same Idempotency-Key, answered with the first result).
 */
const env = serverAndBrowser();

async function coordinator() {
  const page = await newPage(await env.browser.newContext({ locale: 'en-GB' }));
  await login(page, env.server.url, 'its@example.com');
  await page.getByTestId('card-welcome').waitFor();
  const nord = await organisationId(env.server.db, 'Trainingszentrum Nord');
  await page.goto(`${env.server.url}/organisation/${nord}/venues`);
  await page.locator('tbody tr').first().waitFor();
  return page;
}

async function fillNewVenue(page: Page, name: string) {
  await page.getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Address').fill('Langsame Leitung 1, 20095 Hamburg');
  return dialog;
}

const venuesNamed = async (name: string) =>
  (await env.server.db.selectFrom('venues').select('id').where('name', '=', name).execute()).length;

const isCreate = (route: Route) => route.request().method() === 'POST';

describe('a slow line', () => {
  it('waits for a create slower than the timeout, says so, and makes one record', async () => {
    const page = await coordinator();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // the server's answer reaches the browser only when the test lets it through
    await page.route('**/api/v2/venues', async (route) => {
      if (!isCreate(route)) return route.continue();
      const answer = await route.fetch();
      await held;
      await route.fulfill({ response: answer });
    });
    const dialog = await fillNewVenue(page, 'Aula Langsam');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('This is taking longer than usual …').isVisible()).toBe(true);
    await expect.poll(() => venuesNamed('Aula Langsam')).toBe(1);
    release();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('tbody tr', { hasText: 'Aula Langsam' }).count()).toBe(1);
    expect(await venuesNamed('Aula Langsam')).toBe(1);
    await page.context().close();
  });

  /** Routes the site's creates of venues to the server, losing the first `lost` answers; answers the keys sent. */
  async function losing(page: Page, lost: number) {
    const keys: string[] = [];
    await page.route('**/api/v2/venues', async (route) => {
      if (!isCreate(route)) return route.continue();
      keys.push(route.request().headers()['idempotency-key']);
      // the server does the create; its answer is lost on the way back
      const answer = await route.fetch();
      if (keys.length <= lost) return route.abort('connectionreset');
      return route.fulfill({ response: answer });
    });
    return keys;
  }

  it('asks after a lost answer once with the same key, and the user sees the create done once', async () => {
    const page = await coordinator();
    const keys = await losing(page, 1);
    const dialog = await fillNewVenue(page, 'Aula Nachgefragt');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await venuesNamed('Aula Nachgefragt')).toBe(1);
    expect(await page.getByText(/Error while saving/).count()).toBe(0);
    await page.context().close();
  });

  it('keeps the input when the answer stays lost, and Save again makes no second record', async () => {
    const page = await coordinator();
    const keys = await losing(page, 2);
    const dialog = await fillNewVenue(page, 'Aula Verloren');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(/Error while saving/).isVisible()).toBe(true);
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Aula Verloren');
    expect(await venuesNamed('Aula Verloren')).toBe(1);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(await venuesNamed('Aula Verloren')).toBe(1);
    await page.context().close();
  });
});
