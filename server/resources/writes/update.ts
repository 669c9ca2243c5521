import type { FastifyRequest } from 'fastify';
import type { Scope } from '../../auth/scope';
import type { Db } from '../../db/database';
import { conflict } from '../../http/errors';
import type { AnyDb, Row } from '../extension';
import { answer, detailed } from '../rows/answers';
import { rowInScope, rowToChange } from '../rows/query';
import { scopeFor } from '../rows/scope';
import type { ServedResource } from '../served';
import { auditChange } from './audit';
import { assertUnique, clean } from './values';

/** Changes one row the caller may change (locked, checked), with its audit row; answers it as read inside the scope. */
async function change(
  resource: ServedResource,
  trx: Db,
  request: FastifyRequest,
  scope: Scope,
  id: string,
  values: Record<string, unknown>,
) {
  const { definition, extension, ctx, table } = resource;
  const executor = trx as unknown as AnyDb;
  const before = await rowToChange(resource, executor, request, id, scope);
  extension.guard?.(request, before, 'update');
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

/** Changes the rows, each checked like one, all or none (one transaction). */
export async function updateRows(
  resource: ServedResource,
  request: FastifyRequest,
  ids: readonly string[],
  body: Record<string, unknown>,
) {
  const scope = scopeFor(resource, request, 'update');
  const values = clean(body);
  return resource.ctx.db.transaction().execute(async (trx) => {
    const changed: Row[] = [];
    for (const id of new Set(ids)) changed.push(await change(resource, trx, request, scope, id, values));
    return changed;
  });
}

/** Changes one row; answers it as a read would. */
export const updateRow = async (
  resource: ServedResource,
  request: FastifyRequest,
  id: string,
  body: Record<string, unknown>,
) => answer(resource, request, (await updateRows(resource, request, [id], body))[0]);
