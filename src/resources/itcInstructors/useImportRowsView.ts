import { useMemo, useState } from 'react';
import type { ImportResult } from '../../domain/certificates';

/** Which rows of the result the table shows: all or only the rejected ones, a page at a time. */
export const useImportRowsView = (result: ImportResult | null) => {
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const shown = useMemo(
    () => (result ? result.rows.filter((r) => !onlyErrors || r.action === 'error') : []),
    [result, onlyErrors],
  );
  /** All rows or only the rejected ones, from the first page. */
  const showOnlyErrors = (checked: boolean) => {
    setOnlyErrors(checked);
    setPage(0);
  };
  const changePerPage = (rows: number) => {
    setPerPage(rows);
    setPage(0);
  };
  return { onlyErrors, page, perPage, shown, setPage, showOnlyErrors, changePerPage };
};

export type ImportRowsView = ReturnType<typeof useImportRowsView>;
