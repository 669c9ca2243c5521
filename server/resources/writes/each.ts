import type { FastifyError } from 'fastify';
import { sql } from 'kysely';
import type { BulkRefusal } from '../../../src/domain/bulk';
import type { Db } from '../../db/database';
import { notFound, toErrorBody } from '../../http/errors';

/** The rows of a selection written, and those left as they were with their reason. */
export interface EachOutcome {
  saved: string[];
  refused: BulkRefusal[];
}

/**
 * A row's refusal as a single write of it would answer (code, message, a message per field), or
 * undefined for an error that is no refusal (the server's own), which must end the whole request.
 */
export function refusalOf(id: string, error: unknown): BulkRefusal | undefined {
  const answer = toErrorBody(error as FastifyError);
  if (answer.statusCode >= 500) return undefined;
  return { id, code: answer.code, message: answer.message, ...(answer.errors && { errors: answer.errors }) };
}

/**
 * Writes each row of a selection that may be written, in the caller's transaction, and names the
 * others with the code and message a single write would answer (`?partial=true`). Each row runs in
 * a savepoint, so that a refusal (a version changed since, a rule, a check or unique index of the
 * database) undoes only that row; an error that is no refusal (the server's own) rolls back every
 * row.
 */
export async function writeEach(
  trx: Db,
  ids: Iterable<string>,
  write: (id: string) => Promise<unknown>,
): Promise<EachOutcome> {
  const saved: string[] = [];
  const refused: BulkRefusal[] = [];
  for (const id of new Set(ids)) {
    await sql`SAVEPOINT each_row`.execute(trx);
    try {
      await write(id);
      await sql`RELEASE SAVEPOINT each_row`.execute(trx);
      saved.push(id);
    } catch (error) {
      const refusal = refusalOf(id, error);
      if (!refusal) throw error;
      await sql`ROLLBACK TO SAVEPOINT each_row`.execute(trx);
      refused.push(refusal);
    }
  }
  return { saved, refused };
}

/** 404 where none of the rows is the caller's to see: the answer of one such row (a 404 leaks nothing). */
export function someFound(outcome: EachOutcome): EachOutcome {
  if (!outcome.saved.length && outcome.refused.every((refusal) => refusal.code === 'NOT_FOUND')) throw notFound();
  return outcome;
}

/** `writeEach`, answered 404 when no row is found at all, as for one row outside the caller's reach. */
export const eachRow = async (trx: Db, ids: readonly string[], write: (id: string) => Promise<unknown>) =>
  someFound(await writeEach(trx, ids, write));
