import { describe, expect, it } from 'vitest';
import { loggedInPage, organisationId, serverAndBrowser } from './helper';

/**
 * A list without rows says what is missing and what the list is for, and offers the button that
 * creates the first record to a user who may create one; with a filter set it says that nothing
 * matches instead.
 */
const env = serverAndBrowser();

describe('empty lists', () => {
  it('offer a site without venues to create the first one, in a table and in the readable list', async () => {
    const nord = await organisationId(env.server.db, 'Trainingszentrum Nord');
    await env.server.db.updateTable('venues').set({ deleted: true }).where('organisationId', '=', nord).execute();
    for (const width of [1280, 600]) {
      const page = await loggedInPage(env.browser, env.server.url, 'its@example.com', {
        at: `/organisation/${nord}/venues`,
        viewport: { width, height: 900 },
      });
      const empty = page.getByTestId('list-empty');
      await empty.waitFor();
      const text = await empty.innerText();
      expect(text).toContain('No venues yet.');
      expect(text).toContain('Venues are the places where your courses take place');
      await empty.getByRole('button', { name: 'Create the first one' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name').fill(`Erster Raum ${width}`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => page.getByText(`Erster Raum ${width}`).count()).toBe(1);
      // the deleted ones: a filter that matches nothing of what is left says so, without the button
      await env.server.db.updateTable('venues').set({ deleted: true }).where('organisationId', '=', nord).execute();
      await page.getByPlaceholder('Search').fill('gibt es nicht');
      await expect.poll(() => empty.innerText()).toBe('Nothing matches the search or filters.');
      expect(await empty.getByRole('button').count()).toBe(0);
      expect(page.errors).toEqual([]);
      await page.context().close();
    }
    const created = await env.server.db
      .selectFrom('venues')
      .select('name')
      .where('organisationId', '=', nord)
      .where('name', 'like', 'Erster Raum%')
      .execute();
    expect(created.map((v) => v.name).sort()).toEqual(['Erster Raum 1280', 'Erster Raum 600']);
  });

  it('offer a site without support tickets to open the first one', async () => {
    const sued = await organisationId(env.server.db, 'Trainingszentrum Süd');
    await env.server.db
      .deleteFrom('organisationComments')
      .where('organisationId', '=', sued)
      .where('parentId', 'is not', null)
      .execute();
    await env.server.db.deleteFrom('organisationComments').where('organisationId', '=', sued).execute();
    // a site with the support module (which gates the tickets), but no ticket yet
    await env.server.db
      .updateTable('organisations')
      .set({ modules: ['certificates', 'courses', 'support'] })
      .where('id', '=', sued)
      .execute();
    const page = await loggedInPage(env.browser, env.server.url, 'its.sued@example.com', {
      at: `/organisations/${sued}/support-tickets`,
    });
    const empty = page.getByTestId('list-empty');
    await empty.waitFor();
    expect(await empty.innerText()).toContain('No tickets yet.');
    await empty.getByRole('button', { name: 'New ticket' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Message').fill('Unser erstes Ticket');
    await dialog.getByRole('button', { name: 'Send ticket' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByText('Unser erstes Ticket').count()).toBe(1);
    const tickets = await env.server.db
      .selectFrom('organisationComments')
      .select('comment')
      .where('organisationId', '=', sued)
      .execute();
    expect(tickets.map((t) => t.comment)).toEqual(['Unser erstes Ticket']);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('tell a user who may not create what is missing, without a button', async () => {
    // the internal administrator trains in no course: his own course list is read-only
    const page = await loggedInPage(env.browser, env.server.url, 'admin@example.com', { at: `/courses` });
    const empty = page.getByTestId('list-empty');
    await empty.waitFor();
    expect(await empty.innerText()).toBe('You are not a trainer in any course yet.');
    expect(await empty.getByRole('button').count()).toBe(0);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
