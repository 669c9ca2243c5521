import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface AuditEntry {
  organisationId: string | null;
  userId: string | null;
  entity: string;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Writes one audit row; call it with the transaction of the change it records. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function audit(trx: Kysely<Database> | Kysely<any>, entry: AuditEntry) {
  await (trx as Kysely<Database>)
    .insertInto('auditLog')
    .values({
      ...entry,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}
