import { useRef, useState, type ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { useListContext, type DataTableProps, type Identifier, type SortPayload } from 'react-admin';
import { useAllFieldColumns } from './allFieldColumns';
import { useShowsAllRows } from './AppPagination';
import type { GroupOption } from './grouping';
import { useMarkedRecord, usePinnedList, useScrollToMarked } from './newRecord';
import { useTableFitsScreen } from './fitTable';

export interface AppDataTableProps extends Omit<DataTableProps, 'setSort'> {
  /** With a mandatory sort a column cycles asc, desc, asc; otherwise asc, desc, none (§4 Table sort). */
  mandatorySort?: boolean;
  /** Rows grouped by this option: a header row starts each group (the list orders by it first). */
  grouping?: GroupOption;
  /** The id of the record just created in the list's dialog: highlighted, and shown first if not on this page. */
  created?: Identifier;
  children: ReactNode;
}

/**
 * What <AppDataTable> shows of the list in context: the record just created (marked, pinned to the
 * page and scrolled into view), the columns of every field the table does not show (hidden), the
 * screen's layout (a readable list below `md`, every row where "All" is more than a page), the box
 * whose table fits the screen, and the specification's sort cycle.
 */
export function useAppDataTable({
  mandatorySort,
  created,
  children,
  hiddenColumns,
}: Pick<AppDataTableProps, 'mandatorySort' | 'created' | 'children' | 'hiddenColumns'>) {
  const list = useListContext();
  const { sort, setSort, resource } = list;
  const marked = useMarkedRecord(created, list);
  const rows = usePinnedList(list, marked);
  // every field of the record, for the column picker: those the list does not show come hidden
  const all = useAllFieldColumns(resource, children);
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const allRows = useShowsAllRows();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useTableFitsScreen(box, !narrow);
  useScrollToMarked(box, marked, rows.data);
  const cycle = (next: SortPayload) => {
    const clearing = !mandatorySort && sort?.field === next.field && sort.order === 'DESC';
    setSort(clearing ? { field: '', order: 'ASC' } : next);
  };
  return {
    list,
    marked,
    rows,
    allColumns: all.columns,
    hiddenColumns: [...(hiddenColumns ?? []), ...all.hidden],
    narrow,
    allRows,
    phone,
    filtersOpen,
    setFiltersOpen,
    box,
    cycle,
  };
}
