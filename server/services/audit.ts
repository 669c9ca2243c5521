import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Audit rows: every change writes one in its own transaction (`audit`); a record's history and
 * the audit list read them back (`auditRowsOf`, `ACTOR_NAME`).
 */

export interface AuditEntry {
  organisationId: string | null;
  userId: string | null;
  entity: string;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
}

const auditRow = (entry: AuditEntry) => ({
  ...entry,
  before: entry.before === undefined ? null : JSON.stringify(entry.before),
  after: entry.after === undefined ? null : JSON.stringify(entry.after),
});

/** Writes one audit row; call it with the transaction of the change it records. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function audit(trx: Kysely<Database> | Kysely<any>, entry: AuditEntry) {
  await (trx as Kysely<Database>).insertInto('auditLog').values(auditRow(entry)).execute();
}

/** Audit rows of many changes in one statement (a bulk edit's rows written together), in their transaction. */
export async function auditAll(trx: Kysely<Database>, entries: readonly AuditEntry[]) {
  if (entries.length) await trx.insertInto('auditLog').values(entries.map(auditRow)).execute();
}

/**
 * The audit row of a change to a user's account (his name, his password, a logout): by himself
 * unless `by` says who else (null: nobody signed in, a reset link asked for).
 */
export const auditAccount = (
  trx: Kysely<Database>,
  account: { id: string; organisationId: string } | { id: string; organisation: { id: string } },
  change: Pick<AuditEntry, 'action' | 'before' | 'after'>,
  by: string | null = account.id,
) =>
  audit(trx, {
    organisationId: 'organisation' in account ? account.organisation.id : account.organisationId,
    userId: by,
    entity: 'users',
    entityId: account.id,
    ...change,
  });

/** The name of who wrote an audit row, from the users row joined as `u` (null for the system). */
export const ACTOR_NAME = sql<string | null>`u.first_name || ' ' || u.last_name`;

/** The audit rows of one record, newest first (the newest `limit`), with the actor's name. */
export const auditRowsOf = (db: Kysely<Database>, entity: string, entityId: string, limit: number) =>
  db
    .selectFrom('auditLog as a')
    .leftJoin('users as u', 'u.id', 'a.userId')
    .select(['a.id', 'a.action', 'a.before', 'a.after', 'a.createdAt', ACTOR_NAME.as('actorName')])
    .where('a.entity', '=', entity)
    .where('a.entityId', '=', entityId)
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
