import type { FastifyRequest } from 'fastify';
import type { Scope } from '../../auth/scope';
import type { Db } from '../../db/database';
import type { AnyDb, Row } from '../extension';
import { answer, detailed } from '../rows/answers';
import { rowInScope, rowToChange } from '../rows/query';
import { scopeFor } from '../rows/scope';
import type { ServedResource } from '../served';
import { auditChange } from './audit';
import { eachRow } from './each';
import { assertUnique } from './values';
import { assertVersion, assertVersions, type SeenVersions } from './versions';

/** Removes a row of a resource kept for good (its extension does), with an audit row of what it kept of it. */
async function remove(resource: ServedResource, trx: Db, request: FastifyRequest, before: Row) {
  const kept = await resource.extension.remove!(
    { trx, request, app: resource.ctx },
    await detailed(resource, trx, request, before),
  );
  const ownerId = before[resource.definition.owner] as string;
  await auditChange(resource, trx, request, ownerId, before.id, { action: 'delete', before: kept ?? before });
  return before;
}

/** Sets a soft-deleted row's flag (a restore checks its unique texts again), with its audit row. */
async function flag(
  resource: ServedResource,
  trx: Db,
  request: FastifyRequest,
  scope: Scope,
  before: Row,
  deleted: boolean,
) {
  const { definition, extension, ctx, table } = resource;
  if (before.deleted === deleted) return before;
  const { id } = before;
  const ownerId = before[definition.owner] as string;
  const executor = trx as unknown as AnyDb;
  if (!deleted) await assertUnique(resource, executor, before, ownerId, id);
  let action = deleted ? 'delete' : 'restore';
  if (extension.setDeleted) action = await extension.setDeleted({ trx, request, app: ctx }, before, deleted);
  else {
    await executor
      .updateTable(table)
      .set({ deleted, ...(definition.timestamps === false ? {} : { updatedAt: new Date() }) })
      .where('id', '=', id)
      .execute();
  }
  await auditChange(resource, trx, request, ownerId, id, { action, before: { deleted: !deleted }, after: { deleted } });
  return rowInScope(resource, executor, request, id, scope);
}

/** Soft delete or restore of some rows, all or none; a resource kept for good removes them (its extension). */
export async function setDeleted(
  resource: ServedResource,
  request: FastifyRequest,
  ids: readonly string[],
  deleted: boolean,
  seen?: SeenVersions,
): Promise<Row[]> {
  const scope = scopeFor(resource, request, 'delete');
  const rows = [...new Set(ids)];
  return resource.ctx.db.transaction().execute(async (trx) => {
    const locked = (id: string) => rowToChange(resource, trx as unknown as AnyDb, request, id, scope);
    if (rows.length > 1) await assertVersions(rows, seen, locked, resource);
    const result: Row[] = [];
    for (const id of rows) {
      const before = await locked(id);
      resource.extension.guard?.(request, before, 'delete');
      // one row: a stale version answers 412 with the row as it is now
      if (rows.length === 1) await assertVersion(resource, request, before, seen?.[id]);
      result.push(
        resource.definition.softDelete
          ? await flag(resource, trx, request, scope, before, deleted)
          : await remove(resource, trx, request, before),
      );
    }
    return result;
  });
}

/**
 * Soft delete or restore of each row that may be changed (`?partial=true`, `eachRow`): a row changed
 * since the version the caller saw, out of reach or refused by a rule is left as it was and named;
 * the others are written in one transaction, each with its audit row.
 */
export async function setDeletedEach(
  resource: ServedResource,
  request: FastifyRequest,
  ids: readonly string[],
  deleted: boolean,
  seen?: SeenVersions,
) {
  const scope = scopeFor(resource, request, 'delete');
  return resource.ctx.db.transaction().execute((trx) =>
    eachRow(trx, ids, async (id) => {
      const before = await rowToChange(resource, trx as unknown as AnyDb, request, id, scope);
      resource.extension.guard?.(request, before, 'delete');
      await assertVersion(resource, request, before, seen?.[id]);
      return resource.definition.softDelete
        ? flag(resource, trx, request, scope, before, deleted)
        : remove(resource, trx, request, before);
    }),
  );
}

/** Deletes or restores one row, unless it changed since the version the caller saw; answers it as a read would. */
export const setRowDeleted = async (
  resource: ServedResource,
  request: FastifyRequest,
  id: string,
  deleted: boolean,
  expected?: string,
) =>
  answer(
    resource,
    request,
    (await setDeleted(resource, request, [id], deleted, expected === undefined ? undefined : { [id]: expected }))[0],
  );
