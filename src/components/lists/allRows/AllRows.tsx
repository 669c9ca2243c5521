import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Skeleton, TableBody, TableCell, TableRow } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  DataTableClasses,
  DataTableRow,
  ListContextProvider,
  RecordContextProvider,
  useDataTableRowSxContext,
  type ListControllerResult,
} from 'react-admin';
import { newRecordAttributes, useNewRecordId } from '../newRecord';
import { useRowChunks, type RowChunks } from './useRowChunks';

/**
 * A list showing all its rows where they are more than one page of the API (§9 "All"). The table is
 * react-admin's DataTable with a body that renders only the rows in view and the next few (a
 * virtualised list, @tanstack/react-virtual), so thousands of rows scroll as smoothly as ten; rows
 * still loading show as placeholders. The virtualiser (5 kB gzip) comes with the lists' chunk, not
 * the first screen; a chunk of its own cost the first screen more (it split react-dom, which both
 * import, out of the first screen's vendor chunk).
 */

/** A row's height before it is measured (a row of one line; taller ones are measured as they show). */
const ROW_HEIGHT = 45;
/** Wider than any table: a placeholder or spacer cell spans every column. */
const ALL_COLUMNS = 100;

const RowsContext = createContext<RowChunks | undefined>(undefined);

/** Rows above and below the rendered ones keep the scroll height; they hold nothing. */
const Spacer = ({ height }: { height: number }) =>
  height > 0 ? (
    <tr aria-hidden style={{ height }}>
      <td colSpan={ALL_COLUMNS} style={{ padding: 0, border: 0 }} />
    </tr>
  ) : null;

/** The DataTable's body (its `body` prop): the rows in view of the table's scroll container. */
const VirtualBody = ({ children }: { children?: ReactNode }) => {
  const rows = useContext(RowsContext)!;
  const rowSx = useDataTableRowSxContext();
  const marked = useNewRecordId();
  const body = useRef<HTMLTableSectionElement>(null);
  // the rows start below the sticky column headers
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => setScrollMargin(body.current?.offsetTop ?? 0), []);
  const virtualizer = useVirtualizer({
    count: rows.total,
    getScrollElement: () => body.current?.closest<HTMLElement>(`.${DataTableClasses.tableWrapper}`) ?? null,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    scrollMargin,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index;
  const last = items.at(-1)?.index;
  const { want } = rows;
  useEffect(() => {
    if (first !== undefined && last !== undefined) want(first, last);
  }, [first, last, want]);
  const before = items.length ? items[0].start - scrollMargin : 0;
  const after = items.length ? virtualizer.getTotalSize() - items.at(-1)!.end : 0;
  return (
    <TableBody ref={body} className={`datatable-body ${DataTableClasses.tbody}`} data-testid="all-rows">
      <Spacer height={before} />
      {items.map((item) => {
        const record = rows.rowAt(item.index);
        return record ? (
          <RecordContextProvider key={item.key} value={record}>
            <DataTableRow
              ref={virtualizer.measureElement}
              data-index={item.index}
              className={`${DataTableClasses.row} ${item.index % 2 === 0 ? DataTableClasses.rowEven : DataTableClasses.rowOdd}`}
              sx={rowSx?.(record, item.index)}
              {...newRecordAttributes(record, marked)}
            >
              {children}
            </DataTableRow>
          </RecordContextProvider>
        ) : (
          <TableRow key={item.key} ref={virtualizer.measureElement} data-index={item.index} data-testid="row-loading">
            <TableCell colSpan={ALL_COLUMNS}>
              <Skeleton />
            </TableCell>
          </TableRow>
        );
      })}
      <Spacer height={after} />
    </TableBody>
  );
};

/**
 * The list with all its rows: `table` builds the DataTable with the body it is given. Selecting
 * "all" selects the rows loaded so far.
 */
export const AllRows = ({
  list,
  meta,
  table,
}: {
  list: ListControllerResult;
  meta?: Record<string, unknown>;
  table: (body: typeof VirtualBody) => ReactNode;
}) => {
  const rows = useRowChunks(list, meta);
  return (
    <RowsContext.Provider value={rows}>
      <ListContextProvider value={{ ...list, data: rows.loaded } as ListControllerResult}>
        {table(VirtualBody)}
      </ListContextProvider>
    </RowsContext.Provider>
  );
};
