import type { ReactNode } from 'react';
import { Alert, Skeleton, Typography } from '@mui/material';

/**
 * A list read for a panel (useApi): the reason while it failed, a placeholder while it loads, a
 * line saying there is nothing, else the rows.
 */
export function LoadedList<T>({
  items,
  error,
  empty,
  height = 48,
  children,
}: {
  items: T[] | undefined;
  error: string | undefined;
  /** The line shown for no rows. */
  empty: string;
  /** The placeholder's height: about that of the rows to come. */
  height?: number;
  children: (items: T[]) => ReactNode;
}) {
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!items) return <Skeleton variant="rectangular" height={height} />;
  if (!items.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  return children(items);
}
