import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loggedInPage, organisationId, serverAndBrowser, settle, shoot, type Look } from './helper';

/**
 * "Edit N selected" (issue 28.1) on two declared lists: the site coordinator selects every row,
 * ticks one field and enters its value; someone else changes one of the rows while the dialog is
 * open. The others take the value, that one is named with its reason and stays selected; Undo in
 * the notice then gives the others their values back (issue 28.4).
 */
const env = serverAndBrowser();

interface Case {
  resource: 'venues' | 'course-types';
  table: 'venues' | 'courseTypes';
  look: Look;
  /** The field's label in the look's language, as the dialog's "change this" names it. */
  label: string;
  field: 'comment' | 'followUpDays';
  value: string;
  stored: string | number;
  texts: { saved: RegExp; refused: string; selected: RegExp; undo: string; undone: RegExp };
}

const ENGLISH = {
  saved: /^\d+ entries saved\. One entry was not saved and stays selected:$/,
  refused: 'Someone else changed this record after you opened it.',
  selected: /^1 item selected$/,
  undo: 'Undo',
  undone: /^\d+ entries set back\.$/,
};
const GERMAN = {
  saved: /^\d+ Einträge gespeichert\. Ein Eintrag wurde nicht gespeichert und bleibt ausgewählt:$/,
  refused: 'Jemand anderes hat diesen Eintrag geändert, nachdem Sie ihn geöffnet haben.',
  selected: /^Ein Element ausgewählt$/,
  undo: 'Rückgängig',
  undone: /^\d+ Einträge zurückgesetzt\.$/,
};

const CASES: Case[] = [
  {
    resource: 'venues',
    table: 'venues',
    look: ['en', 'light'],
    label: 'Comment',
    field: 'comment',
    value: 'Key at the front desk',
    stored: 'Key at the front desk',
    texts: ENGLISH,
  },
  {
    resource: 'venues',
    table: 'venues',
    look: ['de', 'dark'],
    label: 'Kommentar',
    field: 'comment',
    value: 'Schlüssel am Empfang',
    stored: 'Schlüssel am Empfang',
    texts: GERMAN,
  },
  {
    resource: 'course-types',
    table: 'courseTypes',
    look: ['de', 'light'],
    label: 'Nachbereitung innerhalb von (Tagen)',
    field: 'followUpDays',
    value: '21',
    stored: 21,
    texts: GERMAN,
  },
  {
    resource: 'course-types',
    table: 'courseTypes',
    look: ['en', 'dark'],
    label: 'Follow-up within (days)',
    field: 'followUpDays',
    value: '7',
    stored: 7,
    texts: ENGLISH,
  },
];

/** The names of the rows the list shows, and their ids, as the database has them (the site's own). */
async function shownRows(page: Page, table: Case['table']) {
  const names = (await page.locator('tbody tr td:nth-child(2)').allInnerTexts()).map((name) => name.trim());
  const rows = await env.server.db
    .selectFrom(table)
    .select(['id', 'name'])
    .where('organisationId', '=', await organisationId(env.server.db, 'Trainingszentrum Nord'))
    .where('name', 'in', names)
    .where('deleted', '=', false)
    .execute();
  return names.map((name) => rows.find((row) => row.name === name)!);
}

/** The field's value in each row, by id, as stored. */
const valuesOf = async (table: Case['table'], field: Case['field'], rows: { id: string }[]) =>
  Object.fromEntries(
    (
      await env.server.db
        .selectFrom(table)
        .select(['id', field])
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute()
    ).map((row) => [row.id, (row as Record<string, unknown>)[field]]),
  );

describe('Edit N selected', () => {
  for (const { resource, table, look, label, field, value, stored, texts } of CASES) {
    it(`edits the selected ${resource} in ${look.join(' and ')}, naming the row changed meanwhile`, async () => {
      const page = await loggedInPage(env.browser, env.server.url, 'its@example.com', {
        viewport: { width: 1280, height: 900 },
        at: `/${resource}`,
        look,
      });
      await page.locator('tbody tr').first().waitFor();
      await settle(page);
      const rows = await shownRows(page, table);
      expect(rows.length).toBeGreaterThan(1);
      await page.locator('thead input[type="checkbox"]').check();
      await page.getByTestId('bulk-edit').click();
      const dialog = page.getByRole('dialog');
      const input = dialog.getByLabel(label, { exact: true });
      expect(await input.isDisabled()).toBe(true);
      await dialog.getByRole('checkbox', { name: new RegExp(label.replace(/[()]/g, '\\$&')) }).check();
      await input.fill(value);
      await shoot(page, `bulk-edit-${resource}-${look.join('-')}`);

      // someone else changes the last row while the dialog is open
      const [stale] = rows.slice(-1);
      const before = await valuesOf(table, field, rows);
      await env.server.db
        .updateTable(table)
        .set({ name: `${stale.name} (neu)`, updatedAt: new Date() })
        .where('id', '=', stale.id)
        .execute();

      await dialog.getByTestId('bulk-edit-save').click();
      const summary = page.getByTestId('bulk-summary');
      await summary.waitFor();
      expect((await summary.innerText()).trim()).toMatch(texts.saved);
      expect(Number((await summary.innerText()).match(/\d+/)![0])).toBe(rows.length - 1);
      const refused = page.getByTestId('bulk-result');
      expect(await refused.count()).toBe(1);
      expect(await refused.innerText()).toContain(stale.name);
      expect(await refused.innerText()).toContain(texts.refused);
      await shoot(page, `bulk-edit-${resource}-${look.join('-')}-refused`);
      await page.getByRole('dialog').getByRole('button').last().click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      // the list shows what was saved; the refused row is still selected
      await page.getByText(texts.selected).waitFor();
      const after = await valuesOf(table, field, rows);
      for (const { id } of rows) expect(after[id]).toEqual(id === stale.id ? before[id] : stored);
      const selected = page.locator('tbody tr').filter({ has: page.locator('input[type="checkbox"]:checked') });
      expect(await selected.count()).toBe(1);
      expect(await selected.innerText()).toContain(`${stale.name} (neu)`);

      // the notice of the save offers Undo: the saved rows get their values back
      const undo = page.getByRole('button', { name: texts.undo, exact: true });
      await undo.waitFor();
      await shoot(page, `bulk-edit-${resource}-${look.join('-')}-undo`);
      await undo.click();
      const undone = page.getByText(texts.undone);
      await undone.waitFor();
      expect(Number((await undone.innerText()).match(/\d+/)![0])).toBe(rows.length - 1);
      expect(await valuesOf(table, field, rows)).toEqual(before);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }
});
