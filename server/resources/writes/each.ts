import type { FastifyError } from 'fastify';
import { sql } from 'kysely';
import type { BulkRefusal } from '../../../src/domain/bulk';
import type { Db } from '../../db/database';
import { notFound, toErrorBody } from '../../http/errors';

/**
 * Writes each row of a selection that may be written, in the caller's transaction, and names the
 * others with the code and message a single write would answer (`?partial=true`). Each row runs in
 * a savepoint, so that a refusal (a version changed since, a rule, a check or unique index of the
 * database) undoes only that row; an error that is no refusal (the server's own) rolls back every
 * row. When no row is found at all the answer is 404, as for one row outside the caller's reach.
 */
export async function eachRow(trx: Db, ids: readonly string[], write: (id: string) => Promise<unknown>) {
  const saved: string[] = [];
  const refused: BulkRefusal[] = [];
  for (const id of new Set(ids)) {
    await sql`SAVEPOINT each_row`.execute(trx);
    try {
      await write(id);
      await sql`RELEASE SAVEPOINT each_row`.execute(trx);
      saved.push(id);
    } catch (error) {
      const answer = toErrorBody(error as FastifyError);
      if (answer.statusCode >= 500) throw error;
      await sql`ROLLBACK TO SAVEPOINT each_row`.execute(trx);
      refused.push({ id, code: answer.code, message: answer.message, ...(answer.errors && { errors: answer.errors }) });
    }
  }
  // none of them is the caller's to see: the answer of one such row (a 404 leaks nothing)
  if (!saved.length && refused.every((refusal) => refusal.code === 'NOT_FOUND')) throw notFound();
  return { saved, refused };
}
