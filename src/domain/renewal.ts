/**
 * Renewal of an instructor's certificate (issue 14): the discipline's rule – courses taught as
 * instructor (course DONE) within the current validity period, a monitoring form – and the
 * reminders before expiry. The server counts in SQL (migration 063); screens show what is missing.
 */

import type { Grant } from './grants';

export const RENEWAL_LIMITS = { courses: 100, reminderDay: 730, reminders: 10 } as const;
export const DEFAULT_REMINDER_DAYS = [180, 90, 30] as const;

/** An instructor's readiness in a discipline, as the certificate rows answer it. */
export interface RenewalReadiness {
  ready: boolean;
  coursesRequired: number;
  coursesDone: number;
  monitoringRequired: boolean;
  monitoringDone: boolean;
  /** The current validity period; null without a certified certificate. */
  periodStart: string | null;
  periodEnd: string | null;
  /**
   * The day renewal becomes due, the discipline's earliest reminder before expiry (180 days without
   * reminders); before it nobody is ready, whatever the rule asks (null without a period).
   */
  dueFrom: string | null;
}

export type RenewalGap = 'NO_CERTIFICATE' | 'COURSES' | 'MONITORING_FORM';

/** What the rule still asks of the instructor, in the order screens list it (the renewal window aside: `dueFrom`). */
export function renewalGaps(r: RenewalReadiness): RenewalGap[] {
  if (!r.periodEnd) return ['NO_CERTIFICATE'];
  const gaps: RenewalGap[] = [];
  if (r.coursesDone < r.coursesRequired) gaps.push('COURSES');
  if (r.monitoringRequired && !r.monitoringDone) gaps.push('MONITORING_FORM');
  return gaps;
}

/** Reminder days as stored: each once, the earliest reminder (most days) first. */
export const normaliseReminderDays = (days: readonly number[]) => [...new Set(days)].sort((a, b) => b - a);

/** The dashboard card "reminded, not yet renewed": how many, and how many of them are ready. */
export interface RemindedNotRenewedData {
  total: number;
  ready: number;
}

/** Who sends a certificate's expiry reminder now (issue 25.6): whoever manages the ITC's certificates. */
export const REMINDER_SENDERS: readonly Grant[] = [{ feature: 'itc_instructor_certificates', reach: 'itc' }];

/** An expiry reminder mailed: by the schedule (its stage, days before expiry) or by hand (by whom). */
export interface ReminderSend {
  id: string;
  sentAt: string;
  recipients: string[];
  byHand: boolean;
  sentByName: string | null;
  daysBefore: number | null;
}
