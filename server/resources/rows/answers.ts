import type { FastifyRequest } from 'fastify';
import { withoutHidden } from '../../../src/domain/resources';
import type { Db } from '../../db/database';
import type { Row } from '../extension';
import type { ServedResource } from '../served';
import { readableRow } from './query';
import { versionOf } from './version';

/** A single row as its screen needs it (a course with its trainers and participants); also what audit rows keep. */
export const detailed = ({ extension }: ServedResource, executor: Db, request: FastifyRequest, row: Row) =>
  extension.detail ? extension.detail(executor, row, request.user) : row;

/** The rows as answered: decorated (one query for all of them), then mapped for the caller, each with its version. */
export async function answerAll(resource: ServedResource, request: FastifyRequest, found: Row[]) {
  const { definition, extension, ctx } = resource;
  const versions = new Map(found.map((row) => [row.id, versionOf(resource, row)]));
  const decorated = extension.decorate ? await extension.decorate(ctx.db, found, request.user) : found;
  // what the reader may not see of a row goes, whatever the SQL above answered (one rule: `hidden`)
  return decorated.map((row) => ({
    ...withoutHidden(definition, (extension.toApi ? extension.toApi(row, request.user) : row) as Row),
    version: versions.get(row.id),
  }));
}

/** One row as answered, with its detail. */
export const answer = async (resource: ServedResource, request: FastifyRequest, row: Row) =>
  (await answerAll(resource, request, [await detailed(resource, resource.ctx.db, request, row)]))[0];

/** What a read of one row answers: the row inside the caller's read scope (404 outside), with its detail. */
export const readRow = async (resource: ServedResource, request: FastifyRequest, id: string) =>
  answer(resource, request, await readableRow(resource, request, id));
