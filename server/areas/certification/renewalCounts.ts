import { sql } from 'kysely';
import { addDays, today } from '../../../src/domain/certificates';
import { inOrganisations } from '../../auth/scope';
import type { AnyDb, RowsContext } from '../../resources/extension';

/**
 * The total of a certificate list asking for certified certificates ready for renewal or not
 * (optionally of one discipline), from the counts migrations 095 and 097 keep, where the list asks
 * nothing else: the ITC's renewal list counted 25,000 certificates against their pairs' readiness
 * on every page. Undefined for any other list, which counts its rows.
 */
export function keptRenewalCount(
  db: AnyDb,
  { scope, day }: RowsContext,
  filter: Record<string, unknown>,
): Promise<number> | undefined {
  const { status, renewalReady, disciplineId, ...others } = filter;
  const plain =
    Object.keys(others).length === 0 &&
    status === 'CERTIFIED' &&
    typeof renewalReady === 'boolean' &&
    (disciplineId === undefined || typeof disciplineId === 'string');
  // a `my` grant reaches rows by their instructor's user, which the counts do not know
  if (!plain || !scope.organisations || scope.userId) return undefined;
  const discipline = disciplineId === undefined ? sql`` : sql`AND k.discipline_id = ${disciplineId}`;
  const ready = sql`(SELECT coalesce(sum(k.n), 0) FROM renewal_counts k
    WHERE ${inOrganisations('k.organisation_id', scope.organisations)} AND k.ready_from <= ${day}::date ${discipline})`;
  // not ready: all but the ready, so that the days to come are never summed (migration 097)
  const all = sql`(SELECT coalesce(sum(k.n), 0) FROM renewal_totals k
    WHERE ${inOrganisations('k.organisation_id', scope.organisations)} ${discipline})`;
  return sql<{ total: number }>`SELECT (${renewalReady ? ready : sql`${all} - ${ready}`})::int AS total`
    .execute(db)
    .then(({ rows }) => rows[0].total);
}

/**
 * The daily job's work: the counts of days before the day before yesterday merged into one row per
 * organisation and discipline (migration 097), so that the ready total sums a few rows whatever
 * the days gone by. Two days back, so that a list asking for today on any server's clock, in any
 * time zone, sums the same. Answers how many rows were merged.
 */
export async function mergeRenewalCountDays(db: AnyDb, before = addDays(today(), -2)): Promise<number> {
  const { rows } = await sql<{ merged: number }>`SELECT merge_renewal_count_days(${before}::date) AS merged`.execute(
    db,
  );
  return rows[0].merged;
}
