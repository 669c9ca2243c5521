import { Link, Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { valueOf } from './readableColumns';
import type { ReadableListView } from './useReadableList';

/** An entry's title: a button for keyboard users where a click on the entry opens it. */
export const ReadableEntryTitle = ({
  record,
  title,
  clickable,
  open,
}: { record: RaRecord } & Pick<ReadableListView, 'title' | 'clickable' | 'open'>) => {
  if (!title) return null;
  return clickable ? (
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
  );
};
