import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import type { ReadableListProps } from './useReadableList';

/**
 * The row above a ReadableList's entries: the phone's filter button (and the select-all box) on
 * the left, the sort button on the right; nothing where none of them is shown.
 */
export const ReadableListBar = ({
  toolbar,
  sorting,
  selection,
}: Pick<ReadableListProps, 'toolbar'> & { sorting?: ReactNode; selection?: ReactNode }) =>
  (toolbar || sorting || selection) && (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, pt: 0.5 }}>
      <span>
        {selection}
        {toolbar}
      </span>
      {sorting}
    </Stack>
  );
