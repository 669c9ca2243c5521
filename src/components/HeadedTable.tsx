import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Table, TableBody, TableCell, TableHead, TableRow, type TableProps } from '@mui/material';

/** A column's title (its text's key), right-aligned where the column holds amounts. */
export type ColumnTitle = string | { title: string; align: 'right' };

/** A small table that shows rows: one header row of the columns' titles, then the rows it is given. */
export const HeadedTable = ({
  titles,
  children,
  ...table
}: { titles: readonly ColumnTitle[]; children: ReactNode } & Omit<TableProps, 'size' | 'children'>) => {
  const translate = useTranslate();
  return (
    <Table size="small" {...table}>
      <TableHead>
        <TableRow>
          {titles.map((column) =>
            typeof column === 'string' ? (
              <TableCell key={column}>{translate(column)}</TableCell>
            ) : (
              <TableCell key={column.title} align={column.align}>
                {translate(column.title)}
              </TableCell>
            ),
          )}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
};
