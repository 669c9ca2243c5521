import { describe, expect, it, vi } from 'vitest';
import type { BulkEditResult } from '../../../src/domain/bulk';
import { runUndo, undoOf, undoRequests } from '../../../src/components/lists/bulkUndo';
import { ApiError } from '../../../src/providers/http';

/**
 * The undo of a bulk change (issue 28.4): each row it saved gets back its values of the fields it
 * wrote, on the version the change gave it, in one request per set of values.
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

describe('undoRequests', () => {
  it('sends the rows that get the same values back in one request, whatever the order of their fields', () => {
    const requests = undoRequests({
      resource: 'venues',
      rows: [
        { id: 'a', previous: { comment: 'Tor 2', address: 'Ring 8' }, version: 'a2' },
        { id: 'b', previous: { comment: null, address: 'Ring 8' }, version: 'b2' },
        { id: 'c', previous: { address: 'Ring 8', comment: 'Tor 2' }, version: 'c2' },
      ],
    });
    expect(requests).toEqual([
      { ids: ['a', 'c'], data: { comment: 'Tor 2', address: 'Ring 8' }, versions: { a: 'a2', c: 'c2' } },
      { ids: ['b'], data: { comment: null, address: 'Ring 8' }, versions: { b: 'b2' } },
    ]);
  });
});

describe('runUndo', () => {
  const undo = {
    resource: 'venues',
    rows: [
      { id: 'a', previous: { comment: 'Tor 2' }, version: 'a2' },
      { id: 'b', previous: { comment: null }, version: 'b2' },
      { id: 'c', previous: { comment: 'Tor 2' }, version: 'c2' },
    ],
  };

  it('sends each request as an undo and answers what was written back and what was refused', async () => {
    const editMany = vi.fn(async (_resource: string, { ids }: { ids: unknown[] }): Promise<BulkEditResult> =>
      ids.includes('a')
        ? { data: ['a'], refused: [{ id: 'c', code: 'CHANGED_MEANWHILE', message: 'changed' }] }
        : { data: ['b'], refused: [] },
    );
    expect(await runUndo({ editMany }, undo)).toEqual({
      data: ['a', 'b'],
      refused: [{ id: 'c', code: 'CHANGED_MEANWHILE', message: 'changed' }],
    });
    expect(editMany.mock.calls).toEqual([
      ['venues', { ids: ['a', 'c'], data: { comment: 'Tor 2' }, versions: { a: 'a2', c: 'c2' }, undo: true }],
      ['venues', { ids: ['b'], data: { comment: null }, versions: { b: 'b2' }, undo: true }],
    ]);
  });

  it('names the rows of a request none of which may be reached any more, and passes other failures on', async () => {
    const gone = vi.fn(async (_resource: string, { ids }: { ids: unknown[] }): Promise<BulkEditResult> => {
      if (ids.includes('b')) throw new ApiError('Not found', 404, 'NOT_FOUND');
      return { data: ['a', 'c'], refused: [] };
    });
    expect(await runUndo({ editMany: gone }, undo)).toEqual({
      data: ['a', 'c'],
      refused: [{ id: 'b', code: 'NOT_FOUND', message: 'Not found' }],
    });
    const busy = vi.fn(async (): Promise<BulkEditResult> => {
      throw new ApiError('Busy', 503, 'BUSY');
    });
    await expect(runUndo({ editMany: busy }, undo)).rejects.toThrow('Busy');
  });
});
