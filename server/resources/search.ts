import type { FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '../../src/domain/resources';
import type { AppContext } from '../http/context';
import type { ResourceExtension, Row } from './extension';
import { answerAll } from './rows/answers';
import { matchingRows, pageOf } from './rows/list';
import { contextOf } from './rows/query';
import { readScope } from './rows/scope';
import { servedResource } from './served';

/**
 * The first `limit` rows of a resource's list that match a search text, exactly as its list
 * answers them to this caller: the same scope (his grants, 403 without), the same search (the
 * extension's indexed one, else the definition's searched fields) and the same default order.
 * Undefined when the caller may not list the resource at all.
 */
export async function searchResource(
  definition: ResourceDefinition,
  extension: ResourceExtension | undefined,
  ctx: AppContext,
  request: FastifyRequest,
  text: string,
  limit: number,
): Promise<Row[] | undefined> {
  const resource = servedResource(definition, extension, ctx);
  const scope = readScope(resource, request);
  if (!scope) return undefined;
  const context = contextOf(request, scope);
  const filter = definition.softDelete ? { deleted: false } : {};
  const matching = await matchingRows(resource, resource.db, context, filter, text);
  const query = { filter: {}, range: [0, limit - 1] as [number, number] };
  const page = await pageOf(resource, context, matching, query, resource.db);
  return answerAll(resource, request, page as Row[]);
}
