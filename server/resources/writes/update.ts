import type { FastifyError, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Scope } from '../../auth/scope';
import type { Db } from '../../db/database';
import { conflict, notFound, toErrorBody } from '../../http/errors';
import type { AnyDb, Row } from '../extension';
import { answer, detailed } from '../rows/answers';
import { rowInScope, rowToChange } from '../rows/query';
import { scopeFor } from '../rows/scope';
import type { BulkRefusal } from '../../../src/domain/bulk';
import type { ServedResource } from '../served';
import { auditChange } from './audit';
import { assertUnique, clean } from './values';
import { assertVersion, assertVersions, type Expected, type SeenVersions } from './versions';

/** Changes one row the caller may change (locked, checked), with its audit row; answers it as read inside the scope. */
async function change(
  resource: ServedResource,
  trx: Db,
  request: FastifyRequest,
  scope: Scope,
  id: string,
  values: Record<string, unknown>,
  expected?: Expected,
) {
  const { definition, extension, ctx, table } = resource;
  const executor = trx as unknown as AnyDb;
  const before = await rowToChange(resource, executor, request, id, scope);
  extension.guard?.(request, before, 'update');
  await assertVersion(resource, request, before, expected);
  if (before.deleted) throw conflict('DELETED');
  // read before the write: a detail joins rows the update replaces (a course's roster)
  const snapshot = await detailed(resource, trx, request, before);
  const ownerId = before[definition.owner] as string;
  await assertUnique(resource, executor, values, ownerId, id);
  await extension.check?.(trx, values, ownerId, id);
  if (extension.update) await extension.update({ trx, request, app: ctx }, before, values);
  else if (Object.keys(values).length) {
    await executor
      .updateTable(table)
      .set({ ...values, ...(definition.timestamps === false ? {} : { updatedAt: new Date() }) })
      .where('id', '=', id)
      .execute();
  }
  const after = await rowInScope(resource, executor, request, id, scope);
  const detail = await detailed(resource, trx, request, after);
  await auditChange(resource, trx, request, ownerId, id, { action: 'update', before: snapshot, after: detail });
  return after;
}

/**
 * Changes the rows, each checked like one, all or none (one transaction); with the versions the
 * caller saw, none if any of them changed since (412 naming them).
 */
export async function updateRows(
  resource: ServedResource,
  request: FastifyRequest,
  ids: readonly string[],
  body: Record<string, unknown>,
  seen?: SeenVersions,
) {
  const scope = scopeFor(resource, request, 'update');
  const values = clean(body);
  const rows = [...new Set(ids)];
  return resource.ctx.db.transaction().execute(async (trx) => {
    const locked = (id: string) => rowToChange(resource, trx as unknown as AnyDb, request, id, scope);
    await assertVersions(rows, seen, locked, resource);
    const changed: Row[] = [];
    for (const id of rows) changed.push(await change(resource, trx, request, scope, id, values));
    return changed;
  });
}

/** One row of an edit: its own values, and the version the caller saw. */
export interface RowEdit {
  id: string;
  values: Record<string, unknown>;
  version?: string;
}

/**
 * Changes each row that may be changed, in one transaction, and reports the others ("Edit N
 * selected", and the list's grid, where each row has its own values): a row outside the caller's
 * reach (as not found, like an id that does not exist), one a rule refuses, one changed since the
 * version the caller saw, or deleted, is left as it was and named with its reason; the others are
 * written with one audit row each. When no row is found at all the answer is 404, as for one row
 * outside the caller's reach. Each row runs in a savepoint, so that a refusal the database makes
 * (a check, a unique index) undoes only that row. An error that is no refusal (the server's own)
 * rolls back every row.
 */
export async function updateEach(resource: ServedResource, request: FastifyRequest, edits: readonly RowEdit[]) {
  const scope = scopeFor(resource, request, 'update');
  return resource.ctx.db.transaction().execute(async (trx) => {
    const saved: string[] = [];
    const refused: BulkRefusal[] = [];
    for (const { id, values, version } of edits) {
      await sql`SAVEPOINT edit_row`.execute(trx);
      try {
        await change(resource, trx, request, scope, id, clean(values), version);
        await sql`RELEASE SAVEPOINT edit_row`.execute(trx);
        saved.push(id);
      } catch (error) {
        const answer = toErrorBody(error as FastifyError);
        if (answer.statusCode >= 500) throw error;
        await sql`ROLLBACK TO SAVEPOINT edit_row`.execute(trx);
        refused.push({
          id,
          code: answer.code,
          message: answer.message,
          ...(answer.errors && { errors: answer.errors }),
        });
      }
    }
    // none of them is the caller's to see: the answer of one such row (a 404 leaks nothing)
    if (!saved.length && refused.every((refusal) => refusal.code === 'NOT_FOUND')) throw notFound();
    return { saved, refused };
  });
}

/** Changes one row, unless it changed since the version the caller saw (412 with it as it is now); answers it as a read would. */
export async function updateRow(
  resource: ServedResource,
  request: FastifyRequest,
  id: string,
  body: Record<string, unknown>,
  expected?: Expected,
) {
  const scope = scopeFor(resource, request, 'update');
  const row = await resource.ctx.db
    .transaction()
    .execute((trx) => change(resource, trx, request, scope, id, clean(body), expected));
  return answer(resource, request, row);
}
