/** A cell of the grid: its row and column, counted from 0 (the header row is not counted). */
export interface Cell {
  row: number;
  column: number;
}

/** The keys that move the focus between a grid's cells, as the WAI-ARIA grid pattern has them. */
export interface MoveKey {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/**
 * Where the focus goes from `at` on a key, in a grid of `rows` × `columns` cells: arrows move by one
 * and stop at the edges; Home and End go to the row's first and last cell, with Ctrl the grid's;
 * Tab and Shift+Tab move right and left, on to the next or previous row, and leave the grid past
 * its last or first cell (undefined, as for any other key: the browser's own Tab then takes over).
 */
export function moveFrom(at: Cell, event: MoveKey, rows: number, columns: number): Cell | undefined {
  const { row, column } = at;
  const corner = event.ctrlKey || event.metaKey;
  switch (event.key) {
    case 'ArrowUp':
      return { row: Math.max(0, row - 1), column };
    case 'ArrowDown':
      return { row: Math.min(rows - 1, row + 1), column };
    case 'ArrowLeft':
      return { row, column: Math.max(0, column - 1) };
    case 'ArrowRight':
      return { row, column: Math.min(columns - 1, column + 1) };
    case 'Home':
      return corner ? { row: 0, column: 0 } : { row, column: 0 };
    case 'End':
      return corner ? { row: rows - 1, column: columns - 1 } : { row, column: columns - 1 };
    case 'Tab': {
      const index = row * columns + column + (event.shiftKey ? -1 : 1);
      if (index < 0 || index >= rows * columns) return undefined;
      return { row: Math.floor(index / columns), column: index % columns };
    }
    default:
      return undefined;
  }
}

/** The cell kept in the grid when its rows change (another page, fewer rows). */
export const clampCell = (at: Cell, rows: number, columns: number): Cell => ({
  row: Math.max(0, Math.min(rows - 1, at.row)),
  column: Math.max(0, Math.min(columns - 1, at.column)),
});
