import { describe, expect, it } from 'vitest';
import { formatClock } from '../../../src/components/format';

describe('formatClock', () => {
  it('writes the time of day of a moment with 24 hours in both languages, and nothing for no moment', () => {
    // a local moment, so the test holds in every time zone
    const afternoon = new Date(2026, 11, 31, 14, 5).getTime();
    expect(formatClock(afternoon, 'de')).toBe('14:05');
    expect(formatClock(afternoon, 'en')).toBe('14:05');
    expect(formatClock(new Date(2026, 11, 31, 9, 30), 'en')).toBe('09:30');
    expect(formatClock(undefined, 'de')).toBe('');
    expect(formatClock('no time', 'de')).toBe('');
  });
});
