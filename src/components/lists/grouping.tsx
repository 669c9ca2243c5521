import { Children, createContext, Fragment, useContext, useRef, type ReactNode } from 'react';
import { MenuItem, TableBody, TableCell, TableRow, TextField } from '@mui/material';
import {
  DataTableClasses,
  DataTableRow,
  RecordContextProvider,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableRowSxContext,
  useListContext,
  useStore,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { newRecordAttributes, useNewRecordId } from './newRecord';

/**
 * Grouping of table rows by a field (§3 Table options: groupBy). The server orders the rows by the
 * group first (`meta.groupBy`); the table then starts each group with a header row.
 */
export interface GroupOption {
  /** Field of the record (dotted paths reach nested values); also the server's groupBy key. */
  field: string;
  /** i18n key of the option and the group header. */
  label: string;
  /** The group's title from its first record (e.g. a translated status). */
  format?: (value: unknown, record: RaRecord) => ReactNode;
}

export const getPath = (record: RaRecord, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | null | undefined)?.[key], record);

const GroupingContext = createContext<GroupOption | undefined>(undefined);
export const GroupingProvider = GroupingContext.Provider;

/** The chosen grouping of a list, kept per list in the store (it survives navigation). */
export function useGrouping(storeKey: string, options: readonly GroupOption[] | undefined, initial = '') {
  const [field, setField] = useStore<string>(`${storeKey}.groupBy`, initial);
  const option = options?.find((o) => o.field === field);
  return { option, field: option?.field ?? '', setField };
}

/** The "group by" select of a list toolbar. */
export const GroupBySelect = ({
  options,
  value,
  onChange,
}: {
  options: readonly GroupOption[];
  value: string;
  onChange: (field: string) => void;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('lists.group_by')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth={false}
      sx={{ minWidth: 180, mr: 1 }}
      data-testid="group-by"
    >
      <MenuItem value="">{translate('lists.no_grouping')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.field} value={option.field}>
          {translate(option.label)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/**
 * A DataTable body (DataTable's `body` prop) that puts a header row before each group of
 * consecutive rows with the same value, naming the group and counting its rows on this page.
 */
export const GroupedDataTableBody = ({ children }: { children?: ReactNode }) => {
  const chosen = useContext(GroupingContext);
  // While the rows of a new grouping load, the previous rows stay (placeholder data): they are
  // ordered by the grouping they were fetched with, so they keep its headers until the new ones come.
  const { isPlaceholderData } = useListContext();
  const settled = useRef(chosen);
  if (!isPlaceholderData) settled.current = chosen;
  const option = settled.current;
  const data = useDataTableDataContext() ?? [];
  const rowSx = useDataTableRowSxContext();
  const marked = useNewRecordId();
  const { hasBulkActions, expand } = useDataTableConfigContext();
  const translate = useTranslate();
  const columns = Children.toArray(children).length + (hasBulkActions ? 1 : 0) + (expand ? 1 : 0);
  const keyOf = (record: RaRecord) => (option ? JSON.stringify(getPath(record, option.field) ?? null) : '');

  return (
    <TableBody className={`datatable-body ${DataTableClasses.tbody}`}>
      {data.map((record, index) => {
        const starts = !!option && (index === 0 || keyOf(data[index - 1]) !== keyOf(record));
        const size = starts ? data.slice(index).findIndex((other, i) => i > 0 && keyOf(other) !== keyOf(record)) : 0;
        const value = option ? getPath(record, option.field) : undefined;
        return (
          <Fragment key={record.id ?? `row${index}`}>
            {starts && option && (
              <TableRow className="group-header" data-testid="group-header">
                <TableCell
                  colSpan={columns}
                  component="th"
                  scope="colgroup"
                  sx={{ bgcolor: 'action.hover', fontWeight: 600, py: 0.75 }}
                >
                  {translate(option.label)}:{' '}
                  {option.format
                    ? option.format(value, record)
                    : value === null || value === undefined || value === ''
                      ? '–'
                      : String(value)}{' '}
                  <span style={{ fontWeight: 400, opacity: 0.7 }}>({size === -1 ? data.length - index : size})</span>
                </TableCell>
              </TableRow>
            )}
            <RecordContextProvider value={record}>
              <DataTableRow
                className={`${DataTableClasses.row} ${index % 2 === 0 ? DataTableClasses.rowEven : DataTableClasses.rowOdd}`}
                sx={rowSx?.(record, index)}
                {...newRecordAttributes(record, marked)}
              >
                {children}
              </DataTableRow>
            </RecordContextProvider>
          </Fragment>
        );
      })}
    </TableBody>
  );
};
