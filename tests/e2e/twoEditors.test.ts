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
  env.server.db.selectFrom('venues').select(['name', 'comment']).where('name', '=', name).executeTakeFirst();

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
    expect(await venue('Feuerwache Harburg-Süd')).toEqual({
      name: 'Feuerwache Harburg-Süd',
      comment: 'Tor 3 benutzen',
    });
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

  it('deletes none of a selection when one of its rows changed meanwhile, says so and shows the rows as they are', async () => {
    const lena = await editor('its@example.com');
    const nord = await organisationId(env.server.db, 'Trainingszentrum Nord');
    await lena.goto(`${env.server.url}/organisation/${nord}/venues`);
    const rows = lena.locator('tbody tr');
    await rows.first().waitFor();
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    const selected = (await rows.locator('td:nth-child(2)').allInnerTexts()).slice(0, 2).map((name) => name.trim());
    // someone else changes the second row after Lena's list loaded it
    await env.server.db
      .updateTable('venues')
      .set({ comment: 'von Anna', updatedAt: new Date() })
      .where('name', '=', selected[1])
      .execute();
    await lena.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = lena.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(() => confirm.innerText())
      .toContain('1 of the selected rows was changed by someone else meanwhile: check it and try again.');
    const deleted = await env.server.db.selectFrom('venues').select('deleted').where('name', 'in', selected).execute();
    expect(deleted.map((row) => row.deleted)).toEqual([false, false]);
    // with the list as it is now, the same selection goes through
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => rows.locator('td:nth-child(2)').allInnerTexts()).not.toContain(selected[0]);
    expect(lena.errors).toEqual([]);
    await lena.context().close();
  });

  it('says who else has the record open, shows their change while it is open, and the list takes it in place', async () => {
    const [lena, anna] = await Promise.all([editor('its@example.com'), editor('admin@example.com')]);
    const lenas = await openVenue(lena, 'Schulungszentrum Altona');
    await lenas.getByLabel('Comment').fill('Lena tippt noch');
    const annas = await openVenue(anna, 'Schulungszentrum Altona');
    // before anyone saved: Anna's form says who else has the record open
    await expect
      .poll(() => annas.getByTestId('other-editors').innerText())
      .toBe('Lena Hoffmann is editing this record too.');
    await annas.getByLabel('Name').fill('Schulungszentrum Altona-Nord');
    await annas.getByRole('button', { name: 'Save' }).click();
    await annas.waitFor({ state: 'hidden' });
    // within the stream's tick, without a reload: who and when; her input stays
    await expect
      .poll(() => lenas.getByTestId('live-change').innerText())
      .toMatch(/Anna Admin changed this record at \d\d:\d\d\. Your entries stay/);
    expect(await lenas.getByLabel('Comment').inputValue()).toBe('Lena tippt noch');
    expect(await lenas.getByLabel('Name').inputValue()).toBe('Schulungszentrum Altona');
    // the list behind the dialog already shows the new name
    await expect.poll(() => lena.locator('tbody tr', { hasText: 'Altona-Nord' }).count()).toBe(1);
    expect([...lena.errors, ...anna.errors]).toEqual([]);
    await Promise.all([lena.context().close(), anna.context().close()]);
  });
});
