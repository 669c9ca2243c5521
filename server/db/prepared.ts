import { createHash } from 'node:crypto';
import { sql, type SqlBool } from 'kysely';
import type pg from 'pg';

/** Statement texts that run as named (prepared) statements, with their names. */
const names = new Map<string, string>();

/** A statement's name: the hash of its text, and the round of renaming after a stale plan. */
const nameFor = (text: string, round?: number) =>
  `s${createHash('sha1').update(text).digest('base64url')}${round ? `r${round}` : ''}`;

/**
 * Marks a statement text to be prepared once per connection: parsed and planned on the first call,
 * then run with the plan PostgreSQL keeps for it (a generic one once it costs no more than the
 * custom ones). The session row of every request is marked at once; every other plain read is
 * named when it first runs (`plainRead`).
 */
export function prepared(text: string) {
  if (!names.has(text)) names.set(text, nameFor(text));
  return text;
}

/**
 * How many texts are named at once: the lists' filter and sort combinations stay below it. Beyond
 * it the text used longest ago is forgotten (and runs unnamed until it comes again), so that the
 * texts in use keep their names on a server that has met many others.
 */
const MOST_NAMED = 1000;

/**
 * A read worth planning once per connection: a SELECT without a LIKE pattern. Planning was two
 * thirds of PostgreSQL's time for page 1 of a list (3.2 ms planning, 1.4 ms execution for a site's
 * certificates); named, the lists answered 20–35 % more requests per second in `npm run bench`
 * (venues 1012 → 1357 req/s, courses 232 → 298, the site's dashboard 103 → 126) with less
 * PostgreSQL CPU each (docs/benchmark.md). But PostgreSQL kept custom plans for the larger pages
 * (their generic plan's estimate is higher), planning them anew on every call; reads of a few
 * values therefore run the generic plan at once (plan_cache_mode, `prepareStatements` below):
 * the ITC's certificates by status and discipline 6.0 → 2.3 ms per page statement, a large site's
 * page 1 8 → 2 ms p50 alone.
 * Searches stay unnamed: each text is its own statement, its pattern a literal (likePattern in
 * server/http/list.ts), so that a search for one name is planned for that name. A search that
 * reads its matches first names them by id instead (`inFewIds` below), and its list is named.
 * Writes stay unnamed too: they plan in microseconds beside their work.
 */
const plainRead = (text: string) => /^select /i.test(text) && !/ i?like /i.test(text);

/**
 * PostgreSQL's refusal of a prepared read of all columns (`"r".*`) after a migration added or
 * dropped a column: its rows would change shape under the name.
 */
export const isStalePlan = (error: unknown) =>
  (error as { code?: unknown }).code === '0A000' &&
  /cached plan must not change result type/.test(String((error as { message?: unknown }).message));

/** Renames a text whose plan went stale, so that every connection prepares it afresh on its next call. */
let renamed = 0;
const rename = (text: string) => names.set(text, nameFor(text, ++renamed));

function nameOf(text: string) {
  const name = names.get(text);
  if (name) {
    // the Map's order is the order of use: this text is the newest again
    names.delete(text);
    names.set(text, name);
    return name;
  }
  if (!plainRead(text)) return undefined;
  if (names.size >= MOST_NAMED) names.delete(names.keys().next().value!);
  prepared(text);
  return names.get(text);
}

/**
 * The plan a connection runs. A statement of a few values (a list's page and count, the session,
 * one record) runs its generic plan from the first call. One holding an array or many values runs
 * a plan for its values (PostgreSQL's default): a generic plan cannot hash its `= ANY (…)` or
 * `IN (…)` and compares each row with every value (forced generic for all, the 10,000-row
 * import's check took 22 s against 0.7). The mode is a setting of the connection's session, so it
 * is switched where the kind of statement changes, which is seldom (switching before every
 * statement of one course cost a fifth of its requests per second); a rollback may undo a switch
 * made inside it, so after one the next statement sets it again.
 */
type PlanMode = 'force_generic_plan' | 'auto' | undefined;

/** Up to how many values a statement runs its generic plan (a list's page has some 15). */
const MOST_GENERIC_VALUES = 32;

/** The mark of an `= ANY` of a few ids (`inFewIds`). */
const FEW_IDS = '/* few ids */';

/**
 * `column` is one of a few ids (some hundreds at most), as an array of one statement value, marked
 * so that the statement still runs its generic plan: the plan looks each id up by index as it
 * would one id (a search's matched instructors, whose page then is planned once per connection).
 */
export const inFewIds = (column: string, ids: string[]) =>
  sql<SqlBool>`${sql.ref(column)} = ANY (${ids}::uuid[]) ${sql.raw(FEW_IDS)}`;

/** Generic for a few values, none an array or `ANY` but those marked as a few ids. */
export function wantsGeneric(text: string, values: unknown[]) {
  const fewIds = text.split(FEW_IDS).length - 1;
  return (
    values.length <= MOST_GENERIC_VALUES &&
    (text.match(/ any ?\(/gi)?.length ?? 0) === fewIds &&
    values.filter(Array.isArray).length === fewIds
  );
}

/** Runs the registered texts as named statements on every connection of the pool. */
export function prepareStatements(pool: pg.Pool) {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    let mode: PlanMode = 'auto';
    const planning = (wanted: Exclude<PlanMode, undefined>) => {
      if (mode === wanted) return;
      mode = wanted;
      // queued before the statement on this connection; its failure (in a failed transaction)
      // is the statement's own to report
      (query(`SET plan_cache_mode = ${wanted}`) as Promise<unknown>).catch(() => (mode = undefined));
    };
    client.query = ((...args: unknown[]) => {
      const [text, values, callback] = args;
      const name = typeof text === 'string' ? nameOf(text) : undefined;
      if (name && Array.isArray(values) && callback === undefined) {
        planning(wantsGeneric(text as string, values) ? 'force_generic_plan' : 'auto');
        // the one request that meets a stale plan answers 503 (server/http/errors.ts); the next runs
        return (query({ name, text, values }) as Promise<unknown>).catch((error: unknown) => {
          if (isStalePlan(error) && names.get(text as string) === name) rename(text as string);
          throw error;
        });
      }
      // unnamed statements of a few values are planned once either way: no switch for them
      if (Array.isArray(values) && typeof text === 'string' && !wantsGeneric(text, values)) planning('auto');
      if (typeof text === 'string' && /^\s*rollback/i.test(text)) mode = undefined;
      return query(...args);
    }) as typeof client.query;
  });
}
