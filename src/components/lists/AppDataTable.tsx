import type { ComponentType, ReactNode } from 'react';
import { Box } from '@mui/material';
import { DataTable, ListContextProvider, useTranslate, type RaRecord } from 'react-admin';
import { AllRows } from './allRows/AllRows';
import { GroupedDataTableBody, GroupingProvider } from './grouping';
import { ListLoadNotices } from './ListLoadNotices';
import { MarkedDataTableBody, NewRecordProvider, newRecordSx } from './newRecord';
import { PhoneFilters } from './PhoneFilters';
import { ReadableList } from './ReadableList';
import { useAppDataTable, type AppDataTableProps } from './useAppDataTable';

/** §9: the action column is 50 px per action. */
export const ACTION_WIDTH = 50;

/**
 * The row actions column: 50 px per action (§9), and kept in view at the right edge while a table
 * wider than the screen scrolls (the theme makes `.actions` cells sticky).
 */
export const ActionsColumn = ({
  actions,
  children,
  render,
}: {
  actions: number;
  children?: ReactNode;
  render?: (record: RaRecord) => ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <DataTable.Col
      label={translate('lists.actions')}
      headerClassName="actions"
      cellClassName="actions"
      disableSort
      sx={{ width: ACTION_WIDTH * actions }}
      render={render}
    >
      {children}
    </DataTable.Col>
  );
};

/** Deleted rows are greyed out (§4 Soft deletion). */
export const deletedRowSx = (record: RaRecord) =>
  record.deleted ? { opacity: 0.6, '& td': { color: 'text.disabled', fontStyle: 'italic' } } : {};

/**
 * The rows scroll inside the table's container (its height bounded by useTableFitsScreen) under
 * the sticky headers, with the sideways scrollbar in view. Long texts wrap instead of widening
 * the table past the screen, so the actions column covers no data column.
 */
const tableSx = {
  // bounded to the screen before useTableFitsScreen measures the room: a table of all rows renders
  // those in view of its container, not thousands
  '& .RaDataTable-tableWrapper': { overflow: 'auto', maxHeight: '100vh' },
  // hyphenated in the page's language, not cut mid-word (a column is never narrower than its
  // longest word); a short value (a chip, a number) takes no more than 4rem, so nine columns fit
  // beside the open drawer at 1280 px; the checkbox and expand cells stay narrow
  '& td:not(.actions):not(.MuiTableCell-paddingCheckbox):not(.MuiTableCell-paddingNone)': {
    overflowWrap: 'break-word',
    hyphens: 'auto',
    minWidth: '4rem',
    maxWidth: '28rem',
  },
  // a chip (status, role, feature) wraps its text rather than widening its column or cutting it
  '& td .MuiChip-root': { height: 'auto', minHeight: 24, maxWidth: '100%' },
  '& td .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'break-word', py: '2px' },
  // a long German header (Beschäftigungsart) may break where the browser hyphenates the language
  '& th:not(.actions)': { hyphens: 'auto' },
  '& td.actions, & th.actions': { whiteSpace: 'nowrap' },
  // half MUI's 16 px beside each cell: nine columns fit at 1280 px beside the drawer
  '& th, & td': { paddingLeft: '8px', paddingRight: '8px' },
} as const;

/**
 * react-admin's DataTable with the specification's sort cycle, greyed deleted rows, and a column
 * for every field of the record (hidden until the column picker shows it). A sort
 * change goes back to page 1 (react-admin's list does that). Below `md` (phones, small tablets)
 * the same columns show as a readable list instead of a table. A record just created is highlighted
 * and scrolled into view, and shown first when the list's order puts it on another page.
 */
export const AppDataTable = ({
  mandatorySort = false,
  grouping,
  created,
  children: ownColumns,
  hiddenColumns: ownHidden,
  ...props
}: AppDataTableProps) => {
  const view = useAppDataTable({ mandatorySort, created, children: ownColumns, hiddenColumns: ownHidden });
  const children = (
    <>
      {ownColumns}
      {view.allColumns}
    </>
  );
  const tableWith = (body: ComponentType) => (
    <DataTable
      rowSx={(record: RaRecord) =>
        record.id === view.marked ? { ...deletedRowSx(record), ...newRecordSx } : deletedRowSx(record)
      }
      sx={tableSx}
      {...props}
      hiddenColumns={view.hiddenColumns}
      body={body}
      setSort={view.cycle}
    >
      {children}
    </DataTable>
  );
  const table = tableWith(grouping ? GroupedDataTableBody : MarkedDataTableBody);
  const content = view.narrow ? (
    <ReadableList
      rowClick={props.rowClick}
      expand={props.expand}
      empty={props.empty}
      hiddenColumns={view.hiddenColumns}
      storeKey={props.storeKey}
      grouping={grouping}
      bulkActionButtons={props.bulkActionButtons}
      toolbar={
        view.phone && <PhoneFilters open={view.filtersOpen} onToggle={() => view.setFiltersOpen(!view.filtersOpen)} />
      }
    >
      {children}
    </ReadableList>
  ) : view.allRows ? (
    // every row, in view as the user scrolls (no group headers: the rows come ordered by the group)
    <AllRows list={view.list} meta={grouping ? { groupBy: grouping.field } : undefined} table={tableWith} />
  ) : grouping ? (
    <GroupingProvider value={grouping}>{table}</GroupingProvider>
  ) : (
    table
  );
  return (
    <>
      <ListLoadNotices />
      <Box ref={view.box}>
        <NewRecordProvider value={view.marked}>
          <ListContextProvider value={view.rows}>{content}</ListContextProvider>
        </NewRecordProvider>
      </Box>
    </>
  );
};
