import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { heldGrants, heldOf } from '../../src/domain/access';
import { today } from '../../src/domain/certificates';
import { hasModule } from '../../src/domain/permissions';
import {
  ownerNameOf,
  withoutHidden,
  type ActionDefinition,
  type Reach,
  type ResourceDefinition,
} from '../../src/domain/resources';
import { reaches, scopeOf, type Scope } from '../auth/scope';
import type { Db } from '../db/database';
import type { AppContext } from '../http/context';
import { conflict, fieldErrors, forbidden, notFound } from '../http/errors';
import { applyOrderAndRange, sortColumn, type AnyQuery, type ListQuery } from '../http/list';
import type { AnyDb, ResourceExtension, Row, RowsContext } from './extension';
import { listSpecOf } from './listSpec';
import { tableOf } from './table';

/**
 * How the routes of a resource reach its rows: the caller's scope, the rows inside it (404 for
 * others, 403 for a row he may only read), a row as answered, a page of a list, and the checks of
 * values every write makes (unique texts, the owner a create names).
 */
export function rowAccess(definition: ResourceDefinition, extension: ResourceExtension, ctx: AppContext) {
  const { owner } = definition;
  const table = tableOf(definition, extension);
  const spec = listSpecOf(definition, extension);
  const db = ctx.db as unknown as AnyDb;
  const uniqueFields = Object.entries(definition.fields)
    .filter(([, field]) => (field.kind === 'text' || field.kind === 'email') && field.unique)
    .map(([field]) => field);

  /** What the caller reaches with `action` (403 without a grant or the resource's module); `only` one reach. */
  const scopeFor = (
    request: FastifyRequest,
    action: string,
    grants?: ActionDefinition['grants'],
    only?: Reach,
  ): Scope => {
    if (definition.module && !hasModule(request.user, definition.module)) throw forbidden();
    const held = grants ? heldOf(request.user, grants, action) : heldGrants(request.user, definition, action);
    const scope =
      scopeOf(request.user, held, only) ??
      (action === 'read' && !only ? extension.readScope?.(request.user) : undefined);
    if (!scope) throw forbidden();
    return scope;
  };

  const rows = (executor: AnyDb, context: RowsContext) => {
    if (extension.rows) return extension.rows(executor, context);
    const query = executor
      .selectFrom(`${table} as r`)
      .innerJoin('organisations as o', 'o.id', `r.${owner}`)
      .selectAll('r')
      .select(`o.name as ${ownerNameOf(definition)}`)
      .where(reaches(context.scope, `r.${owner}`, extension.mine));
    return extension.select ? extension.select(query, context) : query;
  };
  const contextOf = (request: FastifyRequest, scope: Scope): RowsContext => ({
    user: request.user,
    scope,
    day: today(),
  });

  /** The row if it lies inside the scope; 404 otherwise (ids of others cannot be probed). */
  async function rowInScope(executor: AnyDb, request: FastifyRequest, id: string, scope: Scope, lock = false) {
    let query = rows(executor, contextOf(request, scope)).where('r.id', '=', id);
    // a resource whose rows are a derived table locks its own row only
    if (lock && extension.lock) await extension.lock(executor as unknown as Db, id);
    else if (lock) query = query.forUpdate('r');
    const row = (await query.executeTakeFirst()) as Row | undefined;
    if (!row) throw notFound();
    return row;
  }

  /** The row to change, locked; one the caller may only read (he trains in the course) answers 403, others 404. */
  async function rowToChange(executor: AnyDb, request: FastifyRequest, id: string, scope: Scope) {
    try {
      return await rowInScope(executor, request, id, scope, true);
    } catch (error) {
      const readable = (() => {
        try {
          return scopeFor(request, 'read');
        } catch {
          return undefined;
        }
      })();
      if (readable && (await rows(executor, contextOf(request, readable)).where('r.id', '=', id).executeTakeFirst())) {
        throw forbidden();
      }
      throw error;
    }
  }

  /** A single row as its screen needs it (a course with its trainers and participants). */
  const detailed = (executor: Db, request: FastifyRequest, row: Row) =>
    extension.detail ? extension.detail(executor, row, request.user) : row;
  /** The rows as answered: decorated (one query for all of them), then mapped for the caller. */
  async function answerAll(request: FastifyRequest, found: Row[]) {
    const decorated = extension.decorate ? await extension.decorate(ctx.db, found, request.user) : found;
    // what the reader may not see of a row goes, whatever the SQL above answered (one rule: `hidden`)
    return decorated.map((row) =>
      withoutHidden(definition, (extension.toApi ? extension.toApi(row, request.user) : row) as Row),
    );
  }
  const answer = async (request: FastifyRequest, row: Row) =>
    (await answerAll(request, [await detailed(ctx.db, request, row)]))[0];

  async function assertUnique(executor: AnyDb, values: Record<string, unknown>, ownerId: string, exceptId?: string) {
    for (const field of uniqueFields) {
      const value = values[field];
      if (typeof value !== 'string') continue;
      let query = executor
        .selectFrom(table)
        .select('id')
        .where(owner, '=', ownerId)
        .where(sql`lower(${sql.ref(field)})`, '=', value.trim().toLowerCase());
      if (definition.softDelete) query = query.where('deleted', '=', false);
      if (exceptId) query = query.where('id', '<>', exceptId);
      if (await query.executeTakeFirst()) throw conflict('NOT_UNIQUE', undefined, { [field]: 'Value already exists.' });
    }
  }

  /**
   * A page of the matching rows. With a base query the page is cut from it first and only its
   * rows are joined with their names (a deferred join: page 200 joins 10 rows, not 2,000),
   * unless the order needs a joined name.
   */
  function pageOf(context: RowsContext, matching: AnyQuery, query: ListQuery, reader = db) {
    if (!extension.base) return applyOrderAndRange(matching, spec, query).execute();
    const onBase = (field: string | undefined) => {
      const column = field === undefined ? 'r.id' : sortColumn(spec, field);
      return typeof column === 'string' && column.startsWith('r.');
    };
    const named = rows(reader, context);
    if (onBase((query.sort ?? spec.defaultSort).field) && onBase(query.groupBy)) {
      const ids = applyOrderAndRange(matching.clearSelect().select('r.id'), spec, query);
      return applyOrderAndRange(named.where('r.id', 'in', ids), spec, { ...query, range: undefined }).execute();
    }
    return applyOrderAndRange(named.where('r.id', 'in', matching.clearSelect().select('r.id')), spec, query).execute();
  }

  /** The owner a create names, if the caller reaches it; who reaches all is told when it does not exist. */
  async function ownerInScope(ownerId: string, scope: Scope) {
    const organisation = await db
      .selectFrom('organisations as r')
      .select('r.id')
      .where('r.id', '=', ownerId)
      .where(reaches(scope, 'r.id'))
      .executeTakeFirst();
    if (!organisation && scope.organisations?.kind === 'all') throw fieldErrors({ [owner]: { key: 'invalidValue' } });
    if (!organisation) throw notFound();
    return ownerId;
  }

  return {
    scopeFor,
    rows,
    contextOf,
    rowInScope,
    rowToChange,
    detailed,
    answerAll,
    answer,
    assertUnique,
    pageOf,
    ownerInScope,
  };
}

export type RowAccess = ReturnType<typeof rowAccess>;
