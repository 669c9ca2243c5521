import { describe, expect, it } from 'vitest';
import { normaliseReminderDays, renewalGaps, type RenewalReadiness } from '../../../src/domain/renewal';

const readiness = (over: Partial<RenewalReadiness>): RenewalReadiness => ({
  ready: false,
  coursesRequired: 2,
  coursesDone: 0,
  monitoringRequired: true,
  monitoringDone: false,
  periodStart: '2025-01-01',
  periodEnd: '2027-01-01',
  dueFrom: '2026-07-05',
  ...over,
});

describe('renewalGaps', () => {
  it('names every missing part: courses, then the monitoring form', () => {
    expect(renewalGaps(readiness({}))).toEqual(['COURSES', 'MONITORING_FORM']);
    expect(renewalGaps(readiness({ coursesDone: 2 }))).toEqual(['MONITORING_FORM']);
    expect(renewalGaps(readiness({ coursesDone: 3, monitoringDone: true }))).toEqual([]);
  });

  it('asks no monitoring form where the rule does not', () => {
    expect(renewalGaps(readiness({ coursesDone: 2, monitoringRequired: false }))).toEqual([]);
  });

  it('without a current certificate only says so', () => {
    expect(renewalGaps(readiness({ periodStart: null, periodEnd: null }))).toEqual(['NO_CERTIFICATE']);
  });
});

describe('normaliseReminderDays', () => {
  it('keeps each day once, earliest reminder first', () => {
    expect(normaliseReminderDays([30, 180, 90, 30])).toEqual([180, 90, 30]);
    expect(normaliseReminderDays([])).toEqual([]);
  });
});
