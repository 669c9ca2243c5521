import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { BulkRefusal } from '../../../src/domain/bulk';
import type { Scope } from '../../auth/scope';
import { columnName } from '../../db/columnName';
import type { Db } from '../../db/database';
import { conflict, HttpError } from '../../http/errors';
import { auditAll } from '../../services/audit';
import type { AnyDb, Row, RowsContext } from '../extension';
import { contextOf, rowsOf } from '../rows/query';
import { versionOf } from '../rows/version';
import type { ServedResource } from '../served';
import { refusalOf } from './each';
import { uniqueFields } from './values';

/** One row of a bulk edit: its own values (cleaned), and the version the caller saw. */
export interface CleanEdit {
  id: string;
  values: Record<string, unknown>;
  version?: string;
}

/** What the rows written together came to; `alone` are those to be written one by one, as a single write. */
export interface TogetherOutcome {
  saved: Row[];
  refused: BulkRefusal[];
  alone: CleanEdit[];
}

/** Thrown inside the together savepoint where its rows must be written one by one after all. */
class OneByOne extends Error {}

/**
 * Whether a resource's rows can be written together: its update is the generic one (no hook
 * writing more than the row, no detail the audit keeps, no lock of its own).
 */
const writesTogether = ({ extension }: ServedResource) => !extension.update && !extension.detail && !extension.lock;

/** Whether a row's values need a rule that reads the database for that row: a unique text, or the resource's check. */
function needsDatabase({ extension, definition }: ServedResource, values: Record<string, unknown>) {
  if (uniqueFields(definition).some((field) => field in values)) return true;
  if (!extension.check) return false;
  return !extension.checkedFields || extension.checkedFields.some((field) => field in values);
}

/**
 * A bulk edit's rows (`update-many?partial=true`: "Edit N selected", the grid's "Save N rows",
 * their undo) written with a few statements for all of them rather than six for each (issue 28.7:
 * 500 pasted rows took 10.5 s one by one), by the rules a single write (`change` in update.ts)
 * applies: all rows read in the caller's scope and locked in one statement, each checked in memory
 * (the resource's guard, the version the caller saw, deleted), the others written by one `UPDATE`
 * per set of fields sent, read back in one statement and audited by one `INSERT`, a row each.
 *
 * Handed back in `alone`, to be written as a single write is (which then answers for them): a row
 * not found in the scope (403 or 404, which a single write tells apart), one whose values a rule
 * must check in the database (a unique text, the resource's `check`), and all of them where the
 * database refuses the statements (a `CHECK`, a unique index, a trigger: nothing of them stays,
 * and a single write names the row at fault). Runs in the caller's transaction.
 */
export async function updateTogether(
  resource: ServedResource,
  trx: Db,
  request: FastifyRequest,
  scope: Scope,
  edits: readonly CleanEdit[],
  action: string,
): Promise<TogetherOutcome> {
  if (!writesTogether(resource) || !edits.length) return { saved: [], refused: [], alone: [...edits] };
  const context = contextOf(request, scope);
  const before = await lockedRows(resource, trx, context, edits);
  const { together, refused, alone } = sortOut(resource, request, edits, before);
  const saved = together.length ? await writeAll(resource, trx, request, context, together, before, action) : [];
  if (!saved) return { saved: [], refused, alone: [...alone, ...together] };
  return { saved, refused, alone };
}

/**
 * The rows of the edits the caller may change, as reads see them, locked in the order of their ids
 * (two saves of overlapping rows then wait for each other rather than deadlock), by id.
 */
async function lockedRows(resource: ServedResource, trx: Db, context: RowsContext, edits: readonly CleanEdit[]) {
  const rows = (await rowsOf(resource, trx as unknown as AnyDb, context)
    .where(
      'r.id',
      'in',
      edits.map((edit) => edit.id),
    )
    .orderBy('r.id')
    .forUpdate('r')
    .execute()) as Row[];
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Each edit checked against its row as a single write checks it, in the same order: refused (the
 * resource's guard, a version changed since, deleted), to be written together, or alone.
 */
function sortOut(
  resource: ServedResource,
  request: FastifyRequest,
  edits: readonly CleanEdit[],
  before: ReadonlyMap<string, Row>,
) {
  const together: CleanEdit[] = [];
  const refused: BulkRefusal[] = [];
  const alone: CleanEdit[] = [];
  for (const edit of edits) {
    const row = before.get(edit.id);
    if (!row || needsDatabase(resource, edit.values)) {
      alone.push(edit);
      continue;
    }
    try {
      resource.extension.guard?.(request, row, 'update');
      if (edit.version !== undefined && edit.version !== versionOf(resource, row))
        throw new HttpError(412, 'CHANGED_MEANWHILE');
      if (row.deleted) throw conflict('DELETED');
      together.push(edit);
    } catch (error) {
      const refusal = refusalOf(edit.id, error);
      if (!refusal) throw error;
      refused.push(refusal);
    }
  }
  return { together, refused, alone };
}

/**
 * Writes the edits, reads them back and audits them, in a savepoint: the rows as written, or
 * undefined (nothing of it left) where they must be written one by one. An error that is no
 * refusal (the server's own) ends the whole request.
 */
async function writeAll(
  resource: ServedResource,
  trx: Db,
  request: FastifyRequest,
  context: RowsContext,
  edits: readonly CleanEdit[],
  before: ReadonlyMap<string, Row>,
  action: string,
): Promise<Row[] | undefined> {
  const { definition } = resource;
  await sql`SAVEPOINT together`.execute(trx);
  try {
    const updatedAt = definition.timestamps === false ? undefined : new Date();
    for (const group of byFieldsSent(edits)) await writeGroup(resource, trx, group, updatedAt);
    const ids = edits.map((edit) => edit.id);
    const written = (await rowsOf(resource, trx as unknown as AnyDb, context)
      .where('r.id', 'in', ids)
      .execute()) as Row[];
    // a row the change took out of the caller's scope: a single write refuses it (404)
    if (written.length !== ids.length) throw new OneByOne();
    const after = new Map(written.map((row) => [row.id, row]));
    await auditAll(
      trx,
      ids.map((id) => ({
        organisationId: before.get(id)![definition.owner] as string,
        userId: request.user.id,
        entity: definition.name,
        entityId: id,
        action,
        before: before.get(id),
        after: after.get(id),
      })),
    );
    await sql`RELEASE SAVEPOINT together`.execute(trx);
    return ids.map((id) => after.get(id)!);
  } catch (error) {
    if (!(error instanceof OneByOne) && !refusalOf('', error)) throw error;
    await sql`ROLLBACK TO SAVEPOINT together`.execute(trx);
    return undefined;
  }
}

/** The rows by the fields they send (a paste may fill some columns of a row only): one `UPDATE` for each set. */
function byFieldsSent(edits: readonly CleanEdit[]) {
  const groups = new Map<string, CleanEdit[]>();
  for (const edit of edits) {
    const key = Object.keys(edit.values).sort().join(',');
    const group = groups.get(key);
    if (group) group.push(edit);
    else groups.set(key, [edit]);
  }
  return [...groups.values()];
}

/**
 * Sets the fields of rows that send the same ones, each row its own values, in one statement: the
 * values go as one JSON array that `json_populate_recordset` reads as rows of the table's own type,
 * so each value is converted as the column's type says (a day, a number, a list of choices), as a
 * parameter of a single write is. One parameter whatever the number of rows (a `VALUES` list would
 * take one per value, and a cast per column).
 */
async function writeGroup(resource: ServedResource, trx: Db, edits: readonly CleanEdit[], updatedAt?: Date) {
  const fields = Object.keys(edits[0].values);
  // nothing sent: a single write changes nothing either (and audits it)
  if (!fields.length) return;
  const table = sql.table(resource.table);
  const values = edits.map(({ id, values }) =>
    Object.fromEntries([['id', id], ...fields.map((field) => [columnName(field), values[field]])]),
  );
  const sets = fields.map((field) => sql`${sql.ref(field)} = ${sql.ref(`v.${field}`)}`);
  if (updatedAt) sets.push(sql`${sql.ref('updatedAt')} = ${updatedAt}`);
  await sql`
    UPDATE ${table} AS t SET ${sql.join(sets)}
    FROM json_populate_recordset(NULL::${table}, ${JSON.stringify(values)}::json) AS v
    WHERE t.id = v.id`.execute(trx);
}
