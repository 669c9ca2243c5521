import { describe, expect, it, vi } from 'vitest';
import type { BulkEditResult } from '../../../src/domain/bulk';
import { runUndo, undoOf, undoOfRows } from '../../../src/components/lists/bulkUndo';
import { ApiError } from '../../../src/providers/http';

/**
 * The undo of a bulk change (issue 28.4): each row it saved gets back its values of the fields it
 * wrote, on the version the change gave it, in one request.
 */
const before = [
  { id: 'a', comment: 'Tor 2', address: 'Ring 8' },
  { id: 'b', comment: null, address: 'Allee 3' },
  { id: 'c', comment: 'Tor 2', address: 'Weg 1' },
  { id: 'd', address: 'Platz 5' },
];

describe('undoOf', () => {
  it('keeps the replaced values of the fields written, for the rows saved only, with their versions now', () => {
    const result: BulkEditResult = {
      data: ['a', 'b', 'd'],
      refused: [{ id: 'c', code: 'CHANGED_MEANWHILE', message: 'changed' }],
      versions: { a: 'a2', b: 'b2', d: 'd2' },
    };
    expect(undoOf('venues', before, ['comment'], result)).toEqual({
      resource: 'venues',
      rows: [
        { id: 'a', previous: { comment: 'Tor 2' }, version: 'a2' },
        { id: 'b', previous: { comment: null }, version: 'b2' },
        // a field the row had no value in is cleared again, as the change sends an empty one
        { id: 'd', previous: { comment: null }, version: 'd2' },
      ],
    });
  });

  it('offers nothing when nothing was saved or the answer names no versions', () => {
    expect(undoOf('venues', before, ['comment'], { data: [], refused: [], versions: {} })).toBeUndefined();
    expect(undoOf('venues', before, ['comment'], { data: ['a'], refused: [] })).toBeUndefined();
  });
});

describe('undoOfRows', () => {
  it('keeps each saved row’s own fields, as a grid saves them, and leaves out rows it has no values of', () => {
    const previous = { a: { address: 'Ring 8' }, b: { comment: null, address: 'Allee 3' } };
    expect(
      undoOfRows('venues', previous, { data: ['a', 'b', 'x'], refused: [], versions: { a: 'a2', b: 'b2', x: 'x2' } }),
    ).toEqual({
      resource: 'venues',
      rows: [
        { id: 'a', previous: { address: 'Ring 8' }, version: 'a2' },
        { id: 'b', previous: { comment: null, address: 'Allee 3' }, version: 'b2' },
      ],
    });
  });
});

describe('runUndo', () => {
  const undo = {
    resource: 'venues',
    rows: [
      { id: 'a', previous: { comment: 'Tor 2' }, version: 'a2' },
      { id: 'b', previous: { comment: null, address: 'Allee 3' }, version: 'b2' },
      { id: 'c', previous: { comment: 'Tor 2' }, version: 'c2' },
    ],
  };

  it('sends every row with its own values and version in one undo, and answers what was written back and refused', async () => {
    const editRows = vi.fn(async (): Promise<BulkEditResult> => ({
      data: ['a', 'b'],
      refused: [{ id: 'c', code: 'CHANGED_MEANWHILE', message: 'changed' }],
      versions: { a: 'a3', b: 'b3' },
    }));
    expect(await runUndo({ editRows }, undo)).toEqual({
      data: ['a', 'b'],
      refused: [{ id: 'c', code: 'CHANGED_MEANWHILE', message: 'changed' }],
    });
    expect(editRows.mock.calls).toEqual([
      [
        'venues',
        {
          rows: [
            { id: 'a', version: 'a2', data: { comment: 'Tor 2' } },
            { id: 'b', version: 'b2', data: { comment: null, address: 'Allee 3' } },
            { id: 'c', version: 'c2', data: { comment: 'Tor 2' } },
          ],
          undo: true,
        },
      ],
    ]);
  });

  it('names every row when none may be reached any more, and passes other failures on', async () => {
    const gone = vi.fn(async (): Promise<BulkEditResult> => {
      throw new ApiError('Not found', 404, 'NOT_FOUND');
    });
    expect(await runUndo({ editRows: gone }, undo)).toEqual({
      data: [],
      refused: ['a', 'b', 'c'].map((id) => ({ id, code: 'NOT_FOUND', message: 'Not found' })),
    });
    const busy = vi.fn(async (): Promise<BulkEditResult> => {
      throw new ApiError('Busy', 503, 'BUSY');
    });
    await expect(runUndo({ editRows: busy }, undo)).rejects.toThrow('Busy');
  });
});
