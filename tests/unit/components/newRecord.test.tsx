import { renderHook } from '@testing-library/react';
import type { Identifier, ListControllerResult } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { useMarkedRecord } from '../../../src/components/lists/newRecord';

/** The parts of a list's state the mark reads. */
const list = (state: Partial<ListControllerResult> = {}) =>
  ({
    page: 1,
    perPage: 10,
    sort: { field: 'name', order: 'ASC' },
    filterValues: {},
    isFetching: false,
    ...state,
  }) as ListControllerResult;

const track = () =>
  renderHook(({ created, state }) => useMarkedRecord(created, state), {
    initialProps: { created: undefined as Identifier | undefined, state: list() },
  });

describe('the mark of a record created in a list (issue 13.7)', () => {
  it('shows after the reload that follows the create, and ends with the next load', () => {
    const { result, rerender } = track();
    rerender({ created: 'new', state: list() });
    expect(result.current).toBeUndefined(); // the list still shows the rows from before the create
    rerender({ created: 'new', state: list({ isFetching: true }) });
    expect(result.current).toBeUndefined();
    rerender({ created: 'new', state: list() });
    expect(result.current).toBe('new');
    // a delete or an edit reloads the list: the mark is spent, and stays spent
    rerender({ created: 'new', state: list({ isFetching: true }) });
    rerender({ created: 'new', state: list() });
    expect(result.current).toBeUndefined();
  });

  it('ends when the user pages, sorts or filters, also when he comes back', () => {
    const { result, rerender } = track();
    rerender({ created: 'new', state: list({ isFetching: true }) });
    rerender({ created: 'new', state: list() });
    expect(result.current).toBe('new');
    rerender({ created: 'new', state: list({ page: 2 }) });
    expect(result.current).toBeUndefined();
    rerender({ created: 'new', state: list() });
    expect(result.current).toBeUndefined();
    // the next record created is marked again
    rerender({ created: 'newer', state: list({ isFetching: true }) });
    rerender({ created: 'newer', state: list() });
    expect(result.current).toBe('newer');
  });
});
