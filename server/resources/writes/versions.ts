import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import { auditRowsOf } from '../../services/audit';
import type { Row } from '../extension';
import { answer } from '../rows/answers';
import { versionOf } from '../rows/version';
import type { ServedResource } from '../served';

/** An `If-Match` header's version: `"abc"`, `W/"abc"` or the bare token (`*` asks for none). */
export function ifMatch(request: FastifyRequest): string | undefined {
  const header = request.headers['if-match'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value || value === '*') return undefined;
  return value.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
}

/** The version a write was sent: undefined when it need not say, null when it must and did not (428). */
export type Expected = string | undefined | null;

/**
 * 412 unless the row is still at the version the caller saw: the answer carries the record as it
 * is now and who changed it last and when, so that a screen can show both sides. Nothing is
 * written (the transaction the check runs in is rolled back by the throw).
 */
export async function assertVersion(resource: ServedResource, request: FastifyRequest, row: Row, expected: Expected) {
  // checked once the row is known to be the caller's: others' rows answer 404 first
  if (expected === null) throw versionRequired();
  if (expected === undefined || expected === versionOf(resource, row)) return;
  throw await changedMeanwhile(resource, request, row);
}

/** The 412 of a stale write, with the record now and its last change. */
async function changedMeanwhile(resource: ServedResource, request: FastifyRequest, row: Row) {
  const [last] = await auditRowsOf(resource.ctx.db, resource.definition.name, row.id, 1);
  return new HttpError(412, 'CHANGED_MEANWHILE', undefined, undefined, {
    current: await answer(resource, request, row),
    changedBy: last?.actorName ?? null,
    changedAt: last ? new Date(last.createdAt).toISOString() : null,
  });
}

/** The versions a selection's caller saw, by id (`versions` of a bulk body); rows it names none for are not checked. */
export type SeenVersions = Readonly<Record<string, string>>;

/**
 * 412 unless every row of a selection is still at the version its caller saw: none is written,
 * and `stale` names the rows that changed. Run in the selection's transaction, before its writes.
 */
export async function assertVersions(
  rows: readonly string[],
  seen: SeenVersions | undefined,
  current: (id: string) => Promise<Row>,
  resource: ServedResource,
) {
  if (!seen) return;
  const stale: string[] = [];
  for (const id of rows) {
    if (!(id in seen)) continue;
    if (versionOf(resource, await current(id)) !== seen[id]) stale.push(id);
  }
  if (stale.length) throw new HttpError(412, 'CHANGED_MEANWHILE', undefined, undefined, { stale });
}

/** 428: a whole-record PUT must say which version it replaces (a PATCH of some fields need not). */
export const versionRequired = () => new HttpError(428, 'VERSION_REQUIRED');
