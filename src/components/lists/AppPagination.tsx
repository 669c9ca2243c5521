import { useMediaQuery, type Theme } from '@mui/material';
import { Pagination, useListContext, useTranslate } from 'react-admin';
import { useEffect, useRef } from 'react';
import { useFormat } from '../format';

/** §9: 10 rows by default; 10, 25, 50, 100 or all. */
export const DEFAULT_PER_PAGE = 10;
/**
 * "All" rows: the largest page the API serves (MAX_PAGE_SIZE). Not -1: react-admin's list divides
 * the total by perPage to correct an out-of-range page, and with -1 it flipped between page 1
 * and a negative page endlessly, rewriting the URL (and undoing a row click) while searching.
 */
export const ALL_ROWS = 1000;

/**
 * Whether the list shows all its rows though they are more than one page of the API: "All" chosen
 * (or a search) on a screen wide enough for the table, which then loads them in chunks and renders
 * those in view (`allRows/`). Phones page on by 1,000 and say so.
 */
export function useShowsAllRows() {
  const { perPage, total } = useListContext();
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'));
  return perPage === ALL_ROWS && total !== undefined && total > ALL_ROWS && wide;
}

/** No page buttons where every row is in the table. */
const NoPages = () => null;

export const AppPagination = () => {
  const translate = useTranslate();
  const format = useFormat();
  const { filterValues, perPage, setPerPage, total } = useListContext();
  const all = useShowsAllRows();
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

  const options = [10, 25, 50, 100, { label: translate('lists.all'), value: ALL_ROWS }];
  return all ? (
    <Pagination
      rowsPerPageOptions={options}
      actions={NoPages}
      // passed on to MUI's TablePagination, which react-admin's props leave out of their type
      {...{ labelDisplayedRows: () => translate('lists.all_rows', { total: format.number(total ?? 0) }) }}
    />
  ) : (
    <Pagination rowsPerPageOptions={options} />
  );
};
