import { useId, useState, type ReactNode } from 'react';
import { Box, Card, CardContent, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import BarChartIcon from '@mui/icons-material/BarChart';
import TableChartIcon from '@mui/icons-material/TableChart';
import { useTranslate } from 'react-admin';
import { ChartTableView, type ChartTable } from './ChartTableView';

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

type ChartView = 'chart' | 'table';

/** The switch between the chart and the table of its numbers. */
const ChartViewToggle = ({
  title,
  view,
  setView,
}: {
  title: string;
  view: ChartView;
  setView: (view: ChartView) => void;
}) => {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      onChange={(_, next: ChartView | null) => next && setView(next)}
      aria-label={translate('statistics.view.label', { title })}
    >
      <ToggleButton value="chart" aria-label={translate('statistics.view.chart')}>
        <BarChartIcon fontSize="small" />
      </ToggleButton>
      <ToggleButton value="table" aria-label={translate('statistics.view.table')}>
        <TableChartIcon fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
};

/**
 * One chart of the statistics with its text alternative: a title, what it shows, and a switch
 * between the chart and a table of the same numbers.
 */
export const ChartCard = ({ id, title, description, empty, table, chart }: ChartCardProps) => {
  const translate = useTranslate();
  const [view, setView] = useState<ChartView>('chart');
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
          {!empty && <ChartViewToggle title={title} view={view} setView={setView} />}
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
          <ChartTableView table={table} titleId={titleId} />
        )}
      </CardContent>
    </Card>
  );
};
