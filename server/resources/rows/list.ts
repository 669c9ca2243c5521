import type { FastifyRequest } from 'fastify';
import type { Reach } from '../../../src/domain/resources';
import { fieldErrors } from '../../http/errors';
import { applyFilters, applyOrderAndRange, MAX_ROWS, sortColumn, type AnyQuery, type ListQuery } from '../../http/list';
import type { AnyDb, Row, RowsContext } from '../extension';
import type { ServedResource } from '../served';
import { answerAll } from './answers';
import { contextOf, rowsOf } from './query';
import { scopeFor } from './scope';

/** `filter.scope` of a list asks for one reach of the caller's grants: its (own), itc or my. */
const REACHES: Record<string, Reach> = { its: 'own', itc: 'itc', my: 'my' };
function reachOf(scope: unknown): Reach | undefined {
  if (scope === undefined || scope === null || scope === '') return undefined;
  if (typeof scope !== 'string' || !Object.hasOwn(REACHES, scope))
    throw fieldErrors({ 'filter.scope': { key: 'invalidValue' } });
  return REACHES[scope];
}

/** The search text of `filter.q`, trimmed; 400 for anything but a short text. */
function searchText(q: unknown): string | undefined {
  if (q === undefined || q === null || q === '') return undefined;
  if (typeof q !== 'string' || q.length > 200) throw fieldErrors({ 'filter.q': { key: 'invalidValue' } });
  return q.trim() || undefined;
}

/**
 * The rows of a list that match its filters and search text `q`, on the cheaper base query where
 * the extension has one; the extension's indexed search where it has one, else ILIKE on the
 * definition's searched fields.
 */
export async function matchingRows(
  resource: ServedResource,
  reader: AnyDb,
  context: RowsContext,
  filter: Record<string, unknown>,
  q: unknown,
) {
  const { extension, spec } = resource;
  let matching = extension.base ? extension.base(reader, context) : rowsOf(resource, reader, context);
  if (extension.narrow) matching = extension.narrow(matching, filter);
  const text = searchText(q);
  if (!extension.search) return applyFilters(matching, spec, { ...filter, q });
  if (text) matching = matching.where(await extension.search(text, reader));
  return applyFilters(matching, spec, filter);
}

/**
 * A page of the matching rows. With a base query the page is cut from it first and only its
 * rows are joined with their names (a deferred join: page 200 joins 10 rows, not 2,000),
 * unless the order needs a joined name.
 */
export function pageOf(
  resource: ServedResource,
  context: RowsContext,
  matching: AnyQuery,
  query: ListQuery,
  reader: AnyDb,
) {
  const { extension, spec } = resource;
  if (!extension.base) return applyOrderAndRange(matching, spec, query).execute();
  const onBase = (field: string | undefined) => {
    const column = field === undefined ? 'r.id' : sortColumn(spec, field);
    return typeof column === 'string' && column.startsWith('r.');
  };
  const named = rowsOf(resource, reader, context);
  if (onBase((query.sort ?? spec.defaultSort).field) && onBase(query.groupBy)) {
    const ids = applyOrderAndRange(matching.clearSelect().select('r.id'), spec, query);
    return applyOrderAndRange(named.where('r.id', 'in', ids), spec, { ...query, range: undefined }).execute();
  }
  return applyOrderAndRange(named.where('r.id', 'in', matching.clearSelect().select('r.id')), spec, query).execute();
}

/** What a list answers: the page of the rows the caller reaches that match, as answered, and how many match. */
export async function listRows(resource: ServedResource, request: FastifyRequest, query: ListQuery) {
  const { scope: reach, q, ...filter } = query.filter;
  const scope = scopeFor(resource, request, 'read', undefined, reachOf(reach));
  // soft-deleted rows only when asked for; references by id resolve to them all the same
  if (resource.definition.softDelete && !('deleted' in filter) && !('id' in filter)) filter.deleted = false;
  const context = contextOf(request, scope);
  const reader = (await resource.ctx.readDb(request)) as unknown as AnyDb;
  // the filter as asked (narrow may take filters out of it); matchingRows checks its values
  // first, so a kept count sees checked values only
  const asked = { ...filter };
  const matching = await matchingRows(resource, reader, context, filter, q);
  const kept = q === undefined ? resource.extension.keptCount?.(reader, context, asked) : undefined;
  const count = () =>
    kept ??
    matching
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow()
      .then((row) => row.total);
  const [page, total] =
    q === undefined
      ? await Promise.all([pageOf(resource, context, matching, query, reader), count()])
      : await searchedPage(pageOf(resource, context, matching, query, reader), query, count);
  return { rows: await answerAll(resource, request, page as Row[]), total };
}

/**
 * A search's page, then its total. The count would repeat the search's match (for a person, a
 * trigram scan of every name: the dearest part of the request), and most searches find fewer
 * rows than a page: a page that is not full, and not past the end, tells the total itself.
 */
async function searchedPage(pending: Promise<unknown[]>, query: ListQuery, count: () => Promise<number>) {
  const page = await pending;
  const [start, end] = query.range ?? [0, MAX_ROWS - 1];
  const complete = page.length < end - start + 1 && (page.length > 0 || start === 0);
  return [page, complete ? start + page.length : await count()] as const;
}
