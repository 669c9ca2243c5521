import { Children, createElement, Fragment, isValidElement, type ElementType, type ReactNode } from 'react';
import { Box, Checkbox, Link, List, ListItem, ListSubheader, Stack, Typography } from '@mui/material';
import {
  BulkActionsToolbar,
  FieldTitle,
  RecordContextProvider,
  SortButton,
  useCreatePath,
  useListContext,
  useResourceContext,
  useStore,
  useTranslate,
  type DataTableProps,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { getPath, type GroupOption } from './grouping';
import { newRecordAttributes, newRecordSx, useNewRecordId } from './newRecord';

/** The props of a DataTable column this list reads. */
interface Column {
  source?: string;
  label?: ReactNode;
  render?: (record: RaRecord) => ReactNode;
  field?: ElementType;
  children?: ReactNode;
  disableSort?: boolean;
}

const columnsOf = (children: ReactNode): Column[] =>
  Children.toArray(children).flatMap((child) => {
    if (!isValidElement<Column>(child)) return [];
    return child.type === Fragment ? columnsOf(child.props.children) : [child.props];
  });

/** A cell's content, as DataTable renders it. */
const valueOf = (column: Column, record: RaRecord): ReactNode => {
  if (column.children) return column.children;
  if (column.render) return column.render(record);
  if (column.field) return createElement(column.field, { source: column.source });
  const value = getPath(record, column.source ?? '');
  return value == null ? null : String(value);
};

const isBlank = (value: ReactNode) => value == null || value === '' || value === false;

interface ReadableListProps extends Pick<
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
 * A list's rows as readable entries for narrow screens (below `md`): the first column as the title,
 * the other visible columns as label–value pairs, the row actions beside it, and a sort menu in
 * place of the column headers. It reads the same columns as the table, so no list describes its
 * rows twice. The title is a button for keyboard users; a click anywhere on the entry does the same.
 * With bulk actions each entry has a checkbox, and the table's bulk toolbar acts on the selection.
 */
export const ReadableList = ({
  children,
  rowClick,
  expand,
  empty,
  hiddenColumns,
  storeKey,
  grouping,
  bulkActionButtons,
  toolbar,
}: ReadableListProps) => {
  const { data, isPending, selectedIds = [], onToggleItem, onSelect } = useListContext();
  const translate = useTranslate();
  const marked = useNewRecordId();
  const resource = useResourceContext() ?? '';
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const [hidden] = useStore<string[]>(storeKey ?? `${resource}.datatable`, hiddenColumns ?? []);
  // the same expanded rows as the table (react-admin's useExpanded), so row actions can open them too
  const [expanded, setExpanded] = useStore<Identifier[]>(`${resource}.datagrid.expanded`, []);
  // the phone's filter button (and the select-all box) on the left, the sort button on the right
  const bar = (sorting: ReactNode, selection: ReactNode = null) =>
    (toolbar || sorting || selection) && (
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, pt: 0.5 }}>
        <span>
          {selection}
          {toolbar}
        </span>
        {sorting}
      </Stack>
    );
  if (isPending) return <>{bar(null)}</>;
  if (!data?.length)
    return (
      <>
        {bar(null)}
        {empty}
      </>
    );

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

  const selectable = isValidElement(bulkActionButtons) && !!onToggleItem;
  const allSelected = data.every((record) => selectedIds.includes(record.id));
  const selectAll = selectable && (
    <Checkbox
      checked={allSelected}
      indeterminate={!allSelected && data.some((record) => selectedIds.includes(record.id))}
      onChange={() => onSelect?.(allSelected ? [] : data.map((record) => record.id))}
      slotProps={{ input: { 'aria-label': translate('ra.action.select_all') } }}
      data-testid="readable-select-all"
    />
  );

  return (
    <Box data-testid="readable-list">
      {selectable && <BulkActionsToolbar>{bulkActionButtons}</BulkActionsToolbar>}
      {bar(sortable.length > 1 && <SortButton fields={sortable} />, selectAll)}
      <List disablePadding>
        {data.map((record, index) => (
          <RecordContextProvider key={record.id} value={record}>
            {grouping && (index === 0 || groupKey(data[index - 1]) !== groupKey(record)) && (
              <ListSubheader disableSticky sx={{ lineHeight: 2.5, bgcolor: 'action.hover' }}>
                {grouping.format
                  ? grouping.format(getPath(record, grouping.field), record)
                  : String(getPath(record, grouping.field) ?? '–')}
              </ListSubheader>
            )}
            <ListItem
              divider
              data-testid="readable-row"
              {...newRecordAttributes(record, marked)}
              onClick={clickable ? () => void open(record) : undefined}
              sx={{
                alignItems: 'flex-start',
                gap: 1,
                py: { xs: 0.75, sm: 1 },
                cursor: clickable ? 'pointer' : undefined,
                ...(record.deleted ? { opacity: 0.6, fontStyle: 'italic' } : {}),
                ...(record.id === marked ? newRecordSx : {}),
              }}
            >
              {selectable && (
                <Checkbox
                  size="small"
                  checked={selectedIds.includes(record.id)}
                  onClick={(event) => event.stopPropagation()}
                  onChange={() => onToggleItem(record.id)}
                  slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
                  data-testid="readable-select"
                  sx={{ mt: -0.5, ml: -1 }}
                />
              )}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                {/* the row actions beside the title, so the lines below have the entry's whole width */}
                <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
                  <Box sx={{ flex: 1, minWidth: 0, alignSelf: 'center' }}>
                    {title &&
                      (clickable ? (
                        <Link
                          component="button"
                          type="button"
                          variant="subtitle1"
                          underline="hover"
                          color="inherit"
                          onClick={(event: React.MouseEvent) => {
                            event.stopPropagation();
                            void open(record);
                          }}
                          sx={{ textAlign: 'left', fontWeight: 500, overflowWrap: 'anywhere' }}
                        >
                          {valueOf(title, record)}
                        </Link>
                      ) : (
                        <Typography variant="subtitle1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                          {valueOf(title, record)}
                        </Typography>
                      ))}
                  </Box>
                  {actions.length > 0 && (
                    <Box
                      sx={{ flexShrink: 0, display: 'flex', mt: -0.5, mr: -1 }}
                      onClick={(event) => event.stopPropagation()}
                    >
                      {actions.map((column, i) => (
                        <Fragment key={i}>{valueOf(column, record)}</Fragment>
                      ))}
                    </Box>
                  )}
                </Stack>
                <Box
                  component="dl"
                  sx={{
                    display: 'grid',
                    // a label column as wide as its longest word or line (up to 40 %), so German
                    // labels (Veranstaltungsort, Telefonnummer) stay whole and values keep the rest
                    gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
                    columnGap: { xs: 1.5, sm: 2 },
                    rowGap: 0.25,
                    my: { xs: 0.25, sm: 0.5 },
                    // a chip shows its whole text, on two lines where it must
                    '& .MuiChip-root': { height: 'auto', minHeight: 24, maxWidth: '100%' },
                    '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: '2px' },
                  }}
                >
                  {details.map((column) => {
                    const value = valueOf(column, record);
                    if (isBlank(value)) return null;
                    return (
                      <Fragment key={column.source}>
                        <Typography
                          component="dt"
                          variant="body2"
                          color="text.secondary"
                          sx={{ overflowWrap: 'break-word', hyphens: 'auto' }}
                        >
                          <FieldTitle label={column.label} source={column.source} resource={resource} />
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                          {value}
                        </Typography>
                      </Fragment>
                    );
                  })}
                </Box>
                {expand && expanded.includes(record.id) && (
                  <Box id={`${resource}-${record.id}-expand`} onClick={(event) => event.stopPropagation()}>
                    {isValidElement(expand) ? expand : null}
                  </Box>
                )}
              </Box>
            </ListItem>
          </RecordContextProvider>
        ))}
      </List>
    </Box>
  );
};
