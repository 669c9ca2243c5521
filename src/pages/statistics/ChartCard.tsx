import { useId, useState, type ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import BarChartIcon from '@mui/icons-material/BarChart';
import TableChartIcon from '@mui/icons-material/TableChart';
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

interface ChartCardProps {
  id: string;
  title: string;
  description: string;
  /** Why there is nothing to show in this range; undefined when there is something. */
  empty?: string;
  table: ChartTable;
  /** The chart itself (a figure named by the title and described by the description). */
  chart: ReactNode;
}

/**
 * One chart of the statistics with its text alternative: a title, what it shows, and a switch
 * between the chart and a table of the same numbers.
 */
export const ChartCard = ({ id, title, description, empty, table, chart }: ChartCardProps) => {
  const translate = useTranslate();
  const format = useFormat();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} data-testid={`chart-${id}`} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Box sx={{ flex: 1 }}>
            <Typography id={titleId} variant="h6" component="h2">
              {title}
            </Typography>
            <Typography id={descriptionId} variant="body2" color="text.secondary">
              {description}
            </Typography>
          </Box>
          {!empty && (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_, next: 'chart' | 'table' | null) => next && setView(next)}
              aria-label={translate('statistics.view.label', { title })}
            >
              <ToggleButton value="chart" aria-label={translate('statistics.view.chart')}>
                <BarChartIcon fontSize="small" />
              </ToggleButton>
              <ToggleButton value="table" aria-label={translate('statistics.view.table')}>
                <TableChartIcon fontSize="small" />
              </ToggleButton>
            </ToggleButtonGroup>
          )}
        </Box>
        {empty ? (
          <Box sx={{ py: 4, textAlign: 'center' }} data-testid="chart-empty">
            <Typography>{empty}</Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('statistics.choose_other')}
            </Typography>
          </Box>
        ) : view === 'chart' ? (
          // not the chart's own title and desc: it puts aria-label on an element of role none, which axe refuses
          <Box
            component="figure"
            aria-labelledby={titleId}
            aria-describedby={descriptionId}
            sx={{ m: 0 }}
            data-testid="chart"
          >
            {chart}
          </Box>
        ) : (
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
        )}
      </CardContent>
    </Card>
  );
};
