import type { TSchema } from '@fastify/type-provider-typebox';
import type { FastifyContextConfig, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { Expression, Kysely, RawBuilder, SqlBool } from 'kysely';
import type { SessionUser } from '../../src/domain/session';
import type { Scope } from '../auth/scope';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { AppContext, ApiVersion } from '../http/context';
import type { AnyQuery, FilterDef } from '../http/list';

// Resources share the machinery but not a row type: rows are plain records there.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;
export type Row = Record<string, unknown> & { id: string };

/** What a query of the rows knows: who asks, what he reaches, and today. */
export interface RowsContext {
  user: SessionUser;
  scope: Scope;
  /** Calendar day the display statuses are computed for (yyyy-mm-dd). */
  day: string;
}

/** A write in progress: the transaction, the caller and the app's services. */
export interface WriteContext {
  trx: Db;
  request: FastifyRequest;
  app: AppContext;
}

/** An action of the definition (`POST /{resource}/{id}/{name}`): its handler answers the body. */
/** What an action's handler works with: its scope, the row it acts on, and the answer of a row. */
export interface ActionContext {
  app: AppContext;
  version: ApiVersion;
  scope: Scope;
  /** The row inside the action's scope (404 outside); locked for the change with `lock`, 403 if only readable. */
  row: (executor: Db, id: string, lock?: boolean) => Promise<Row>;
  /** A row as a read of it answers (its detail, what the caller may do with it). */
  answer: (id: string) => Promise<unknown>;
}

export interface ActionHandler {
  handle: (request: FastifyRequest, reply: FastifyReply, context: ActionContext) => Promise<unknown>;
  /** Route options beyond the derived ones: a larger body limit, a query string, a response schema. */
  options?: {
    schema?: { querystring?: TSchema; response?: Record<number, TSchema> };
    config?: FastifyContextConfig;
    bodyLimit?: number;
    validatorCompiler?: FastifySchemaCompiler<unknown>;
  };
  /** Properties the answer holds beside the row's (the move's count of certificates moved). */
  alsoAnswers?: Record<string, TSchema>;
  /**
   * A body of many rows, parsed as it streams in (server/http/jsonRows.ts) rather than read whole:
   * the property holding them and the bounds of their number and of one row's length.
   */
  streamedRows?: { field: string; maxRows: number; maxRowLength: number };
  /** Route hooks made with the app's services (the import's one-at-a-time lease). */
  hooks?: (app: AppContext) => { onRequest?: RouteHook; onSend?: RouteHook };
}

export type RouteHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * What the server adds to a resource's definition where the generic handling does not suffice:
 * the SQL of its rows, rules on writes, and the handlers of its actions. A simple resource (a
 * table with its organisation) needs none. Every hook is optional.
 */
export interface ResourceExtension {
  /** The definition it extends (by name). */
  name: string;
  /** The table (Kysely's camelCase name); the resource's name in camelCase when omitted. */
  table?: keyof Database;
  /**
   * The rows as lists and single reads see them, aliased `r`, already restricted to the scope.
   * Default: the table with its owner's name, restricted by `reaches(scope, r.<owner>, mine)`.
   */
  rows?: (db: AnyDb, context: RowsContext) => AnyQuery;
  /**
   * The matching rows without their joined names, aliased `r` and restricted to the scope, where
   * lists are long: filters, search and a sort on the row's own columns run on it, and only the
   * page is joined with names (see `rows`).
   */
  base?: (db: AnyDb, context: RowsContext) => AnyQuery;
  /** Joins and read-only columns added to the default rows (the row is `r`, its owner `o`). */
  select?: (query: AnyQuery, context: RowsContext) => AnyQuery;
  /** SQL of fields that are not columns of `r` (joined names), for sorting, searching and filters. */
  columns?: Record<string, string | RawBuilder<unknown>>;
  /** What a field sorts by where that differs from its column (a status by its place in the workflow). */
  sort?: Record<string, string | RawBuilder<unknown>>;
  /** Locks a row for a change, where the rows are a derived table that FOR UPDATE would not fit. */
  lock?: (trx: Db, id: string) => Promise<void>;
  /** Filters beyond equality on the declared fields. */
  filters?: Record<string, FilterDef>;
  /** The free-text search `filter.q`, where an index answers better than ILIKE on the search columns. */
  search?: (text: string, db: AnyDb) => Expression<SqlBool> | Promise<Expression<SqlBool>>;
  /**
   * Narrows a list by what its filter leaves open (replies are listed under their ticket, not beside
   * it), or by filters that belong together; it takes the filters it applied out of `filter`.
   */
  narrow?: (query: AnyQuery, filter: Record<string, unknown>) => AnyQuery;
  /**
   * A list's total kept in advance, for the filters it answers (`q` aside); undefined where it
   * does not, and the list counts its rows.
   */
  keptCount?: (db: AnyDb, context: RowsContext, filter: Record<string, unknown>) => Promise<number> | undefined;
  /** The rows of the user himself, for `my` grants: a condition on `r`. */
  mine?: (userId: string) => Expression<SqlBool>;
  /** Readers beyond the grants (sites reading their ITC's disciplines): their scope, or undefined. */
  readScope?: (user: SessionUser) => Scope | undefined;
  /**
   * The owner of a new row from its values (a request belongs to its instructor's site), where the
   * body names no organisation; it answers 404 when the caller may not create there.
   */
  ownerOf?: (db: Db, request: FastifyRequest, values: Record<string, unknown>) => Promise<string>;
  /** Rules on the values about to be written, inside the write's transaction; `id` on update. */
  check?: (trx: Db, values: Record<string, unknown>, owner: string, id?: string) => Promise<void>;
  /**
   * The values `check` looks at on an update, where it looks at some only: a bulk edit writes the
   * rows that send none of them together, without calling it (`writes/together.ts`). Without it,
   * each row of a bulk edit is checked and written on its own.
   */
  checkedFields?: readonly string[];
  /** The answer for a row (e.g. what the caller may do with it). */
  toApi?: (row: Row, user: SessionUser) => unknown;
  /** A single row as its screen needs it (a course with trainers and participants); also what audit rows keep. */
  detail?: (db: Db, row: Row, user: SessionUser) => Promise<Row>;
  /** Adds to the answered rows what one query for all of them gives (a ticket's replies). */
  decorate?: (db: Db, rows: Row[], user: SessionUser) => Promise<Row[]>;
  /**
   * Replaces the generic insert: writes the row (and what belongs to it) and answers its id, and
   * what is to follow once the transaction committed (a mail).
   */
  create?: (
    context: WriteContext,
    values: Record<string, unknown>,
    owner: string,
  ) => Promise<string | { id: string; afterCommit: () => void }>;
  /** Replaces the generic update of a row read (and locked) inside the scope. */
  update?: (context: WriteContext, before: Row, values: Record<string, unknown>) => Promise<void>;
  /** Refuses (403) an update or delete of a row the caller reaches but may not touch (himself, an ADMIN). */
  guard?: (request: FastifyRequest, row: Row, action: 'update' | 'delete') => void;
  /** Replaces the flag update of a soft delete or restore (a user's sessions end); answers the audit action. */
  setDeleted?: (context: WriteContext, before: Row, deleted: boolean) => Promise<string>;
  /** Removes a row of a resource that is not soft-deleted; answers what the audit row keeps of it. */
  remove?: (context: WriteContext, before: Row) => Promise<unknown>;
  /** Handlers of the definition's actions, by name. */
  actions?: Record<string, ActionHandler>;
}
