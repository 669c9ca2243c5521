import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import type { AnyDb } from '../extension';
import { answer, detailed } from '../rows/answers';
import { rowInScope } from '../rows/query';
import { scopeFor } from '../rows/scope';
import type { ServedResource } from '../served';
import { auditChange } from './audit';
import { assertUnique, clean, ownerInScope } from './values';

/** Inserts the row (or has the extension write it); its id, and what is to follow the commit. */
async function insert(
  resource: ServedResource,
  trx: Db,
  request: FastifyRequest,
  values: Record<string, unknown>,
  ownerId: string,
) {
  const { definition, extension, ctx, table } = resource;
  if (extension.create) return extension.create({ trx, request, app: ctx }, values, ownerId);
  const row = await (trx as unknown as AnyDb)
    .insertInto(table)
    .values({ ...values, [definition.owner]: ownerId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id as string;
}

/** Creates a row in an organisation the caller reaches, with its audit row; answers it as a read would. */
export async function createRow(resource: ServedResource, request: FastifyRequest) {
  const { definition, extension, ctx } = resource;
  const scope = scopeFor(resource, request, 'create');
  const { [definition.owner]: requested, ...fields } = request.body as Record<string, unknown>;
  const values = clean(fields);
  const ownerId = extension.ownerOf
    ? await extension.ownerOf(ctx.db, request, values)
    : await ownerInScope(resource, (requested as string | undefined) ?? request.user.organisation.id, scope);
  let afterCommit: (() => void) | undefined;
  const row = await ctx.db.transaction().execute(async (trx) => {
    await assertUnique(resource, trx as unknown as AnyDb, values, ownerId);
    await extension.check?.(trx, values, ownerId);
    const written = await insert(resource, trx, request, values, ownerId);
    const id = typeof written === 'string' ? written : written.id;
    if (typeof written !== 'string') afterCommit = written.afterCommit;
    const created = await rowInScope(resource, trx as unknown as AnyDb, request, id, scope);
    const after = await detailed(resource, trx, request, created);
    await auditChange(resource, trx, request, ownerId, id, { action: 'create', after });
    return created;
  });
  afterCommit?.();
  return answer(resource, request, row);
}
