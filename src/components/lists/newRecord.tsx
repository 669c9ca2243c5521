import { createContext, forwardRef, useContext, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { alpha, keyframes, type Theme } from '@mui/material';
import {
  DataTableBody,
  DataTableRow,
  useGetOne,
  useListContext,
  useRecordContext,
  type DataTableBodyProps,
  type DataTableRowProps,
  type Identifier,
  type ListControllerResult,
  type RaRecord,
} from 'react-admin';

/**
 * The record just created in a list's dialog (issue 13, point 7): highlighted where the list shows
 * it, and shown first on the page the user is on when the list's order puts it on another page, so
 * it is never left on page 3. It stays marked until the user pages, sorts or filters.
 */
const NewRecordContext = createContext<Identifier | undefined>(undefined);

/** The id of the record just created in this list, while it is marked. */
export const useNewRecordId = () => useContext(NewRecordContext);
export const NewRecordProvider = NewRecordContext.Provider;

/** The attribute that marks the new record's row or entry (for the scroll into view, and tests). */
export const NEW_RECORD_ATTRIBUTE = 'data-new-record';
export const newRecordAttributes = (record: RaRecord | undefined, id: Identifier | undefined) =>
  id !== undefined && record?.id === id ? { [NEW_RECORD_ATTRIBUTE]: 'true' } : {};

/** A brief clear highlight that fades to a faint tint, which stays while the row is marked. */
const highlight = keyframes`
  from { background-color: var(--new-record-strong); }
  to { background-color: var(--new-record-faint); }
`;
export const newRecordSx = {
  '--new-record-strong': (theme: Theme) => alpha(theme.palette.success.main, 0.35),
  '--new-record-faint': (theme: Theme) => alpha(theme.palette.success.main, 0.1),
  animation: `${highlight} 4s ease-out forwards`,
} as const;

/**
 * The marked record of a list: the id handed over after a create, from the list's reload that
 * follows the create until its next load (a delete, an edit, a refresh) or until the user pages,
 * sorts or filters. A spent mark stays spent, also when the user comes back.
 */
export function useMarkedRecord(created: Identifier | undefined, list: ListControllerResult) {
  const view = JSON.stringify([list.page, list.perPage, list.sort, list.filterValues]);
  const [mark, setMark] = useState<Mark>();
  // derived state (React's pattern for it), one step per render: waiting for the reload after the
  // create, reloading, shown, spent
  let next = mark;
  if (created !== undefined && next?.id !== created) next = { id: created, view, phase: 'waiting' };
  if (next && next.phase !== 'spent') {
    if (next.view !== view) next = { ...next, phase: 'spent' };
    else if (next.phase === 'waiting' && list.isFetching) next = { ...next, phase: 'reloading' };
    else if (next.phase === 'reloading' && !list.isFetching) next = { ...next, phase: 'shown' };
    else if (next.phase === 'shown' && list.isFetching) next = { ...next, phase: 'spent' };
  }
  if (next !== mark) setMark(next);
  return next?.phase === 'shown' ? next.id : undefined;
}

interface Mark {
  id: Identifier;
  /** The page, sort and filters the record was created in. */
  view: string;
  phase: 'waiting' | 'reloading' | 'shown' | 'spent';
}

/**
 * The list with the marked record first when the page does not hold it (read with getOne, the
 * shape the list's rows have).
 */
export function usePinnedList(list: ListControllerResult, id: Identifier | undefined): ListControllerResult {
  const { data: record } = useGetOne<RaRecord>(list.resource, { id: id! }, { enabled: id !== undefined });
  return useMemo(() => {
    if (id === undefined || !record || record.id !== id || !list.data) return list;
    if (list.data.some((row) => row.id === id)) return list;
    return { ...list, data: [record, ...list.data] };
  }, [list, record, id]);
}

/** Scrolls the marked row into view once, when it is shown. */
export function useScrollToMarked(box: RefObject<HTMLElement | null>, id: Identifier | undefined, shown: unknown) {
  const done = useRef<Identifier>(undefined);
  useEffect(() => {
    if (id === undefined || done.current === id) return;
    const row = box.current?.querySelector(`[${NEW_RECORD_ATTRIBUTE}]`);
    if (!row) return;
    done.current = id;
    row.scrollIntoView({ block: 'nearest' });
  }, [box, id, shown]);
}

/** A DataTable row that carries the mark of the new record. */
const MarkedRow = forwardRef<HTMLTableRowElement, DataTableRowProps>((props, ref) => {
  const record = useRecordContext();
  const id = useNewRecordId();
  return <DataTableRow ref={ref} {...props} {...newRecordAttributes(record, id)} />;
});
MarkedRow.displayName = 'MarkedRow';

/** DataTable's own body with rows that carry the mark of the new record. */
export const MarkedDataTableBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={MarkedRow} />;

/** The list context of the rows inside a list component (the marked record pinned where needed). */
export const useListWithMarked = (created: Identifier | undefined) => {
  const list = useListContext();
  const id = useMarkedRecord(created, list);
  return { id, list: usePinnedList(list, id) };
};
