import { sql, type SqlBool } from 'kysely';
import { normaliseReminderDays, type RenewalReadiness } from '../../../src/domain/renewal';
import { fieldErrors } from '../../http/errors';

/**
 * The renewal rule of a discipline as written, and the readiness of instructors as read: one SQL
 * function (migration 063, renewal_readiness) behind the certificate rows, their filter and the benchmark.
 */

/** Reminder days may be sent as a list (never null: no reminders is an empty list); stored each once, descending. */
export function checkReminderDays(values: Record<string, unknown>) {
  if (!('reminderDays' in values)) return;
  const days = values.reminderDays;
  if (!Array.isArray(days)) throw fieldErrors({ reminderDays: { key: 'required' } });
  values.reminderDays = normaliseReminderDays(days as number[]);
}

/** The readiness of the instructor and discipline in the given columns, as one JSON object. */
export const readinessSql = (instructorColumn: string, disciplineColumn: string) =>
  sql<RenewalReadiness>`(SELECT jsonb_build_object(
    'ready', x.ready, 'coursesRequired', x.courses_required, 'coursesDone', x.courses_done,
    'monitoringRequired', x.monitoring_required, 'monitoringDone', x.monitoring_done,
    'periodStart', x.period_start, 'periodEnd', x.period_end
  ) FROM renewal_readiness(${sql.ref(instructorColumn)}, ${sql.ref(disciplineColumn)}) x)`;

/** Whether the instructor and discipline in the given columns are ready for renewal. */
export const readySql = (instructorColumn: string, disciplineColumn: string) =>
  sql<SqlBool>`coalesce((SELECT x.ready FROM renewal_readiness(${sql.ref(instructorColumn)}, ${sql.ref(disciplineColumn)}) x), false)`;

/**
 * The certificate `r` was reminded of its expiry and not renewed yet: a reminder went out and the
 * instructor has no newer certified certificate in the discipline.
 */
export const remindedNotRenewedSql = sql<SqlBool>`(EXISTS (SELECT 1 FROM certificate_reminders m WHERE m.certificate_id = r.id AND m.sent_at IS NOT NULL) AND NOT EXISTS (SELECT 1 FROM instructor_certificates n WHERE n.instructor_id = r.instructor_id AND n.discipline_id = r.discipline_id AND n.status = 'CERTIFIED' AND n.expiry_date > r.expiry_date))`;

/** The latest reminder stage sent for the certificate `r` (days before expiry), or NULL. */
export const lastReminderSql = sql<
  number | null
>`(SELECT min(m.days_before) FROM certificate_reminders m WHERE m.certificate_id = r.id AND m.sent_at IS NOT NULL)`;
