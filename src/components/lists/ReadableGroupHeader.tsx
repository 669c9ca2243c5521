import { ListSubheader } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { getPath, type GroupOption } from './grouping';

/** The header before each group of a grouped ReadableList, named by the group's first record. */
export const ReadableGroupHeader = ({ grouping, record }: { grouping: GroupOption; record: RaRecord }) => (
  <ListSubheader disableSticky sx={{ lineHeight: 2.5, bgcolor: 'action.hover' }}>
    {grouping.format
      ? grouping.format(getPath(record, grouping.field), record)
      : String(getPath(record, grouping.field) ?? '–')}
  </ListSubheader>
);
