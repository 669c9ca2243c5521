import type { ClipboardEvent, Dispatch, SetStateAction } from 'react';
import { useGetRecordRepresentation, useNotify, useResourceContext, type RaRecord } from 'react-admin';
import type { YesNo } from './cellValue';
import { withCell, type Drafts } from './drafts';
import type { GridColumn } from './gridColumns';
import { parseBlock, pasteBlock } from './paste';
import type { GridSelection } from './useGridSelection';

/**
 * The grid's paste: a block copied from a spreadsheet fills the cells from the tab stop on, each
 * checked as the forms check it; a notice counts the cells left out. While a cell is edited, its
 * input takes the paste itself.
 */
export function useGridPaste({
  data,
  columns,
  selection: { place, editing },
  setDrafts,
  yesNo,
}: {
  data: RaRecord[];
  columns: readonly GridColumn[];
  selection: GridSelection;
  setDrafts: Dispatch<SetStateAction<Drafts>>;
  yesNo: YesNo;
}) {
  const notify = useNotify();
  const represent = useGetRecordRepresentation(useResourceContext()!);

  return (event: ClipboardEvent) => {
    if (editing) return;
    event.preventDefault();
    const block = parseBlock(event.clipboardData.getData('text/plain'));
    const { cells, left } = pasteBlock(
      block,
      place,
      data.length,
      columns.map((column) => column.field),
      yesNo,
    );
    setDrafts((current) =>
      cells.reduce((next, cell) => {
        const row = data[cell.row];
        return withCell(next, row, String(represent(row)), columns[cell.column].source, cell);
      }, current),
    );
    if (left) notify('lists.grid.left_out', { type: 'warning', messageArgs: { smart_count: left } });
  };
}
