import type { ReactNode } from 'react';
import { Box, type Breakpoint } from '@mui/material';

/** A value for some screen widths up from each breakpoint. */
type ByWidth<T> = Partial<Record<Breakpoint, T>>;

/** A row of the course form's trainers or participants: its inputs side by side in `columns`, a line below it. */
export const CourseFormRow = ({
  testId,
  columns,
  columnGap,
  children,
}: {
  testId: string;
  columns: ByWidth<string>;
  columnGap: number | ByWidth<number>;
  children: ReactNode;
}) => (
  <Box
    data-testid={testId}
    sx={{
      display: 'grid',
      gridTemplateColumns: columns,
      columnGap,
      alignItems: 'start',
      borderBottom: 1,
      borderColor: 'divider',
      py: 1,
    }}
  >
    {children}
  </Box>
);
