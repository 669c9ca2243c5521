import { isValidElement, type ReactNode } from 'react';
import {
  useCreatePath,
  useListContext,
  useResourceContext,
  useStore,
  type DataTableProps,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { getPath, type GroupOption } from './grouping';
import { useNewRecordId } from './newRecord';
import { columnsOf } from './readableColumns';

export interface ReadableListProps extends Pick<
  DataTableProps,
  'rowClick' | 'expand' | 'empty' | 'hiddenColumns' | 'storeKey' | 'bulkActionButtons'
> {
  /** The DataTable's columns: the first names the row, the others become label and value lines, those without a source its actions. */
  children: ReactNode;
  grouping?: GroupOption;
  /** Shown at the start of the row above the entries (the phone filter button), also without entries. */
  toolbar?: ReactNode;
}

/**
 * What a ReadableList shows and does, worked out once for all its entries: the visible columns as
 * title, label–value lines and actions, the sortable fields, what a click on an entry does, the
 * expanded entries, where a group starts, and the selection for the bulk actions.
 */
export function useReadableList({
  children,
  rowClick,
  hiddenColumns,
  storeKey,
  grouping,
  bulkActionButtons,
}: ReadableListProps) {
  const { data, isPending, selectedIds = [], onToggleItem, onSelect } = useListContext();
  const marked = useNewRecordId();
  const resource = useResourceContext() ?? '';
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const [hidden] = useStore<string[]>(storeKey ?? `${resource}.datatable`, hiddenColumns ?? []);
  // the same expanded rows as the table (react-admin's useExpanded), so row actions can open them too
  const [expanded, setExpanded] = useStore<Identifier[]>(`${resource}.datagrid.expanded`, []);
  const rows = data ?? [];

  const columns = columnsOf(children).filter((column) => !hidden.includes(column.source ?? ''));
  const actions = columns.filter((column) => !column.source);
  // the organisation says where a row lives, not what it is: it titles an entry only when alone
  const named = columns.filter((column) => column.source);
  const title = named.find((column) => column.source !== 'organisationName') ?? named[0];
  const details = named.filter((column) => column !== title);
  const sortable = columns.filter((column) => column.source && !column.disableSort).map((column) => column.source!);
  const toggle = (id: Identifier) =>
    setExpanded(expanded.includes(id) ? expanded.filter((other) => other !== id) : [...expanded, id]);
  const clickable = !!rowClick && rowClick !== 'toggleSelection';
  const open = async (record: RaRecord) => {
    const target = typeof rowClick === 'function' ? await rowClick(record.id, resource, record) : rowClick;
    if (target === 'expand') toggle(record.id);
    else if (target === 'edit' || target === 'show') navigate(createPath({ resource, id: record.id, type: target }));
    else if (target && target !== 'toggleSelection') navigate(target);
  };
  const groupKey = (record: RaRecord) => (grouping ? JSON.stringify(getPath(record, grouping.field) ?? null) : '');
  const startsGroup = (index: number) => index === 0 || groupKey(rows[index - 1]) !== groupKey(rows[index]);

  const selectable = isValidElement(bulkActionButtons) && !!onToggleItem;
  const allSelected = rows.every((record) => selectedIds.includes(record.id));
  const selection = {
    selectable,
    selectedIds,
    allSelected,
    someSelected: rows.some((record) => selectedIds.includes(record.id)),
    toggle: (id: Identifier) => onToggleItem(id),
    toggleAll: () => onSelect?.(allSelected ? [] : rows.map((record) => record.id)),
  };

  return {
    rows,
    isPending,
    resource,
    marked,
    expanded,
    title,
    details,
    actions,
    sortable,
    clickable,
    open,
    startsGroup,
    selection,
  };
}

/** A ReadableList's columns, clicks and selection, as its parts read them. */
export type ReadableListView = ReturnType<typeof useReadableList>;
