import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../components/format';

/** The numbers of a chart as rows: a label and one value per column. */
export interface ChartTable {
  /** Heading of the label column. */
  labelHeading: string;
  columns: { key: string; label: string }[];
  rows: { key: string; label: string; values: Record<string, number> }[];
  /** A last column with the sum of each row. */
  total?: boolean;
}

/** A chart's numbers as a table, the text alternative of the chart; named by the card's title. */
export const ChartTableView = ({ table, titleId }: { table: ChartTable; titleId: string }) => {
  const translate = useTranslate();
  const format = useFormat();
  return (
    // it scrolls: focusable, so the keyboard can scroll it too
    <TableContainer sx={{ maxHeight: 360 }} tabIndex={0} role="region" aria-labelledby={titleId}>
      <Table size="small" stickyHeader aria-labelledby={titleId}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {table.labelHeading}
            </TableCell>
            {table.columns.map((column) => (
              <TableCell key={column.key} component="th" scope="col" align="right">
                {column.label}
              </TableCell>
            ))}
            {table.total && (
              <TableCell component="th" scope="col" align="right">
                {translate('statistics.total')}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              {table.columns.map((column) => (
                <TableCell key={column.key} align="right">
                  {format.number(row.values[column.key])}
                </TableCell>
              ))}
              {table.total && (
                <TableCell align="right">
                  {format.number(table.columns.reduce((sum, c) => sum + row.values[c.key], 0))}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
