import { Box, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import {
  CERTIFICATE_STATUSES,
  DISPLAY_STATUSES,
  type CertificateStatus,
  type DisplayStatus,
} from '../../domain/certificates';
import { COURSE_STATUSES, type CourseStatus } from '../../domain/courses';
import type { StatisticsAnswer } from '../../domain/statistics';
import { intlLocale, useFormat } from '../../components/format';
import { ChartCard } from './ChartCard';

const HEIGHT = 300;

/** "Nov 26" / "Nov. 26": a month of the range on the axis and in the table. */
const useMonthLabel = () => {
  const { locale } = useFormat();
  const format = new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', year: '2-digit', timeZone: 'UTC' });
  return (month: string) => {
    const [year, number] = month.split('-').map(Number);
    return format.format(Date.UTC(year, number - 1, 1));
  };
};

/** Status colours from the theme, so that both themes keep their contrast. */
const usePalette = () => {
  const { palette } = useTheme();
  const neutral = palette.mode === 'dark' ? palette.grey[500] : palette.grey[600];
  return {
    certificate: {
      DATAENTRY: neutral,
      APPROVAL: palette.info.main,
      APPROVED: palette.secondary.main,
      CERTIFIED: palette.success.main,
    } as Record<CertificateStatus, string>,
    display: {
      ACTIVE: palette.success.main,
      EXPIRES_SOON: palette.warning.main,
      EXPIRED: palette.error.main,
      NO_CERTIFICATE: neutral,
    } as Record<DisplayStatus, string>,
    course: {
      NEW: neutral,
      PLANNING: palette.info.main,
      PREPARATION: palette.secondary.main,
      EXECUTION: palette.warning.main,
      FOLLOWUP: palette.primary.main,
      DONE: palette.success.main,
    } as Record<CourseStatus, string>,
    single: palette.primary.main,
  };
};

type ChartName =
  'certificates_by_month' | 'courses_by_month' | 'display_status_by_discipline' | 'participants_by_course_type';

/** Title, description and empty text of a chart (`statistics.charts.<name>.*`), and its test id. */
const useChartTexts = (name: ChartName, values?: Record<string, string>) => {
  const translate = useTranslate();
  const text = (key: string) => translate(`statistics.charts.${name}.${key}`, values);
  return { id: name.replace(/_/g, '-'), title: text('title'), description: text('desc'), emptyText: text('empty') };
};

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/**
 * A stacked bar chart of counts by status per category (a month, a discipline), with its table:
 * one column per status and a total.
 */
function StackedChart<S extends string>({
  name,
  values,
  labelHeading,
  categories,
  statuses,
  labelOf,
  colours,
}: {
  name: ChartName;
  values?: Record<string, string>;
  labelHeading: string;
  categories: { key: string; label: string; counts: Record<S, number> }[];
  statuses: readonly S[];
  labelOf: (status: S) => string;
  colours: Record<S, string>;
}) {
  const format = useFormat();
  const { emptyText, ...texts } = useChartTexts(name, values);
  return (
    <ChartCard
      {...texts}
      empty={categories.every((c) => sum(c.counts) === 0) ? emptyText : undefined}
      table={{
        labelHeading,
        columns: statuses.map((s) => ({ key: s, label: labelOf(s) })),
        rows: categories.map((c) => ({ key: c.key, label: c.label, values: c.counts })),
        total: true,
      }}
      chart={
        <BarChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'band', data: categories.map((c) => c.label), tickLabelStyle: { fontSize: 11 } }]}
          yAxis={[{ tickMinStep: 1, valueFormatter: (v: number) => format.number(v) }]}
          series={statuses.map((status) => ({
            id: status,
            label: labelOf(status),
            data: categories.map((c) => c.counts[status]),
            stack: 'total',
            color: colours[status],
            valueFormatter: (v: number | null) => format.number(v ?? 0),
          }))}
          margin={{ left: 0, right: 8 }}
        />
      }
    />
  );
}

const ParticipantsByCourseType = ({ rows }: { rows: StatisticsAnswer['participantsByCourseType'] }) => {
  const translate = useTranslate();
  const format = useFormat();
  const colours = usePalette();
  const { emptyText, ...texts } = useChartTexts('participants_by_course_type');
  return (
    <ChartCard
      {...texts}
      empty={rows.every((r) => r.participants === 0) ? emptyText : undefined}
      table={{
        labelHeading: translate('statistics.course_type'),
        columns: [
          { key: 'participants', label: translate('statistics.participants') },
          { key: 'courses', label: translate('statistics.courses') },
        ],
        rows: rows.map((r) => ({
          key: r.courseType,
          label: r.courseType,
          values: { participants: r.participants, courses: r.courses },
        })),
      }}
      chart={
        <BarChart
          layout="horizontal"
          height={Math.max(HEIGHT, rows.length * 28 + 60)}
          yAxis={[{ scaleType: 'band', data: rows.map((r) => r.courseType), width: 150 }]}
          xAxis={[{ tickMinStep: 1, valueFormatter: (v: number) => format.number(v) }]}
          series={[
            {
              id: 'participants',
              label: translate('statistics.participants'),
              data: rows.map((r) => r.participants),
              color: colours.single,
              valueFormatter: (v: number | null) => format.number(v ?? 0),
            },
          ]}
          hideLegend
          margin={{ right: 16 }}
        />
      }
    />
  );
};

/**
 * The four charts in two columns (one below 1280 px). The page loads this module lazily: it holds
 * @mui/x-charts, so the form and the totals show before the charts' code has arrived.
 */
export function StatisticsCharts({ data }: { data: StatisticsAnswer }) {
  const translate = useTranslate();
  const format = useFormat();
  const colours = usePalette();
  const monthLabel = useMonthLabel();
  const byMonth = <S extends string>(rows: { month: string; counts: Record<S, number> }[]) =>
    rows.map((r) => ({ key: r.month, label: monthLabel(r.month), counts: r.counts }));
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <StackedChart
        name="certificates_by_month"
        labelHeading={translate('statistics.month')}
        categories={byMonth(data.certificatesByMonth)}
        statuses={CERTIFICATE_STATUSES}
        labelOf={(s) => translate(`certification.status.${s}`)}
        colours={colours.certificate}
      />
      <StackedChart
        name="display_status_by_discipline"
        values={{ date: format.day(data.to) }}
        labelHeading={translate('statistics.discipline')}
        categories={data.displayStatusByDiscipline.map((r) => ({
          key: r.discipline,
          label: r.discipline,
          counts: r.counts,
        }))}
        statuses={DISPLAY_STATUSES}
        labelOf={(s) => translate(`certification.display_status.${s}`)}
        colours={colours.display}
      />
      <StackedChart
        name="courses_by_month"
        labelHeading={translate('statistics.month')}
        categories={byMonth(data.coursesByMonth)}
        statuses={COURSE_STATUSES}
        labelOf={(s) => translate(`course.status.${s}`)}
        colours={colours.course}
      />
      <ParticipantsByCourseType rows={data.participantsByCourseType} />
    </Box>
  );
}
