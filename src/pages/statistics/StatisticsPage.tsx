import { lazy, Suspense } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import {
  defaultStatisticsRange,
  statisticsRangeErrors,
  type StatisticsAnswer,
  type StatisticsRange,
} from '../../domain/statistics';
import { useFormat } from '../../components/format';
import { useApi } from '../../components/useApi';
import { RangeForm } from './RangeForm';

/** The charts hold @mui/x-charts: loaded only once there are numbers to draw. */
const StatisticsCharts = lazy(() => import('./StatisticsCharts').then((m) => ({ default: m.StatisticsCharts })));

/** The range in the address (`?from=…&to=…`), so a view can be linked; the default range otherwise. */
function useRange(): [StatisticsRange, (range: StatisticsRange | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = defaultStatisticsRange();
  const from = params.get('from');
  const to = params.get('to');
  const range = from && to && !Object.keys(statisticsRangeErrors(from, to)).length ? { from, to } : fallback;
  return [range, (next) => setParams(next ? { from: next.from, to: next.to } : {})];
}

const Loading = ({ text }: { text: string }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 4 }} role="status">
    <CircularProgress size={24} aria-label={text} />
    <Typography>{text}</Typography>
  </Box>
);

const Total = ({ label, value, testId }: { label: string; value: number; testId: string }) => {
  const format = useFormat();
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1, minWidth: 160, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} data-testid={testId}>
        {format.number(value)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
};

/** Which figures a statistics screen shows: its call and its texts. */
interface Scope {
  path: string;
  title: string;
  intro: string;
}

/**
 * Demo statistics (§2 /demo/statistics, internal staff with manage on all): certificates and
 * courses by status and month, display status by discipline and participants by course type for
 * a date range, from one call `GET /statistics?from=&to=`. Each chart has a table of its numbers.
 */
export const StatisticsPage = () => (
  <Statistics scope={{ path: 'statistics', title: 'statistics.title', intro: 'statistics.intro' }} />
);

/** The same figures for the holders of itc_statistics, over their own ITC's network (`GET /itc/statistics`). */
export const NetworkStatisticsPage = () => (
  <Statistics
    scope={{ path: 'itc/statistics', title: 'statistics.network_title', intro: 'statistics.network_intro' }}
  />
);

const Statistics = ({ scope }: { scope: Scope }) => {
  const translate = useTranslate();
  const format = useFormat();
  const [range, setRange] = useRange();
  const { data, error, isPending, reload } = useApi<StatisticsAnswer>(
    `${scope.path}?from=${range.from}&to=${range.to}`,
  );
  // the answer of the range asked for: while another loads, the old one stays dimmed
  const current = data && data.from === range.from && data.to === range.to;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate(scope.title)} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(scope.title)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(scope.intro)}
      </Typography>
      <RangeForm range={range} onChange={setRange} onReset={() => setRange(undefined)} />
      {error && !isPending ? (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          data-testid="statistics-error"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {translate('statistics.retry')}
            </Button>
          }
        >
          {error}
        </Alert>
      ) : !data ? (
        isPending && <Loading text={translate('statistics.loading')} />
      ) : (
        <Box
          sx={{ opacity: current ? 1 : 0.5, transition: 'opacity 150ms' }}
          aria-busy={!current}
          data-testid="statistics"
          data-range={`${data.from}/${data.to}`}
        >
          <Typography variant="subtitle1" component="p" sx={{ mt: 2, mb: 1 }} data-testid="statistics-range">
            {translate('statistics.range_shown', { from: format.day(data.from), to: format.day(data.to) })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <Total
              label={translate('statistics.totals.certificates')}
              value={data.totals.certificates}
              testId="total-certificates"
            />
            <Total label={translate('statistics.totals.courses')} value={data.totals.courses} testId="total-courses" />
            <Total
              label={translate('statistics.totals.participants')}
              value={data.totals.participants}
              testId="total-participants"
            />
          </Box>
          <Suspense fallback={<Loading text={translate('statistics.loading')} />}>
            <StatisticsCharts data={data} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
};
