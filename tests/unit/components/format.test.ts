import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDay,
  formatDecimal,
  formatMoment,
  formatMoney,
  formatNumber,
} from '../../../src/components/format';

describe('locale formats', () => {
  it('writes German dates, numbers and euros as Germans do', () => {
    expect(formatDay('2026-12-31', 'de')).toBe('31.12.2026');
    expect(formatMoney(1234.5, 'de').replace(/\s/g, ' ')).toBe('1.234,50 €');
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(formatDecimal(1234.5, 'de')).toBe('1234,5');
  });

  it('writes English with day first (en-GB)', () => {
    expect(formatDay('2026-12-31', 'en')).toBe('31/12/2026');
    expect(formatMoney(1234.5, 'en')).toBe('€1,234.50');
    expect(formatDecimal(1234.5, 'en')).toBe('1234.5');
  });

  it('keeps calendar days in every time zone and leaves empty values empty', () => {
    expect(formatDay('2026-01-01', 'de')).toBe('01.01.2026');
    expect(formatDay(null, 'de')).toBe('');
    expect(formatMoney(null, 'de')).toBe('');
  });

  it('writes a moment as its day like a calendar day, and nothing for no moment', () => {
    // noon UTC is the same day in every time zone the tests may run in
    expect(formatMoment('2026-12-31T12:00:00Z', 'de')).toBe('31.12.2026');
    expect(formatMoment('2026-12-31T12:00:00Z', 'en')).toBe('31/12/2026');
    expect(formatMoment(null, 'de')).toBe('');
    expect(formatMoment('no date', 'de')).toBe('');
  });

  it('writes a moment with its time of day in the browser’s time zone, and nothing for no moment', () => {
    const moment = new Date(2026, 11, 31, 14, 5);
    expect(formatDateTime(moment.toISOString(), 'de')).toBe('31.12.2026, 14:05');
    expect(formatDateTime(moment.toISOString(), 'en')).toBe('31/12/2026, 14:05');
    expect(formatDateTime(null, 'de')).toBe('');
    expect(formatDateTime('no date', 'en')).toBe('');
  });
});
