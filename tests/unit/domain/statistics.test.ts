import { describe, expect, it } from 'vitest';
import { defaultStatisticsRange, statisticsRangeErrors } from '../../../src/domain/statistics';

describe('statistics range', () => {
  it('starts a year back on the first of the month and ends on the last day of the month half a year ahead', () => {
    expect(defaultStatisticsRange('2026-11-21')).toEqual({ from: '2025-11-01', to: '2027-05-31' });
    expect(defaultStatisticsRange('2026-01-31')).toEqual({ from: '2025-01-01', to: '2026-07-31' });
    expect(defaultStatisticsRange('2027-08-01')).toEqual({ from: '2026-08-01', to: '2028-02-29' });
    for (const day of ['2026-11-21', '2026-01-31', '2027-08-01'])
      expect(statisticsRangeErrors(defaultStatisticsRange(day).from, defaultStatisticsRange(day).to)).toEqual({});
  });

  it('needs two real days, the end not before the start, at most five years apart', () => {
    expect(statisticsRangeErrors('2024-01-01', '2024-01-01')).toEqual({});
    expect(statisticsRangeErrors(undefined, '')).toEqual({ from: { key: 'required' }, to: { key: 'required' } });
    expect(statisticsRangeErrors('2023-02-29', 42)).toEqual({
      from: { key: 'invalidDate' },
      to: { key: 'invalidDate' },
    });
    expect(statisticsRangeErrors('2024-03-02', '2024-03-01')).toEqual({ to: { key: 'endBeforeStart' } });
    // five years from a leap day end on the 28th of February
    expect(statisticsRangeErrors('2024-02-29', '2029-02-28')).toEqual({});
    expect(statisticsRangeErrors('2024-02-29', '2029-03-01')).toEqual({
      to: { key: 'rangeTooLong', values: { n: 5 } },
    });
  });
});
