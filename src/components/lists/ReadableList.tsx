import { Box, List } from '@mui/material';
import { BulkActionsToolbar, RecordContextProvider, SortButton } from 'react-admin';
import { ReadableEntry } from './ReadableEntry';
import { ReadableGroupHeader } from './ReadableGroupHeader';
import { ReadableListBar } from './ReadableListBar';
import { ReadableSelectAll } from './ReadableSelection';
import { useReadableList, type ReadableListProps } from './useReadableList';

/**
 * A list's rows as readable entries for narrow screens (below `md`): the first column as the title,
 * the other visible columns as label–value pairs, the row actions beside it, and a sort menu in
 * place of the column headers. It reads the same columns as the table, so no list describes its
 * rows twice. The title is a button for keyboard users; a click anywhere on the entry does the same.
 * With bulk actions each entry has a checkbox, and the table's bulk toolbar acts on the selection.
 */
export const ReadableList = (props: ReadableListProps) => {
  const { expand, empty, grouping, bulkActionButtons, toolbar } = props;
  const view = useReadableList(props);
  const { rows, sortable, selection } = view;
  if (view.isPending) return <ReadableListBar toolbar={toolbar} />;
  if (!rows.length)
    return (
      <>
        <ReadableListBar toolbar={toolbar} />
        {empty}
      </>
    );

  return (
    <Box data-testid="readable-list">
      {selection.selectable && <BulkActionsToolbar>{bulkActionButtons}</BulkActionsToolbar>}
      <ReadableListBar
        toolbar={toolbar}
        sorting={sortable.length > 1 && <SortButton fields={sortable} />}
        selection={selection.selectable && <ReadableSelectAll selection={selection} />}
      />
      <List disablePadding>
        {rows.map((record, index) => (
          <RecordContextProvider key={record.id} value={record}>
            {grouping && view.startsGroup(index) && <ReadableGroupHeader grouping={grouping} record={record} />}
            <ReadableEntry record={record} view={view} expand={expand} />
          </RecordContextProvider>
        ))}
      </List>
    </Box>
  );
};
