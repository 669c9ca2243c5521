import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, newPage, organisationId, serverAndBrowser } from './helper';

/**
 * Two people on one record (issue 23): Lena (the site's coordinator) and Anna (internal staff)
 * edit one venue at once, each in a browser of her own. The later save is not lost and does not
 * undo the earlier one: the form says who changed the record when, holds the record as it is now
 * with the user's changes on top, and saves both; where both changed a field, the user's value
 * stays and theirs is offered.
 */
const env = serverAndBrowser();

async function editor(email: string) {
  const page = await newPage(await env.browser.newContext({ locale: 'en-GB' }));
  await login(page, env.server.url, email);
  await page.getByTestId('card-welcome').waitFor();
  return page;
}

/** The venue's edit dialog, opened from the site's venue list. */
async function openVenue(page: Page, name: string) {
  const nord = await organisationId(env.server.db, 'Trainingszentrum Nord');
  await page.goto(`${env.server.url}/organisation/${nord}/venues`);
  const row = page.locator('tbody tr', { hasText: name });
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.getByLabel('Name').inputValue()).toBe(name);
  return dialog;
}

const venue = (name: string) =>
  env.server.db
    .selectFrom('venues')
    .select(['name', 'comment'])
    .where('name', '=', name)
    .executeTakeFirst();

describe('two people editing one venue', () => {
  it('keeps both changes: the later form takes the earlier one over and saves its own on top', async () => {
    const [lena, anna] = await Promise.all([editor('its@example.com'), editor('admin@example.com')]);
    const lenas = await openVenue(lena, 'Feuerwache Harburg');
    await lenas.getByLabel('Comment').fill('Tor 3 benutzen');
    // Anna renames it meanwhile
    const annas = await openVenue(anna, 'Feuerwache Harburg');
    await annas.getByLabel('Name').fill('Feuerwache Harburg-Süd');
    await annas.getByRole('button', { name: 'Save' }).click();
    await annas.waitFor({ state: 'hidden' });

    await lenas.getByRole('button', { name: 'Save' }).click();
    const notice = lenas.getByTestId('conflict-notice');
    await expect.poll(() => notice.innerText()).toMatch(/Anna Admin changed this record at \d\d:\d\d/);
    expect(await notice.innerText()).toContain('Taken over from them: Name.');
    expect(await lenas.getByLabel('Name').inputValue()).toBe('Feuerwache Harburg-Süd');
    expect(await lenas.getByLabel('Comment').inputValue()).toBe('Tor 3 benutzen');
    // nothing of hers was written yet
    expect(await venue('Feuerwache Harburg-Süd')).toMatchObject({ comment: 'Zugang über Tor 2' });

    await lenas.getByRole('button', { name: 'Save' }).click();
    await lenas.waitFor({ state: 'hidden' });
    expect(await venue('Feuerwache Harburg-Süd')).toEqual({ name: 'Feuerwache Harburg-Süd', comment: 'Tor 3 benutzen' });
    expect([...lena.errors, ...anna.errors]).toEqual([]);
    await Promise.all([lena.context().close(), anna.context().close()]);
  });

  it('keeps the user’s value where both changed a field, and takes theirs on one click', async () => {
    const [lena, anna] = await Promise.all([editor('its@example.com'), editor('admin@example.com')]);
    const lenas = await openVenue(lena, 'Schulungszentrum Altona');
    await lenas.getByLabel('Comment').fill('Schlüssel beim Hausmeister');
    const annas = await openVenue(anna, 'Schulungszentrum Altona');
    await annas.getByLabel('Comment').fill('Schlüssel an der Pforte');
    await annas.getByRole('button', { name: 'Save' }).click();
    await annas.waitFor({ state: 'hidden' });

    await lenas.getByRole('button', { name: 'Save' }).click();
    const clash = lenas.getByTestId('conflict-comment');
    await expect.poll(() => clash.innerText()).toContain('Comment: they saved “Schlüssel an der Pforte”.');
    expect(await lenas.getByLabel('Comment').inputValue()).toBe('Schlüssel beim Hausmeister');
    await clash.getByRole('button', { name: 'Use theirs' }).click();
    expect(await lenas.getByLabel('Comment').inputValue()).toBe('Schlüssel an der Pforte');
    await lenas.getByLabel('Comment').fill('Schlüssel an der Pforte oder beim Hausmeister');
    await lenas.getByRole('button', { name: 'Save' }).click();
    await lenas.waitFor({ state: 'hidden' });
    expect((await venue('Schulungszentrum Altona'))?.comment).toBe('Schlüssel an der Pforte oder beim Hausmeister');
    await Promise.all([lena.context().close(), anna.context().close()]);
  });
});
