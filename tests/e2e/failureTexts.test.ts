import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EACH_LANGUAGE_AND_THEME,
  loggedInPage,
  openInLook,
  organisationId,
  shoot,
  startServer,
  testBrowser,
  type TestServer,
} from './helper';

/**
 * Issue 25.10: a refusal the form cannot mark at a field (a 409 on a rule or a hidden link) says
 * what it is and what to do, never "409: …" or react-admin's "The form is not valid" with nothing
 * marked; a refusal at a field still marks it.
 */
let server: TestServer;
let browser: Browser;
let nord: string;
/** The save of a venue, whatever path the data provider takes. */
const SAVE = /\/api\/v2\/.*venues\/[^/?]+(\?.*)?$/;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), testBrowser()]);
  nord = await organisationId(server.db, 'Trainingszentrum Nord');
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const refusal = (errors: Record<string, string>) =>
  JSON.stringify({ statusCode: 409, code: 'NOT_UNIQUE', message: 'Value already exists.', errors });

const TEXTS = {
  en: { save: 'Save', unmarked: 'Not saved: Value already exists. The form has no field for this' },
  de: { save: 'Speichern', unmarked: 'Nicht gespeichert: Wert existiert bereits. Dafür hat das Formular kein Feld' },
};

describe('a refusal without a field to mark', () => {
  it('says what it is and what to do in English and German, and a refusal at a field marks it', async () => {
    const page = await loggedInPage(browser, server.url, 'its@example.com');
    // the text depends on the language alone
    for (const look of EACH_LANGUAGE_AND_THEME) {
      const texts = TEXTS[look[0]];
      await openInLook(page, server.url, `/organisation/${nord}/venues`, look);
      await page.route(SAVE, (route) =>
        route.request().method() !== 'GET'
          ? route.fulfill({
              status: 409,
              contentType: 'application/json',
              body: refusal({ userId: 'Value already exists.' }),
            })
          : route.fallback(),
      );
      await page.getByRole('cell', { name: 'Feuerwache Harburg', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: texts.save }).waitFor();
      await dialog.locator('[name="address"]').fill(`Harburger Ring 9 ${look.join(' ')}`);
      await dialog.getByRole('button', { name: texts.save }).click();
      const alert = page.locator('.MuiSnackbar-root');
      await expect.poll(() => alert.innerText()).toContain(texts.unmarked);
      const text = await alert.innerText();
      expect(text).not.toContain('409');
      expect(text).not.toMatch(/not valid|nicht gültig/);
      await shoot(page, `refusal-unmarked-${look.join('-')}`);
      // a message on no input does not keep Save from being pressed again after a change
      await dialog.locator('[name="address"]').fill(`Harburger Ring 10 ${look.join(' ')}`);
      await expect.poll(() => dialog.getByRole('button', { name: texts.save }).isEnabled()).toBe(true);
      await page.unroute(SAVE);
      await page.keyboard.press('Escape');
      const discard = page.getByRole('dialog').getByRole('button', { name: /Confirm|Bestätigen/ });
      if (await discard.isVisible()) await discard.click();
      await dialog.waitFor({ state: 'hidden' });
      // the next look's load ends the notice: no wait for it to time out
    }

    // the same refusal at an input of the form: the input shows it
    await openInLook(page, server.url, `/organisation/${nord}/venues`, ['en', 'light']);
    await page.route(SAVE, (route) =>
      route.request().method() !== 'GET'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: refusal({ name: 'Value already exists.' }),
          })
        : route.fallback(),
    );
    await page.getByRole('cell', { name: 'Feuerwache Harburg', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('[name="address"]').fill('Harburger Ring 11');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.innerText()).toContain('Value already exists.');
    expect(await dialog.locator('input[name="name"]').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.MuiSnackbar-root').innerText()).not.toContain('409');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
