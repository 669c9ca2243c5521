import { addMonths, isIsoDate, today, type CertificateStatus, type DisplayStatus } from './certificates';
import type { CourseStatus } from './courses';
import type { Message } from './validation';

/**
 * The demo statistics (§2 /demo/statistics, DESIGN §6 `GET /statistics?from=&to=`): what the call
 * answers and the rule on its date range, shared by the server (the authority) and the page.
 */

/** The longest range the statistics cover. */
export const STATISTICS_MAX_YEARS = 5;

export interface StatisticsRange {
  from: string;
  to: string;
}

/**
 * Errors of a date range, by field, empty when it is fine: both days required and real calendar
 * days (yyyy-mm-dd), `to` not before `from`, at most STATISTICS_MAX_YEARS years.
 */
export function statisticsRangeErrors(from: unknown, to: unknown): Record<string, Message> {
  const errors: Record<string, Message> = {};
  for (const [field, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value === undefined || value === null || value === '') errors[field] = { key: 'required' };
    else if (typeof value !== 'string' || !isIsoDate(value)) errors[field] = { key: 'invalidDate' };
  }
  if (Object.keys(errors).length) return errors;
  const [start, end] = [from as string, to as string];
  if (end < start) errors.to = { key: 'endBeforeStart' };
  else if (end > addMonths(start, STATISTICS_MAX_YEARS * 12))
    errors.to = { key: 'rangeTooLong', values: { n: STATISTICS_MAX_YEARS } };
  return errors;
}

/** The range the page starts with: from the first day of the month a year ago to the end of the month half a year ahead (planned courses). */
export function defaultStatisticsRange(day: string = today()): StatisticsRange {
  const firstOfMonth = `${day.slice(0, 7)}-01`;
  const nextPeriodStart = addMonths(firstOfMonth, 7);
  const [year, month] = nextPeriodStart.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month - 1, 0));
  return { from: addMonths(firstOfMonth, -12), to: lastDay.toISOString().slice(0, 10) };
}

/** One month of the range (yyyy-mm) with counts per status. */
export interface MonthCounts<S extends string> {
  month: string;
  counts: Record<S, number>;
}

export interface StatisticsAnswer extends StatisticsRange {
  totals: { certificates: number; courses: number; participants: number };
  /** Certificate requests filed in the range, by month of filing and their status now. */
  certificatesByMonth: MonthCounts<CertificateStatus>[];
  /** Per discipline (by name, over all ITCs): the instructors' display status on the range's last day. */
  displayStatusByDiscipline: { discipline: string; counts: Record<DisplayStatus, number> }[];
  /** Courses starting in the range, by month of their start and their status now. */
  coursesByMonth: MonthCounts<CourseStatus>[];
  /** Participants of the courses starting in the range, by course type (by name, over all organisations). */
  participantsByCourseType: { courseType: string; courses: number; participants: number }[];
}
