import type { Dispatch, KeyboardEvent, SetStateAction } from 'react';
import { useGetRecordRepresentation, useResourceContext, type RaRecord } from 'react-admin';
import { cellValue, type CellValue, type YesNo } from './cellValue';
import type { AfterCommit } from './CellEditor';
import { withCell, type Drafts } from './drafts';
import { cellKey, type GridColumn } from './gridColumns';
import { moveFrom, type Cell } from './keyboard';
import type { GridSelection } from './useGridSelection';

/**
 * The grid's keys and its cells' edits: `onKeyDown` moves the tab stop (arrows, Tab, Home, End),
 * edits the cell with Enter or F2 and clears it with Delete or Backspace; `commit` keeps the value
 * an input hands back in the drafts and moves on as the input asks (stay, next or previous cell).
 */
export function useGridKeyboard({
  data,
  columns,
  width,
  selection,
  setDrafts,
  yesNo,
}: {
  data: RaRecord[];
  columns: readonly GridColumn[];
  /** The cells in a row: the columns and the row's state. */
  width: number;
  selection: GridSelection;
  setDrafts: Dispatch<SetStateAction<Drafts>>;
  yesNo: YesNo;
}) {
  const represent = useGetRecordRepresentation(useResourceContext()!);
  const { place, setEditing, moveTo } = selection;

  const setCell = (row: RaRecord, source: string, cell: CellValue) =>
    setDrafts((current) => withCell(current, row, String(represent(row)), source, cell));

  const commit = (cell: Cell, value: unknown, then: AfterCommit) => {
    const row = data[cell.row];
    const { source, field } = columns[cell.column];
    if (row && field) setCell(row, source, { value });
    setEditing((current) => (current && cellKey(current) === cellKey(cell) ? undefined : current));
    const next =
      then === 'stay' ? cell : moveFrom(cell, { key: 'Tab', shiftKey: then === 'previous' }, data.length, width);
    moveTo(next ?? cell);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const column = columns[place.column];
    const row = data[place.row];
    const next = moveFrom(place, event, data.length, width);
    if (next) {
      event.preventDefault();
      moveTo(next);
    } else if ((event.key === 'Enter' || event.key === 'F2') && column?.field) {
      event.preventDefault();
      setEditing(place);
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && column?.field && row) {
      event.preventDefault();
      setCell(row, column.source, cellValue(column.field, '', yesNo));
    }
  };

  return { onKeyDown, commit };
}
