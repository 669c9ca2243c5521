import { useEffect, useRef, useState } from 'react';
import { cellKey } from './gridColumns';
import { clampCell, type Cell } from './keyboard';

/**
 * The grid's one tab stop and the cell being edited. `place` is the tab stop kept inside the grid's
 * `rows` × `width` cells; `setAt` follows the focus where the user put it, `moveTo` moves the focus
 * there itself. `grid` is the table's ref, in which the focus is looked for.
 */
export function useGridSelection(rows: number, width: number, start: Cell) {
  const [at, setAt] = useState<Cell>(start);
  const [editing, setEditing] = useState<Cell>();
  const grid = useRef<HTMLTableElement>(null);
  // the focus follows `at` only after a move of the user's, never on a render of its own
  const moved = useRef(false);
  const place = clampCell(at, rows, width);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const cell = grid.current?.querySelector<HTMLElement>(`[data-cell="${cellKey(place)}"]`);
    (cell?.querySelector<HTMLElement>('button') ?? cell)?.focus();
  });

  const moveTo = (cell: Cell) => {
    moved.current = true;
    setAt(cell);
  };
  /** Edits a cell (a double click on it). */
  const edit = (cell: Cell) => {
    setAt(cell);
    setEditing(cell);
  };
  /** Leaves a cell's input unsaved (Escape), the focus back on the cell. */
  const cancel = (cell: Cell) => {
    setEditing(undefined);
    moveTo(cell);
  };

  return { grid, place, editing, setAt, setEditing, moveTo, edit, cancel };
}

export type GridSelection = ReturnType<typeof useGridSelection>;
