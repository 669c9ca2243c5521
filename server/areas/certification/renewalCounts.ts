import { sql } from 'kysely';
import { inOrganisations } from '../../auth/scope';
import type { AnyDb, RowsContext } from '../../resources/extension';

/**
 * The total of a certificate list asking for certified certificates ready for renewal or not
 * (optionally of one discipline), from the counts migration 095 keeps, where the list asks nothing
 * else: the ITC's renewal list counted 25,000 certificates against their pairs' readiness on every
 * page. Undefined for any other list, which counts its rows.
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
  return sql<{ total: number }>`SELECT coalesce(sum(k.n), 0)::int AS total FROM renewal_counts k
    WHERE ${inOrganisations('k.organisation_id', scope.organisations)}
      AND k.ready_from ${renewalReady ? sql`<=` : sql`>`} ${day}::date ${discipline}`
    .execute(db)
    .then(({ rows }) => rows[0].total);
}
