import { describe, expect, it } from 'vitest';
import { courseTypes } from '../../../../src/domain/resources/courseTypes';
import { venues } from '../../../../src/domain/resources/venues';
import { bulkEditableFields, type Field } from '../../../../src/domain/resources';
import { parseBlock, pasteBlock } from '../../../../src/components/lists/grid/paste';
import { afterSave, hasErrors, previousOf, rowsToSave, withCell } from '../../../../src/components/lists/grid/drafts';

const yesNo = { yes: 'Ja', no: 'Nein' };
// the grid's columns: the name (read-only), then the bulk-editable fields
const columnsOf = (definition: typeof venues | typeof courseTypes): (Field | undefined)[] => [
  undefined,
  ...bulkEditableFields(definition).map(([, field]) => field),
];

describe('parseBlock', () => {
  it('reads rows by line and cells by tab, without a row for the last line break', () => {
    expect(parseBlock('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseBlock('eins')).toEqual([['eins']]);
    expect(parseBlock('a\t\tc\n')).toEqual([['a', '', 'c']]);
  });

  it('reads quoted cells holding a line break, a tab or a quote as spreadsheets copy them', () => {
    expect(parseBlock('"Hafenstraße 1\nHamburg"\t"sagt ""Hallo"""\nx\t"a\tb"\n')).toEqual([
      ['Hafenstraße 1\nHamburg', 'sagt "Hallo"'],
      ['x', 'a\tb'],
    ]);
    expect(parseBlock('""\tb')).toEqual([['', 'b']]);
  });
});

describe('pasteBlock', () => {
  it('fills the cells right and down from where it is pasted, each value of its field’s kind', () => {
    // course types: name | maxParticipants | participantsPerInstructor | traineesCount | followUpDays
    const { cells, left } = pasteBlock(
      parseBlock('12\t6\tja\n\t3\tNein\n'),
      { row: 0, column: 1 },
      3,
      columnsOf(courseTypes),
      yesNo,
    );
    expect(left).toBe(0);
    expect(cells).toEqual([
      { row: 0, column: 1, value: 12 },
      { row: 0, column: 2, value: 6 },
      { row: 0, column: 3, value: true },
      { row: 1, column: 1, value: null },
      { row: 1, column: 2, value: 3 },
      { row: 1, column: 3, value: false },
    ]);
  });

  it('marks a cell the forms would refuse with their reason, and keeps what was pasted', () => {
    const { cells } = pasteBlock(
      parseBlock('0\tviele\n2,5\t-1\ntrue\t7'),
      { row: 0, column: 1 },
      5,
      columnsOf(courseTypes),
      yesNo,
    );
    expect(cells).toEqual([
      { row: 0, column: 1, value: 0, error: { message: 'validation.minValue', args: { n: 1 } } },
      { row: 0, column: 2, value: 'viele', error: { message: 'validation.invalidValue', args: {} } },
      { row: 1, column: 1, value: '2,5', error: { message: 'validation.invalidValue', args: {} } },
      { row: 1, column: 2, value: -1, error: { message: 'validation.minValue', args: { n: 1 } } },
      { row: 2, column: 1, value: 'true', error: { message: 'validation.invalidValue', args: {} } },
      { row: 2, column: 2, value: 7 },
    ]);
  });

  it('checks a text’s length, and an empty text clears the field', () => {
    const long = 'x'.repeat(501);
    const { cells } = pasteBlock(
      [
        [long, ''],
        ['  Am Markt 1 ', 'Schlüssel'],
      ],
      { row: 0, column: 1 },
      2,
      columnsOf(venues),
      yesNo,
    );
    expect(cells).toEqual([
      { row: 0, column: 1, value: long, error: { message: 'validation.maxLength', args: { n: 500 } } },
      { row: 0, column: 2, value: null },
      { row: 1, column: 1, value: 'Am Markt 1' },
      { row: 1, column: 2, value: 'Schlüssel' },
    ]);
  });

  it('leaves out cells beyond the page’s rows and columns or on the read-only name, and counts them', () => {
    // venues: name | address | comment; pasted at the last row's comment
    const { cells, left } = pasteBlock(parseBlock('a\tb\nc\td\n'), { row: 1, column: 2 }, 2, columnsOf(venues), yesNo);
    expect(cells).toEqual([{ row: 1, column: 2, value: 'a' }]);
    expect(left).toBe(3);
    const onName = pasteBlock([['Neu', 'Adresse']], { row: 0, column: 0 }, 1, columnsOf(venues), yesNo);
    expect(onName).toEqual({ cells: [{ row: 0, column: 1, value: 'Adresse' }], left: 1 });
  });
});

describe('drafts', () => {
  const row = { id: 'v1', version: '7', name: 'Halle', address: 'Alt 1', comment: null };

  it('keeps a changed cell with the row’s version, and drops a value equal to the row’s own', () => {
    let drafts = withCell({}, row, 'Halle', 'address', { value: 'Neu 2' });
    expect(rowsToSave(drafts)).toEqual([{ id: 'v1', version: '7', data: { address: 'Neu 2' } }]);
    drafts = withCell(drafts, row, 'Halle', 'address', { value: 'Alt 1' });
    expect(drafts).toEqual({});
    expect(withCell({}, row, 'Halle', 'comment', { value: '' })).toEqual({});
  });

  it('holds an invalid cell until it is corrected', () => {
    const error = { message: 'validation.maxLength', args: { n: 500 } };
    let drafts = withCell({}, row, 'Halle', 'comment', { value: 'x', error });
    expect(hasErrors(drafts)).toBe(true);
    drafts = withCell(drafts, row, 'Halle', 'comment', { value: 'kurz' });
    expect(hasErrors(drafts)).toBe(false);
  });

  it('drops the rows saved, keeps the refused with their reason, and takes the version seen when changed again', () => {
    const other = { ...row, id: 'v2', version: '3' };
    let drafts = withCell(withCell({}, row, 'Halle', 'address', { value: 'A' }), other, 'Saal', 'address', {
      value: 'B',
    });
    drafts = afterSave(drafts, ['v1'], [{ id: 'v2', code: 'CHANGED_MEANWHILE', message: 'changed' }]);
    expect(drafts).toEqual({
      v2: {
        version: '3',
        name: 'Saal',
        values: { address: 'B' },
        previous: { address: 'Alt 1' },
        errors: {},
        refused: { code: 'CHANGED_MEANWHILE', message: 'changed' },
      },
    });
    // the list shows the row as it is now; changed again, it is sent with that version
    const now = { ...other, version: '4', address: 'von Anna' };
    drafts = withCell(drafts, now, 'Saal', 'comment', { value: 'C' });
    expect(rowsToSave(drafts)).toEqual([{ id: 'v2', version: '4', data: { address: 'B', comment: 'C' } }]);
    // an undo of that save writes back the row as it is at that version, not as it was first
    expect(previousOf(drafts)).toEqual({ v2: { address: 'von Anna', comment: null } });
  });
});
