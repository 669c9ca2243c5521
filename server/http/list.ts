import { Type, type TSchema } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import pg from 'pg';
import { sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { ApiVersion } from './context';
import { fieldErrors } from './errors';
import { nulField } from './nulBytes';

/**
 * Lists, the same for every resource and both API generations. v2 follows ra-data-simple-rest
 * (`sort=["name","ASC"]&range=[0,9]&filter={...}`, total in Content-Range); v1 takes the data-table
 * options of the specification (`page`, `itemsPerPage` (-1 = all), `sortBy`, `sortDesc`, `groupBy`,
 * `search`, other parameters as filters) and answers `{ items, total }`. Both become one ListQuery.
 */
export interface ListQuery {
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** First and last row, inclusive; undefined means all rows (up to MAX_ROWS). */
  range?: [number, number];
  /** Rows come ordered by this field first, so a table can show them in groups. */
  groupBy?: string;
  filter: Record<string, unknown>;
}

/** A page holds at most this many rows, and "all" means at most this many. */
export const MAX_PAGE_SIZE = 1000;
export const MAX_ROWS = 5000;

const Param = (description: string) => Type.Optional(Type.String({ maxLength: 4000, description }));

/** The query of a list in each API generation (they also document it in the OpenAPI document). */
export const LIST_QUERIES = {
  v2: Type.Object(
    {
      sort: Param('JSON ["field","ASC"|"DESC"]; default: the resource\'s own order, "id" also sorts'),
      range: Param('JSON [first,last], inclusive and zero-based, at most 1000 rows; without it all rows (up to 5000)'),
      filter: Param(
        'JSON object: "q" free text, "scope" its|itc|my where the resource has scopes, "deleted" true for the deleted rows only (without it they are left out), "id" a list of ids, and the resource\'s own fields',
      ),
      groupBy: Param('a sortable field: rows come ordered by it first'),
    },
    { additionalProperties: false },
  ),
  v1: Type.Object(
    {
      page: Param('1-based page'),
      itemsPerPage: Param('rows per page; -1 for all (up to 5000)'),
      sortBy: Param('a sortable field'),
      sortDesc: Param('"true" for descending'),
      groupBy: Param('a sortable field: rows come ordered by it first'),
      search: Param('free text'),
    },
    // any other parameter is a filter on the field of its name (lists and objects as JSON)
    { additionalProperties: Type.String({ maxLength: 4000 }) },
  ),
};

/** What a list answers in each generation: v1 `{ items, total }`, v2 the rows (the total in Content-Range). */
export const listAnswerOf = (version: ApiVersion, row: TSchema) =>
  version === 'v1' ? Type.Object({ items: Type.Array(row), total: Type.Integer() }) : Type.Array(row);

/** @deprecated the query of either generation; use LIST_QUERIES[version]. */
export const ListQuerystring = Type.Record(Type.String(), Type.String({ maxLength: 4000 }));

const invalid = (field: string) => fieldErrors({ [field]: { key: 'invalidValue' } });

/**
 * A parameter's JSON. Its escapes (`\u0000`) can make a NUL that the check of the raw query
 * (nulBytes.ts) never saw, and PostgreSQL would fail on: 400 for the value that holds one.
 */
function json(text: string, field: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid(field);
  }
  const nul = nulField(value);
  if (nul !== undefined) throw invalid(nul ? `${field}.${nul}` : field);
  return value;
}

function integer(text: string | undefined, field: string, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  if (!/^-?\d{1,9}$/.test(text)) throw invalid(field);
  return Number(text);
}

function parseV2(query: Record<string, string>): ListQuery {
  const result: ListQuery = { filter: {} };
  if (query.sort) {
    const sort = json(query.sort, 'sort');
    if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(sort[1]))
      throw invalid('sort');
    if (sort[0]) result.sort = { field: sort[0], order: sort[1] };
  }
  if (query.range) {
    const range = json(query.range, 'range');
    if (
      !Array.isArray(range) ||
      range.length !== 2 ||
      !range.every((n) => Number.isSafeInteger(n) && n >= 0) ||
      range[1] < range[0] ||
      range[1] - range[0] >= MAX_PAGE_SIZE
    ) {
      throw invalid('range');
    }
    result.range = [range[0], range[1]];
  }
  if (query.filter) {
    const filter = json(query.filter, 'filter');
    if (!filter || typeof filter !== 'object' || Array.isArray(filter)) throw invalid('filter');
    result.filter = filter as Record<string, unknown>;
  }
  if (query.groupBy) result.groupBy = query.groupBy;
  return result;
}

/** A v1 filter parameter: true/false, a JSON list or object, or the text itself. */
function v1Value(text: string, key: string): unknown {
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^[[{]/.test(text)) return json(text, key);
  return text;
}

const V1_OPTIONS = new Set(['page', 'itemsPerPage', 'sortBy', 'sortDesc', 'groupBy', 'search']);

function parseV1(query: Record<string, string>): ListQuery {
  const page = integer(query.page, 'page', 1);
  const perPage = integer(query.itemsPerPage, 'itemsPerPage', 10);
  if (page < 1) throw invalid('page');
  if (perPage === 0 || perPage < -1 || perPage > MAX_PAGE_SIZE) throw invalid('itemsPerPage');
  if (query.sortDesc !== undefined && !['true', 'false'].includes(query.sortDesc)) throw invalid('sortDesc');
  const result: ListQuery = { filter: {} };
  if (perPage > 0) result.range = [(page - 1) * perPage, page * perPage - 1];
  if (query.sortBy) result.sort = { field: query.sortBy, order: query.sortDesc === 'true' ? 'DESC' : 'ASC' };
  if (query.groupBy) result.groupBy = query.groupBy;
  if (query.search) result.filter.q = query.search;
  for (const [key, value] of Object.entries(query)) if (!V1_OPTIONS.has(key)) result.filter[key] = v1Value(value, key);
  return result;
}

export const parseListQuery = (version: ApiVersion, query: Record<string, string>) =>
  version === 'v1' ? parseV1(query) : parseV2(query);

/** Answers a page of rows in the shape of the API generation. */
export function sendList(
  reply: FastifyReply,
  version: ApiVersion,
  resource: string,
  query: ListQuery,
  rows: unknown[],
  total: number,
) {
  if (version === 'v1') return reply.send({ items: rows, total });
  const start = query.range?.[0] ?? 0;
  const range = rows.length ? `${start}-${start + rows.length - 1}` : '*';
  return reply
    .header('content-range', `${resource} ${range}/${total}`)
    .header('access-control-expose-headers', 'Content-Range')
    .send(rows);
}

// ------------------------------------------------------------------------------------------
// Filters, search and order on a Kysely query
// ------------------------------------------------------------------------------------------

// The list helper works on any table: the builders are typed loosely here, and strictly where
// resources use them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyQuery = SelectQueryBuilder<any, any, any>;

export type FilterType = 'boolean' | 'string' | 'uuid' | 'uuids' | 'date' | { enum: readonly string[] };

export interface FilterDef {
  type: FilterType;
  /** SQL column (alias.column, camelCase) compared for equality; or `where` for anything else. */
  column?: string;
  where?: (value: never) => Expression<SqlBool>;
}

/** A column (`alias.column`, camelCase) or an SQL expression (a name shown as "First Last"). */
export type Column = string | RawBuilder<unknown>;
export const columnSql = (column: Column) => (typeof column === 'string' ? sql.ref(column) : column);

export interface ListSpec {
  /** API field name -> SQL column the rows may be ordered by. */
  sortable: Record<string, Column>;
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Columns the free-text filter `q` searches (case-insensitive, anywhere in the text). */
  search?: Column[];
  filters: Record<string, FilterDef>;
  /** Tiebreaker for a stable order across pages. */
  idColumn: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Checks one filter value against its type; 400 when it does not fit. */
function checked(name: string, type: FilterType, value: unknown): unknown {
  const ok = (() => {
    if (typeof type === 'object') return typeof value === 'string' && type.enum.includes(value);
    switch (type) {
      case 'boolean':
        return typeof value === 'boolean';
      case 'string':
        return typeof value === 'string' && value.length <= 200;
      case 'uuid':
        return typeof value === 'string' && UUID.test(value);
      case 'uuids':
        return (
          Array.isArray(value) &&
          value.length <= MAX_PAGE_SIZE &&
          value.every((v) => typeof v === 'string' && UUID.test(v))
        );
      case 'date':
        return typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value));
    }
  })();
  if (!ok) throw invalid(`filter.${name}`);
  return value;
}

/**
 * What the user typed as a LIKE pattern: `%` and `_` in it are letters, not wildcards. The pattern
 * is written into the statement as a literal, not sent as a parameter: a statement of a few values
 * may run a generic plan (server/db/prepared.ts), which knows nothing of a parameter's selectivity,
 * so a search for one name would plan like a search for everybody.
 */
export const likePattern = (text: string) =>
  sql.raw<string>(pg.escapeLiteral(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));

/**
 * The SQL column a sort or group field names, or undefined. Field names come from the request, so
 * only the spec's own entries count: `constructor` or `toString` must not find Object.prototype.
 */
export const sortColumn = (spec: Pick<ListSpec, 'sortable'>, field: string): Column | undefined =>
  Object.hasOwn(spec.sortable, field) ? spec.sortable[field] : undefined;

/** At most this many values in one filter's list (`status: ['A','B']`). */
export const MAX_FILTER_VALUES = 50;

/**
 * A filter's values: a list of values of its type (`status: ['NEW','DONE']`, any of them matches),
 * or one value. An empty list filters nothing, like an empty value.
 */
function checkedValues(name: string, def: FilterDef, raw: unknown): unknown[] {
  if (!Array.isArray(raw) || def.type === 'uuids') return [checked(name, def.type, raw)];
  if (raw.length > MAX_FILTER_VALUES) throw invalid(`filter.${name}`);
  return raw.map((value) => checked(name, def.type, value));
}

/** Applies filter and search; every filter name must be known to the resource. */
export function applyFilters<Q extends AnyQuery>(qb: Q, spec: ListSpec, filter: Record<string, unknown>): Q {
  let query = qb;
  for (const [name, raw] of Object.entries(filter)) {
    if (raw === undefined || raw === null || raw === '') continue;
    if (name === 'q') {
      if (typeof raw !== 'string' || raw.length > 200 || !spec.search?.length) throw invalid('filter.q');
      const pattern = likePattern(raw.trim());
      query = query.where((eb) => eb.or(spec.search!.map((column) => eb(columnSql(column), 'ilike', pattern)))) as Q;
      continue;
    }
    // only the spec's own filters: a name like `constructor` must not find Object.prototype
    const def = Object.hasOwn(spec.filters, name) ? spec.filters[name] : undefined;
    if (!def) throw invalid(`filter.${name}`);
    const values = checkedValues(name, def, raw);
    if (!values.length) continue;
    if (def.where) {
      const where = def.where;
      query = query.where((eb) => eb.or(values.map((value) => where(value as never)))) as Q;
    } else if (def.type === 'uuids') query = query.where(sql.ref(def.column!), 'in', values[0] as string[]) as Q;
    else if (values.length > 1) query = query.where(sql.ref(def.column!), 'in', values) as Q;
    else query = query.where(sql.ref(def.column!), '=', values[0]) as Q;
  }
  return query;
}

/** Orders by group, then the requested (or default) field, then id; and cuts the page. */
export function applyOrderAndRange<Q extends AnyQuery>(qb: Q, spec: ListSpec, query: ListQuery): Q {
  const sort = query.sort ?? spec.defaultSort;
  const column = sortColumn(spec, sort.field);
  if (!column) throw invalid('sort');
  let q = qb;
  if (query.groupBy) {
    const group = sortColumn(spec, query.groupBy);
    if (!group) throw invalid('groupBy');
    q = q.orderBy(columnSql(group), 'asc') as Q;
  }
  const direction = sort.order === 'DESC' ? 'desc' : 'asc';
  q = q
    .orderBy(sql`${columnSql(column)} ${sql.raw(direction)} nulls last`)
    .orderBy(sql.ref(spec.idColumn), direction) as Q;
  const [start, end] = query.range ?? [0, MAX_ROWS - 1];
  return q.offset(start).limit(end - start + 1) as Q;
}
