import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, loggedInPage, organisationId, serverAndBrowser, settle, shoot, type Look } from './helper';

/**
 * "Edit in the table" (issue 28.2, 28.3, 28.4, 28.5) on two declared lists: the site coordinator
 * edits two cells by keyboard, pastes a 2×2 block from a spreadsheet with one cell the forms refuse,
 * corrects it and saves the rows at once; someone else changed one of them meanwhile, which stays
 * marked with the reason while the others are saved; Undo in the notice sets those back.
 */
const env = serverAndBrowser();

interface Case {
  resource: 'venues' | 'course-types';
  table: 'venues' | 'courseTypes';
  look: Look;
  /** The first two editable fields, the grid's columns 1 and 2. */
  fields: readonly ['address', 'comment'] | readonly ['maxParticipants', 'participantsPerInstructor'];
  /** Typed into row 0's two cells. */
  typed: readonly [string, string];
  /** Pasted at row 1, column 1: its last cell is refused. */
  block: readonly [readonly [string, string], readonly [string, string]];
  fixed: string;
  stored: (text: string) => unknown;
  texts: { invalid: string; save: string; refused: string; toggle: string; undo: string; undone: string };
}

const CASES: Case[] = [
  {
    resource: 'venues',
    table: 'venues',
    look: ['en', 'light'],
    fields: ['address', 'comment'],
    typed: ['Harbour Road 1', 'Key at the desk'],
    block: [
      ['Main Street 2', 'Lift at the back'],
      ['Main Street 3', 'x'.repeat(2001)],
    ],
    fixed: 'Ring twice',
    stored: (text) => text,
    texts: {
      invalid: '2000 characters maximum.',
      save: 'Save 3 rows',
      refused: 'Not saved: Someone else changed this record after you opened it.',
      toggle: 'Edit in the table',
      undo: 'Undo',
      undone: '2 entries set back.',
    },
  },
  {
    resource: 'course-types',
    table: 'courseTypes',
    look: ['de', 'dark'],
    fields: ['maxParticipants', 'participantsPerInstructor'],
    typed: ['19', '9'],
    block: [
      ['14', '4'],
      ['11', 'viele'],
    ],
    fixed: '5',
    stored: (text) => Number(text),
    texts: {
      invalid: 'Ungültiger Wert.',
      save: '3 Zeilen speichern',
      refused: 'Nicht gespeichert: Jemand anderes hat diesen Eintrag geändert, nachdem Sie ihn geöffnet haben.',
      toggle: 'In der Tabelle bearbeiten',
      undo: 'Rückgängig',
      undone: '2 Einträge zurückgesetzt.',
    },
  },
];

const cell = (page: Page, row: number, column: number) => page.locator(`[role=gridcell][data-cell="${row}:${column}"]`);

/** Pastes text at the focused cell as a copy from a spreadsheet arrives: a paste event with the text. */
const paste = (page: Page, text: string) =>
  page.evaluate((data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true }));
  }, text);

/** Edits the focused cell by keyboard: Enter opens its input, Enter keeps the value typed. */
async function typeInto(page: Page, value: string) {
  await page.keyboard.press('Enter');
  await page.locator('[role=gridcell] form input:focus, [role=gridcell] form textarea:focus').waitFor();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
  await page.locator('[role=gridcell] form').waitFor({ state: 'detached' });
}

describe('Edit in the table', () => {
  for (const { resource, table, look, fields, typed, block, fixed, stored, texts } of CASES) {
    it(`edits ${resource} cell by cell and by a pasted block in ${look.join(' and ')}`, async () => {
      const page = await loggedInPage(env.browser, env.server.url, 'its@example.com', {
        viewport: { width: 1280, height: 900 },
        at: `/${resource}`,
        look,
      });
      await page.locator('tbody tr').first().waitFor();
      await page.getByRole('button', { name: texts.toggle }).click();
      const grid = page.getByRole('grid');
      await grid.waitFor();
      await settle(page);
      const ids = (await page.getByTestId('grid-row').evaluateAll((rows) => rows.map((row) => row.dataset.id!))).slice(
        0,
        3,
      );
      expect(ids).toHaveLength(3);
      const original = await env.server.db.selectFrom(table).selectAll().where('id', 'in', ids).execute();

      // one tab stop: the first editable cell; the arrows move from there
      await cell(page, 0, 1).focus();
      expect(await grid.locator('[tabindex="0"]').count()).toBe(1);
      await typeInto(page, typed[0]);
      await page.keyboard.press('ArrowRight');
      expect(await cell(page, 0, 2).evaluate((element) => element === document.activeElement)).toBe(true);
      await typeInto(page, typed[1]);
      expect(await cell(page, 0, 1).getAttribute('data-changed')).toBe('true');
      expect(await cell(page, 0, 2).innerText()).toContain(typed[1]);

      // a 2×2 block pasted at the next row's first editable cell, one cell the forms refuse
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowLeft');
      await paste(page, block.map((line) => line.join('\t')).join('\r\n') + '\r\n');
      const invalid = cell(page, 2, 2);
      await invalid.getByTestId('cell-error').waitFor();
      expect(await invalid.getAttribute('aria-invalid')).toBe('true');
      expect(await invalid.getByTestId('cell-error').innerText()).toBe(texts.invalid);
      expect(await cell(page, 1, 2).innerText()).toContain(block[0][1]);
      expect(await page.getByTestId('grid-save').isDisabled()).toBe(true);
      await page.getByTestId('grid-fix-first').waitFor();
      await shoot(page, `grid-edit-${resource}-${look.join('-')}-invalid`);
      expect(await axeViolations(page)).toEqual([]);

      // corrected by keyboard: the block's values and the typed ones go at once
      await invalid.focus();
      await typeInto(page, fixed);
      await invalid.getByTestId('cell-error').waitFor({ state: 'detached' });
      const save = page.getByTestId('grid-save');
      expect(await save.textContent()).toBe(texts.save);

      // someone else changes the third row meanwhile
      const [first, second, stale] = ids;
      const before = await env.server.db
        .selectFrom(table)
        .selectAll()
        .where('id', '=', stale)
        .executeTakeFirstOrThrow();
      await env.server.db.updateTable(table).set({ updatedAt: new Date() }).where('id', '=', stale).execute();

      await save.click();
      const status = page.locator(`[data-testid=grid-row][data-id="${stale}"] [data-testid=row-status]`);
      await status.getByText(texts.refused).waitFor();
      const rows = await env.server.db
        .selectFrom(table)
        .selectAll()
        .where('id', 'in', ids)
        .where('organisationId', '=', await organisationId(env.server.db, 'Trainingszentrum Nord'))
        .execute();
      const byId = Object.fromEntries(rows.map((row) => [row.id, row as Record<string, unknown>]));
      expect(byId[first]).toMatchObject({ [fields[0]]: stored(typed[0]), [fields[1]]: stored(typed[1]) });
      expect(byId[second]).toMatchObject({ [fields[0]]: stored(block[0][0]), [fields[1]]: stored(block[0][1]) });
      expect(byId[stale]).toMatchObject({ [fields[0]]: before[fields[0]], [fields[1]]: before[fields[1]] });
      // the saved rows are done; the refused one stays with its values, marked
      await page.locator('[data-testid=row-status]').first().waitFor();
      expect(await page.getByTestId('row-status').count()).toBe(1);
      expect(await cell(page, 2, 1).getAttribute('data-changed')).toBe('true');
      await shoot(page, `grid-edit-${resource}-${look.join('-')}-refused`);
      expect(await axeViolations(page)).toEqual([]);

      // Undo in the save's notice: the two rows saved get their values back, audited as the undo
      await page.getByRole('button', { name: texts.undo, exact: true }).click();
      await page.getByText(texts.undone).waitFor();
      const undone = await env.server.db.selectFrom(table).selectAll().where('id', 'in', [first, second]).execute();
      for (const row of undone as Record<string, unknown>[]) {
        const was = original.find((one) => one.id === row.id) as Record<string, unknown>;
        expect(row).toMatchObject({ [fields[0]]: was[fields[0]], [fields[1]]: was[fields[1]] });
      }
      const audits = await env.server.db
        .selectFrom('auditLog')
        .select('entityId')
        .where('action', '=', 'undo')
        .where('entityId', 'in', ids)
        .execute();
      expect(audits.map((audit) => audit.entityId).sort()).toEqual([first, second].sort());
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }

  it('says on a phone that editing in the table needs a wider screen', async () => {
    const page = await loggedInPage(env.browser, env.server.url, 'its@example.com', {
      viewport: { width: 390, height: 800 },
      at: '/venues',
      look: ['de', 'light'],
    });
    await page.getByRole('button', { name: 'In der Tabelle bearbeiten' }).click();
    await page
      .getByText('Zum Bearbeiten in der Tabelle braucht es einen breiteren Bildschirm', { exact: false })
      .waitFor();
    expect(await page.getByRole('grid').count()).toBe(0);
    await shoot(page, 'grid-edit-phone-de-light');
    await page.context().close();
  });
});
