import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  AdminContext,
  ListContextProvider,
  Notification,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  testDataProvider,
  useList,
  type RaRecord,
  type TranslationMessages,
} from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TableOrGrid, useGridEditing } from '../../../../src/components/lists/GridEditing';
import type { BulkEditResult } from '../../../../src/domain/bulk';
import { en } from '../../../../src/i18n/en';
import { mergeMessages } from '../../../../src/i18n/merge';

const english = mergeMessages(en, {}) as unknown as TranslationMessages;
const rows = [
  { id: 'v1', name: 'Aula Nord', address: 'Hafen 1', comment: null, version: 'a1' },
  { id: 'v2', name: 'Halle Süd', address: 'Ring 2', comment: 'alt', version: 'b1' },
  { id: 'v3', name: 'Keller', address: null, comment: null, version: 'c1' },
];

/** The grid on a list of pages of `perPage` rows, switched on; the screen holds the drafts, as ResourceList does. */
const Grid = ({ perPage, data, context }: { perPage: number; data: RaRecord[]; context?: string[] }) => {
  const list = useList({ data, perPage });
  const grid = { ...useGridEditing(), editing: true };
  return (
    <ListContextProvider value={list}>
      <TableOrGrid grid={grid} context={context}>
        the table
      </TableOrGrid>
      <button onClick={() => list.setPage(list.page === 1 ? 2 : 1)}>next page</button>
    </ListContextProvider>
  );
};

function show(
  editRows: (resource: string, params: never) => Promise<BulkEditResult>,
  perPage = 10,
  {
    resource = 'venues',
    data = rows as RaRecord[],
    context,
  }: { resource?: string; data?: RaRecord[]; context?: string[] } = {},
) {
  render(
    <AdminContext
      i18nProvider={polyglotI18nProvider(() => english, 'en')}
      dataProvider={{ ...testDataProvider(), editRows } as never}
    >
      <ResourceDefinitionContextProvider
        definitions={{ [resource]: { name: resource, hasList: true, recordRepresentation: 'name' } }}
      >
        <ResourceContextProvider value={resource}>
          <Grid perPage={perPage} data={data} context={context} />
        </ResourceContextProvider>
        <Notification />
      </ResourceDefinitionContextProvider>
    </AdminContext>,
  );
}

const cell = (row: number, column: number) => document.querySelector<HTMLElement>(`[data-cell="${row}:${column}"]`)!;
// jsdom's focus() tells React nothing: the focusin a browser sends with it
const focus = (element: HTMLElement) => {
  element.focus();
  fireEvent.focusIn(element);
};
const key = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

describe('Edit in the table', { timeout: 20_000 }, () => {
  // the grid is a lazy chunk: loaded once here, so that no test waits on its transform
  beforeAll(() => import('../../../../src/components/lists/grid/EditGrid'));
  afterEach(cleanup);

  it('moves one tab stop with the keys, edits a cell with Enter and keeps it with Enter, Escape cancels', async () => {
    show(vi.fn());
    expect(await screen.findByRole('grid')).toBeTruthy();
    expect(document.querySelectorAll('[role=grid] [tabindex="0"]')).toHaveLength(1);
    focus(cell(0, 1));
    key('ArrowDown');
    await waitFor(() => expect(document.activeElement).toBe(cell(1, 1)));
    expect(cell(1, 1).tabIndex).toBe(0);
    expect(cell(0, 1).tabIndex).toBe(-1);
    key('Enter');
    const input = await waitFor(() => within(cell(1, 1)).getByRole('textbox'));
    fireEvent.change(input, { target: { value: 'Ring 9' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(cell(1, 1).dataset.changed).toBe('true'));
    expect(cell(1, 1).textContent).toContain('Ring 9');
    expect(screen.getByTestId('grid-save').textContent).toBe('Save one row');
    // Escape leaves the cell as it was
    focus(cell(1, 2));
    key('Enter');
    const other = await waitFor(() => within(cell(1, 2)).getByRole('textbox'));
    fireEvent.change(other, { target: { value: 'neu' } });
    fireEvent.keyDown(other, { key: 'Escape' });
    await waitFor(() => expect(within(cell(1, 2)).queryByRole('textbox')).toBeNull());
    expect(cell(1, 2).textContent).toBe('alt');
    expect(cell(1, 2).dataset.changed).toBeUndefined();
  });

  it('fills a pasted block, holds the save while a cell is invalid, and sends each row with its version', async () => {
    const editRows = vi.fn(async () => ({
      data: ['v1'],
      refused: [
        { id: 'v2', code: 'CHANGED_MEANWHILE', message: 'Someone else changed this record after you opened it.' },
      ],
    }));
    show(editRows);
    focus(await waitFor(() => cell(0, 1)));
    const clipboardData = {
      getData: () => `Am Markt 1\tneu\r\nAm Markt 2\t${'x'.repeat(2001)}\r\nZu weit\tweg\r\nnoch\tweiter\r\n`,
    };
    fireEvent.paste(cell(0, 1), { clipboardData });
    await waitFor(() =>
      expect(within(cell(1, 2)).getByTestId('cell-error').textContent).toBe('2000 characters maximum.'),
    );
    expect(cell(1, 2).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByTestId('grid-save') as HTMLButtonElement).disabled).toBe(true);
    // the block's fourth line lies beyond the page's rows
    expect(cell(2, 1).textContent).toContain('Zu weit');
    focus(cell(1, 2));
    key('Delete');
    await waitFor(() => expect((screen.getByTestId('grid-save') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId('grid-save').textContent).toBe('Save 3 rows');
    fireEvent.click(screen.getByTestId('grid-save'));
    await waitFor(() => expect(editRows).toHaveBeenCalledTimes(1));
    expect(editRows).toHaveBeenCalledWith('venues', {
      rows: [
        { id: 'v1', version: 'a1', data: { address: 'Am Markt 1', comment: 'neu' } },
        { id: 'v2', version: 'b1', data: { address: 'Am Markt 2', comment: null } },
        { id: 'v3', version: 'c1', data: { address: 'Zu weit', comment: 'weg' } },
      ],
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('row-status').map((status) => status.textContent)).toEqual([
        'Not saved: Someone else changed this record after you opened it.',
        'Not saved yet',
      ]),
    );
  });

  it('keeps the changes of a row on another page and sends them with the others', async () => {
    const editRows = vi.fn(async () => ({ data: ['v1', 'v3'], refused: [] }));
    show(editRows, 2);
    focus(await waitFor(() => cell(0, 1)));
    fireEvent.paste(cell(0, 1), { clipboardData: { getData: () => 'Am Markt 1' } });
    await waitFor(() => expect(cell(0, 1).dataset.changed).toBe('true'));
    fireEvent.click(screen.getByText('next page'));
    await waitFor(() => expect(cell(0, 0).textContent).toBe('Keller'));
    expect(cell(0, 1).dataset.changed).toBeUndefined();
    focus(cell(0, 2));
    fireEvent.paste(cell(0, 2), { clipboardData: { getData: () => 'unten' } });
    await waitFor(() => expect(screen.getByTestId('grid-save').textContent).toBe('Save 2 rows'));
    fireEvent.click(screen.getByText('next page'));
    await waitFor(() => expect(cell(0, 0).textContent).toBe('Aula Nord'));
    expect(cell(0, 1).dataset.changed).toBe('true');
    expect(cell(0, 1).textContent).toContain('Am Markt 1');
    fireEvent.click(screen.getByTestId('grid-save'));
    await waitFor(() =>
      expect(editRows).toHaveBeenCalledWith('venues', {
        rows: [
          { id: 'v1', version: 'a1', data: { address: 'Am Markt 1' } },
          { id: 'v3', version: 'c1', data: { comment: 'unten' } },
        ],
      }),
    );
    await waitFor(() => expect(screen.queryAllByTestId('row-status')).toHaveLength(0));
  });

  it('offers Undo after a pasted block is saved: each saved row gets its values back on the version the save gave it', async () => {
    const editRows = vi.fn(async (_resource: string, params: { rows: { id: string }[]; undo?: boolean }) =>
      params.undo
        ? {
            data: ['v1'],
            refused: [
              { id: 'v3', code: 'CHANGED_MEANWHILE', message: 'Someone else changed this record after you opened it.' },
            ],
          }
        : { data: ['v1', 'v3'], refused: [], versions: { v1: 'a2', v3: 'c2' } },
    );
    show(editRows);
    focus(await waitFor(() => cell(0, 1)));
    // a cell typed over twice keeps the value it had before the first change as the one to restore
    fireEvent.paste(cell(0, 1), { clipboardData: { getData: () => 'Erst\tneu' } });
    fireEvent.paste(cell(0, 1), { clipboardData: { getData: () => 'Dann' } });
    focus(cell(2, 1));
    fireEvent.paste(cell(2, 1), { clipboardData: { getData: () => 'Keller 1' } });
    await waitFor(() => expect(screen.getByTestId('grid-save').textContent).toBe('Save 2 rows'));
    fireEvent.click(screen.getByTestId('grid-save'));
    expect(await screen.findByText('2 entries saved.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(editRows).toHaveBeenCalledTimes(2));
    expect(editRows.mock.calls[1]).toEqual([
      'venues',
      {
        rows: [
          { id: 'v1', version: 'a2', data: { address: 'Hafen 1', comment: null } },
          { id: 'v3', version: 'c2', data: { address: null } },
        ],
        undo: true,
      },
    ]);
    // the row someone changed since is named with the reason
    const dialog = await screen.findByRole('dialog', { name: 'Undo the save of 2 rows' });
    expect(within(dialog).getByTestId('bulk-summary').textContent).toBe(
      'One entry set back. One row was not set back:',
    );
    expect(within(dialog).getByTestId('bulk-result').textContent).toContain('Keller');
    expect(within(dialog).getByTestId('bulk-result').textContent).toContain('Someone else changed this record');
  });

  it('shows read-only columns that tell rows apart after the name, a choice by its text, and starts at the first editable cell', async () => {
    const requests = [
      { id: 'r1', instructorName: 'Sarah Klein', disciplineName: 'BLS', status: 'DATAENTRY', info: null, version: 'a' },
      { id: 'r2', instructorName: 'Sarah Klein', disciplineName: 'ACLS', status: 'CERTIFIED', info: 'x', version: 'b' },
    ];
    const editRows = vi.fn(async () => ({ data: ['r1'], refused: [] }));
    show(editRows, 10, { resource: 'instructor-certificates', data: requests, context: ['disciplineName', 'status'] });
    await screen.findByRole('grid');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Instructor',
      'Discipline',
      'Status',
      'Information',
      'Changes',
    ]);
    expect([cell(0, 1), cell(0, 2), cell(1, 2)].map((one) => one.textContent)).toEqual([
      'BLS',
      'Data entry',
      'Certified',
    ]);
    expect(cell(0, 2).getAttribute('aria-readonly')).toBe('true');
    expect(cell(0, 3).tabIndex).toBe(0);
    focus(cell(0, 3));
    fireEvent.paste(cell(0, 3), { clipboardData: { getData: () => 'Original liegt vor' } });
    await waitFor(() => expect(cell(0, 3).dataset.changed).toBe('true'));
    fireEvent.click(screen.getByTestId('grid-save'));
    await waitFor(() =>
      expect(editRows).toHaveBeenCalledWith('instructor-certificates', {
        rows: [{ id: 'r1', version: 'a', data: { info: 'Original liegt vor' } }],
      }),
    );
  });
});
