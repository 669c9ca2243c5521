import { describe, expect, it } from 'vitest';
import { clampCell, moveFrom } from '../../../../src/components/lists/grid/keyboard';

// a grid of 3 rows × 4 columns
const move = (row: number, column: number, key: string, modifiers: { shiftKey?: boolean; ctrlKey?: boolean } = {}) =>
  moveFrom({ row, column }, { key, ...modifiers }, 3, 4);

describe('moveFrom', () => {
  it('moves by one with the arrows and stops at the edges', () => {
    expect(move(1, 1, 'ArrowUp')).toEqual({ row: 0, column: 1 });
    expect(move(1, 1, 'ArrowDown')).toEqual({ row: 2, column: 1 });
    expect(move(1, 1, 'ArrowLeft')).toEqual({ row: 1, column: 0 });
    expect(move(1, 1, 'ArrowRight')).toEqual({ row: 1, column: 2 });
    expect(move(0, 0, 'ArrowUp')).toEqual({ row: 0, column: 0 });
    expect(move(0, 0, 'ArrowLeft')).toEqual({ row: 0, column: 0 });
    expect(move(2, 3, 'ArrowDown')).toEqual({ row: 2, column: 3 });
    expect(move(2, 3, 'ArrowRight')).toEqual({ row: 2, column: 3 });
  });

  it('goes to the row’s ends with Home and End, to the grid’s with Ctrl', () => {
    expect(move(1, 2, 'Home')).toEqual({ row: 1, column: 0 });
    expect(move(1, 2, 'End')).toEqual({ row: 1, column: 3 });
    expect(move(1, 2, 'Home', { ctrlKey: true })).toEqual({ row: 0, column: 0 });
    expect(move(1, 2, 'End', { ctrlKey: true })).toEqual({ row: 2, column: 3 });
  });

  it('moves on with Tab to the next row, back with Shift+Tab, and lets the focus leave past the ends', () => {
    expect(move(0, 2, 'Tab')).toEqual({ row: 0, column: 3 });
    expect(move(0, 3, 'Tab')).toEqual({ row: 1, column: 0 });
    expect(move(1, 0, 'Tab', { shiftKey: true })).toEqual({ row: 0, column: 3 });
    expect(move(2, 3, 'Tab')).toBeUndefined();
    expect(move(0, 0, 'Tab', { shiftKey: true })).toBeUndefined();
  });

  it('leaves other keys to the cell', () => {
    expect(move(1, 1, 'Enter')).toBeUndefined();
    expect(move(1, 1, 'a')).toBeUndefined();
  });
});

describe('clampCell', () => {
  it('keeps the focus inside a page with fewer rows', () => {
    expect(clampCell({ row: 9, column: 2 }, 3, 4)).toEqual({ row: 2, column: 2 });
    expect(clampCell({ row: 1, column: 7 }, 3, 4)).toEqual({ row: 1, column: 3 });
  });
});
