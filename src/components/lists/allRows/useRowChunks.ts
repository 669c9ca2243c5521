import { useCallback, useMemo, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useDataProvider, type ListControllerResult, type RaRecord } from 'react-admin';
import { ALL_ROWS } from '../AppPagination';

/** The rows of an "All" list beyond the page the list itself loaded, by position. */
export interface RowChunks {
  /** How many rows match. */
  total: number;
  /** The row at a position, or undefined while its chunk loads. */
  rowAt: (index: number) => RaRecord | undefined;
  /** The rows loaded so far, in order (what the table selects from). */
  loaded: RaRecord[];
  /** Asks for the chunks holding the rows from `first` to `last`. */
  want: (first: number, last: number) => void;
}

/**
 * §9 "all rows are shown while searching", above the largest page the API serves: the matching
 * rows in chunks of that page size (the server's guard stays: no request asks for more), each
 * loaded once the user scrolls near it, with the list's own sort, filters and grouping. The list's
 * page is one of them; a change of sort or filters starts again.
 */
export function useRowChunks(list: ListControllerResult, meta: Record<string, unknown> | undefined): RowChunks {
  const dataProvider = useDataProvider();
  const { resource, sort, filterValues, filter, total = 0, page, data } = list;
  const query = useMemo(
    () => ({ sort, filter: { ...filterValues, ...filter }, meta }),
    [sort, filterValues, filter, meta],
  );
  const view = JSON.stringify([resource, query]);
  // the chunks asked for in this view (derived state: a new view asks anew)
  const [asked, setAsked] = useState<{ view: string; chunks: number[] }>({ view, chunks: [] });
  const chunks = asked.view === view ? asked.chunks : [];
  if (asked.view !== view) setAsked({ view, chunks: [] });
  const own = page - 1;
  const results = useQueries({
    queries: chunks.map((chunk) => ({
      queryKey: [resource, 'allRows', chunk, query],
      queryFn: () => dataProvider.getList(resource, { pagination: { page: chunk + 1, perPage: ALL_ROWS }, ...query }),
    })),
  });
  const loadedChunks = new Map<number, RaRecord[]>();
  if (data) loadedChunks.set(own, data);
  chunks.forEach((chunk, index) => {
    const rows = results[index]?.data?.data;
    if (rows) loadedChunks.set(chunk, rows);
  });
  const order = [...loadedChunks.keys()].sort((a, b) => a - b);
  const loaded = order.flatMap((chunk) => loadedChunks.get(chunk)!);
  const rowAt = (index: number) => loadedChunks.get(Math.floor(index / ALL_ROWS))?.[index % ALL_ROWS];
  const want = useCallback(
    (first: number, last: number) => {
      const needed: number[] = [];
      for (let chunk = Math.floor(first / ALL_ROWS); chunk <= Math.floor(last / ALL_ROWS); chunk++)
        if (chunk !== own) needed.push(chunk);
      setAsked((before) => {
        if (before.view !== view) return { view, chunks: needed };
        const missing = needed.filter((chunk) => !before.chunks.includes(chunk));
        return missing.length ? { view, chunks: [...before.chunks, ...missing] } : before;
      });
    },
    [own, view],
  );
  return { total, rowAt, loaded, want };
}
