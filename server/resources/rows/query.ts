import type { FastifyRequest } from 'fastify';
import { today } from '../../../src/domain/certificates';
import { ownerNameOf } from '../../../src/domain/resources';
import { reaches, type Scope } from '../../auth/scope';
import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../http/errors';
import type { AnyDb, Row, RowsContext } from '../extension';
import type { ServedResource } from '../served';
import { readScope, scopeFor } from './scope';

/** What a query of the rows knows: who asks, what he reaches, and today. */
export const contextOf = (request: FastifyRequest, scope: Scope): RowsContext => ({
  user: request.user,
  scope,
  day: today(),
});

/** The rows as lists and reads see them, aliased `r`, inside the scope: the extension's SQL, else the table with its owner's name. */
export function rowsOf({ definition, extension, table }: ServedResource, executor: AnyDb, context: RowsContext) {
  if (extension.rows) return extension.rows(executor, context);
  const { owner } = definition;
  const query = executor
    .selectFrom(`${table} as r`)
    .innerJoin('organisations as o', 'o.id', `r.${owner}`)
    .selectAll('r')
    .select(`o.name as ${ownerNameOf(definition)}`)
    .where(reaches(context.scope, `r.${owner}`, extension.mine));
  return extension.select ? extension.select(query, context) : query;
}

/** The row if it lies inside the scope; 404 otherwise (ids of others cannot be probed). */
export async function rowInScope(
  resource: ServedResource,
  executor: AnyDb,
  request: FastifyRequest,
  id: string,
  scope: Scope,
  lock = false,
) {
  let query = rowsOf(resource, executor, contextOf(request, scope)).where('r.id', '=', id);
  // a resource whose rows are a derived table locks its own row only
  if (lock && resource.extension.lock) await resource.extension.lock(executor as unknown as Db, id);
  else if (lock) query = query.forUpdate('r');
  const row = (await query.executeTakeFirst()) as Row | undefined;
  if (!row) throw notFound();
  return row;
}

/** The row to change, locked; one the caller may only read (he trains in the course) answers 403, others 404. */
export async function rowToChange(
  resource: ServedResource,
  executor: AnyDb,
  request: FastifyRequest,
  id: string,
  scope: Scope,
) {
  try {
    return await rowInScope(resource, executor, request, id, scope, true);
  } catch (error) {
    const readable = readScope(resource, request);
    const row =
      readable &&
      (await rowsOf(resource, executor, contextOf(request, readable)).where('r.id', '=', id).executeTakeFirst());
    if (row) throw forbidden();
    throw error;
  }
}

/** The row as a read of it finds it: inside the caller's read scope, else 404. */
export const readableRow = (resource: ServedResource, request: FastifyRequest, id: string) =>
  rowInScope(resource, resource.db, request, id, scopeFor(resource, request, 'read'));
