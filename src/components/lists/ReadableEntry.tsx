import { Fragment, isValidElement } from 'react';
import { Box, ListItem, Stack } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { newRecordAttributes, newRecordSx } from './newRecord';
import { ReadableEntryDetails } from './ReadableEntryDetails';
import { ReadableEntryTitle } from './ReadableEntryTitle';
import type { ReadableListProps } from './useReadableList';
import { ReadableSelectRow } from './ReadableSelection';
import { valueOf } from './readableColumns';
import type { ReadableListView } from './useReadableList';

/**
 * One record of a ReadableList: its checkbox, its title with the row actions beside it, its
 * label–value lines and, where expanded, its expand panel. A click anywhere on it opens it.
 */
export const ReadableEntry = ({
  record,
  view,
  expand,
}: { record: RaRecord; view: ReadableListView } & Pick<ReadableListProps, 'expand'>) => {
  const { marked, clickable, open, actions, expanded, resource, selection } = view;
  return (
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
      {selection.selectable && <ReadableSelectRow record={record} selection={selection} />}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {/* the row actions beside the title, so the lines below have the entry's whole width */}
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0, alignSelf: 'center' }}>
            <ReadableEntryTitle record={record} title={view.title} clickable={clickable} open={open} />
          </Box>
          {actions.length > 0 && (
            <Box sx={{ flexShrink: 0, display: 'flex', mt: -0.5, mr: -1 }} onClick={(event) => event.stopPropagation()}>
              {actions.map((column, i) => (
                <Fragment key={i}>{valueOf(column, record)}</Fragment>
              ))}
            </Box>
          )}
        </Stack>
        <ReadableEntryDetails record={record} details={view.details} resource={resource} />
        {expand && expanded.includes(record.id) && (
          <Box id={`${resource}-${record.id}-expand`} onClick={(event) => event.stopPropagation()}>
            {isValidElement(expand) ? expand : null}
          </Box>
        )}
      </Box>
    </ListItem>
  );
};
