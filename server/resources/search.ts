import type { FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '../../src/domain/resources';
import type { AppContext } from '../http/context';
import { HttpError } from '../http/errors';
import { applyFilters } from '../http/list';
import type { AnyDb, ResourceExtension, Row } from './extension';
import { listSpecOf } from './listSpec';
import { rowAccess } from './rows';

/**
 * The first `limit` rows of a resource's list that match a search text, exactly as its list
 * answers them to this caller: the same scope (his grants, 403 without), the same search (the
 * extension's indexed one, else the definition's searched fields) and the same default order.
 * Undefined when the caller may not list the resource at all.
 */
export async function searchResource(
  definition: ResourceDefinition,
  extension: ResourceExtension = { name: definition.name },
  ctx: AppContext,
  request: FastifyRequest,
  text: string,
  limit: number,
): Promise<Row[] | undefined> {
  const access = rowAccess(definition, extension, ctx);
  const spec = listSpecOf(definition, extension);
  let scope;
  try {
    scope = access.scopeFor(request, 'read');
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 403) return undefined;
    throw error;
  }
  const context = access.contextOf(request, scope);
  const db = ctx.db as unknown as AnyDb;
  let matching = (extension.base ?? access.rows)(db, context);
  if (extension.narrow) matching = extension.narrow(matching, {});
  const filter: Record<string, unknown> = definition.softDelete ? { deleted: false } : {};
  if (extension.search) matching = matching.where(extension.search(text));
  else filter.q = text;
  matching = applyFilters(matching, spec, filter);
  const query = { filter: {}, range: [0, limit - 1] as [number, number] };
  const page = await access.pageOf(context, matching, query);
  return access.answerAll(request, page as Row[]);
}
