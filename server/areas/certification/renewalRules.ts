import { sql, type SqlBool } from 'kysely';
import { today } from '../../../src/domain/certificates';
import { normaliseReminderDays, type RenewalReadiness } from '../../../src/domain/renewal';
import { fieldErrors } from '../../http/errors';

/**
 * The renewal rule of a discipline as written, and the readiness of instructors as read: one SQL
 * function (migration 063, renewal_readiness) behind the certificate rows, their filter and the
 * benchmark, whose answers renewal_states keeps per pair (migration 080).
 */

/** Reminder days may be sent as a list (never null: no reminders is an empty list); stored each once, descending. */
export function checkReminderDays(values: Record<string, unknown>) {
  if (!('reminderDays' in values)) return;
  const days = values.reminderDays;
  if (!Array.isArray(days)) throw fieldErrors({ reminderDays: { key: 'required' } });
  values.reminderDays = normaliseReminderDays(days as number[]);
}

/**
 * Ready on `day`: the kept state says the rule is met (renewal_states.ready), and the renewal
 * window has opened (due_from, migration 085): a certificate certified today is not due yet.
 */
const readyOn = (day: string) => sql<SqlBool>`(rs.ready AND rs.due_from <= ${day}::date)`;

/**
 * The readiness of the instructor and discipline in the given columns, as one JSON object: as
 * renewal_states keeps it for every pair with a certificate (migration 080, refreshed by triggers in
 * the transaction of every change it depends on), so it is there for any certificate row.
 */
export const readinessSql = (instructorColumn: string, disciplineColumn: string, day = today()) =>
  sql<RenewalReadiness>`(SELECT jsonb_build_object(
    'ready', ${readyOn(day)}, 'coursesRequired', rs.courses_required, 'coursesDone', rs.courses_done,
    'monitoringRequired', rs.monitoring_required, 'monitoringDone', rs.monitoring_done,
    'periodStart', rs.period_start, 'periodEnd', rs.period_end, 'dueFrom', rs.due_from
  ) FROM renewal_states rs WHERE rs.instructor_id = ${sql.ref(instructorColumn)} AND rs.discipline_id = ${sql.ref(disciplineColumn)})`;

/**
 * Whether the instructor and discipline in the given columns are ready for renewal on `day`: a
 * semi-join on the pairs that meet the rule, which a list filter over an ITC's 50,000 certificates
 * runs as one hash join.
 */
export const readySql = (instructorColumn: string, disciplineColumn: string, day = today()) =>
  sql<SqlBool>`EXISTS (SELECT 1 FROM renewal_states rs WHERE rs.instructor_id = ${sql.ref(instructorColumn)} AND rs.discipline_id = ${sql.ref(disciplineColumn)} AND ${readyOn(day)})`;

/**
 * The certificate `r` was reminded of its expiry and not renewed yet: a reminder went out and the
 * instructor has no newer certified certificate in the discipline.
 */
export const remindedNotRenewedSql = sql<SqlBool>`(EXISTS (SELECT 1 FROM certificate_reminders m WHERE m.certificate_id = r.id AND m.sent_at IS NOT NULL) AND NOT EXISTS (SELECT 1 FROM instructor_certificates n WHERE n.instructor_id = r.instructor_id AND n.discipline_id = r.discipline_id AND n.status = 'CERTIFIED' AND n.expiry_date > r.expiry_date))`;

/** The latest reminder stage sent for the certificate `r` (days before expiry), or NULL. */
export const lastReminderSql = sql<
  number | null
>`(SELECT min(m.days_before) FROM certificate_reminders m WHERE m.certificate_id = r.id AND m.sent_at IS NOT NULL)`;
