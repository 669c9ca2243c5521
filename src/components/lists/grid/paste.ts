import type { Field } from '../../../domain/resources';
import { cellValue, type CellValue, type YesNo } from './cellValue';
import type { Cell } from './keyboard';

/**
 * The cells of a block copied from a spreadsheet: rows by line, cells by tab. A cell holding a tab,
 * a line break or a quote comes quoted ("a ""b"""), as Excel, LibreOffice and Google Sheets copy
 * it; the line break after the last row is no row of its own.
 */
export function parseBlock(text: string): string[][] {
  const rows: string[][] = [[]];
  let cell = '';
  let at = 0;
  const endCell = () => {
    rows[rows.length - 1].push(cell);
    cell = '';
  };
  while (at < text.length) {
    if (cell === '' && text[at] === '"') {
      // a quoted cell: up to the quote that is not doubled
      at++;
      while (at < text.length && !(text[at] === '"' && text[at + 1] !== '"')) {
        cell += text[at];
        at += text[at] === '"' ? 2 : 1;
      }
      at++;
      continue;
    }
    const char = text[at++];
    if (char === '\t') endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at] === '\n') at++;
      endCell();
      rows.push([]);
    } else cell += char;
  }
  endCell();
  // the line break after the last row leaves one empty cell behind
  if (rows.length > 1 && rows[rows.length - 1].length === 1 && rows[rows.length - 1][0] === '') rows.pop();
  return rows;
}

/** A pasted cell where it lands, with its value and, if it cannot be saved, why. */
export interface PastedCell extends Cell, CellValue {}

/**
 * Where a block pasted at `at` lands in a grid of `rows` rows and these columns (undefined for a
 * column shown but not editable, the record's name): each cell to the right and down from there,
 * its text taken as the column's field would take it and checked by the forms' validators. Cells
 * beyond the grid's rows or columns, or on a column that is not editable, are counted in `left`.
 */
export function pasteBlock(
  block: string[][],
  at: Cell,
  rows: number,
  columns: readonly (Field | undefined)[],
  yesNo: YesNo,
): { cells: PastedCell[]; left: number } {
  const cells: PastedCell[] = [];
  let left = 0;
  block.forEach((line, down) =>
    line.forEach((text, right) => {
      const row = at.row + down;
      const column = at.column + right;
      const field = columns[column];
      if (row >= rows || !field) left++;
      else cells.push({ row, column, ...cellValue(field, text, yesNo) });
    }),
  );
  return { cells, left };
}
