import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { addDays, EXPIRES_SOON_DAYS, OPEN_STATUSES, REQUIRED_FILES, today } from '../../../src/domain/certificates';
import type { WorkQueue } from '../../../src/domain/workQueues';
import { revisionSql } from './queries';

/** The SQL of a work queue (src/domain/workQueues.ts) over the certificates `r`. */

const requiredOf = (type: keyof typeof REQUIRED_FILES) => sql`ARRAY[${sql.join(REQUIRED_FILES[type])}]::text[]`;

const missingFilesSql = sql<SqlBool>`(r.status = 'DATAENTRY' AND EXISTS (
  SELECT 1 FROM unnest(CASE r.discipline_type WHEN 'INITIAL' THEN ${requiredOf('INITIAL')} ELSE ${requiredOf('RECERTIFICATION')} END) AS t(type)
  WHERE NOT EXISTS (SELECT 1 FROM certificate_files f WHERE f.certificate_id = r.id AND f.type = t.type)))`;

/** The newest certified certificate of its instructor and discipline, expiring soon, with no open request beside it. */
const expiringSql = (day: string) => sql<SqlBool>`(r.status = 'CERTIFIED' AND r.revoked_at IS NULL
  AND r.expiry_date BETWEEN ${day}::date AND ${addDays(day, EXPIRES_SOON_DAYS)}::date
  AND NOT EXISTS (SELECT 1 FROM instructor_certificates n WHERE n.instructor_id = r.instructor_id AND n.discipline_id = r.discipline_id
    AND n.id <> r.id AND (n.status IN (${sql.join(OPEN_STATUSES)}) OR (n.status = 'CERTIFIED' AND n.expiry_date > r.expiry_date)))
  AND EXISTS (SELECT 1 FROM instructor_profiles ip WHERE ip.id = r.instructor_id AND NOT ip.deleted))`;

export function workQueueSql(queue: WorkQueue, day: string = today()): RawBuilder<SqlBool> {
  if (queue === 'SENT_BACK') return sql<SqlBool>`${revisionSql} = 'SENT_BACK'`;
  if (queue === 'MISSING_FILES') return missingFilesSql;
  return expiringSql(day);
}
