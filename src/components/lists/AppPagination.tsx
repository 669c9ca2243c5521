import { Pagination, useListContext, useTranslate } from 'react-admin';
import { useEffect, useRef } from 'react';

/** §9: 10 rows by default; 10, 25, 50, 100 or all. */
export const DEFAULT_PER_PAGE = 10;
/**
 * "All" rows: the largest page the API serves (MAX_PAGE_SIZE). Not -1: react-admin's list divides
 * the total by perPage to correct an out-of-range page, and with -1 it flipped between page 1
 * and a negative page endlessly, rewriting the URL (and undoing a row click) while searching.
 */
export const ALL_ROWS = 1000;

export const AppPagination = () => {
  const translate = useTranslate();
  const { filterValues, perPage, setPerPage } = useListContext();
  const searching = typeof filterValues.q === 'string' && filterValues.q.trim() !== '';
  const before = useRef<number | null>(null);

  // §9: while searching, all matching rows are shown; afterwards the page size comes back.
  useEffect(() => {
    if (searching && before.current === null) {
      before.current = perPage;
      if (perPage !== ALL_ROWS) setPerPage(ALL_ROWS);
    } else if (!searching && before.current !== null) {
      const previous = before.current;
      before.current = null;
      if (previous !== perPage) setPerPage(previous);
    }
  }, [searching, perPage, setPerPage]);

  return <Pagination rowsPerPageOptions={[10, 25, 50, 100, { label: translate('lists.all'), value: ALL_ROWS }]} />;
};
