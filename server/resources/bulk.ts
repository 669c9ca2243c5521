import { Type } from '@fastify/type-provider-typebox';
import type { BulkResult } from '../../src/domain/bulk';
import { HttpError, notFound } from '../http/errors';

/** The answer of a bulk action: one result per row named. */
export const BulkResults = Type.Array(
  Type.Object({
    id: Type.String(),
    ok: Type.Boolean(),
    code: Type.Optional(Type.String()),
    message: Type.Optional(Type.String()),
  }),
);

/**
 * Runs `one` for each id (each named once, in the order sent) and reports per row: done, or the
 * refusal a single request would have answered. A refusal changes nothing of its row and does not
 * stop the others; an unexpected error does (the server's error, not the row's). When no row is
 * found at all the request is answered 404, as for a single row outside the caller's reach.
 */
export async function eachRow(ids: readonly string[], one: (id: string) => Promise<void>): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const id of new Set(ids)) {
    try {
      await one(id);
      results.push({ id, ok: true });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      results.push({ id, ok: false, code: error.code, message: error.message });
    }
  }
  if (results.every((result) => result.code === 'NOT_FOUND')) throw notFound();
  return results;
}
