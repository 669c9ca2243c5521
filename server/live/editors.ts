import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { RESOURCES } from '../../src/domain/resources';
import { notFound } from '../http/errors';
import type { AppContext } from '../http/context';
import { EXTENSIONS } from '../resources/registry';
import { readableRow } from '../resources/rows/query';
import { servedResource } from '../resources/served';

/** How long a form counts as open after it last said so (it says so every 15 s). */
const OPEN_SECONDS = 40;

/** The record a form is open on, if the caller may read it (404 otherwise, as a read answers). */
async function readable(ctx: AppContext, request: FastifyRequest, resource: string, recordId: string) {
  const definition = RESOURCES.find((candidate) => candidate.name === resource);
  if (!definition) throw notFound();
  await readableRow(servedResource(definition, EXTENSIONS.get(definition.name), ctx), request, recordId);
}

/**
 * The caller has the record open in a form (said again every 15 s while it is): answers who else
 * has, so that the form can say "Jana Winter is editing" before either of them saved.
 */
export async function editing(ctx: AppContext, request: FastifyRequest, resource: string, recordId: string) {
  await readable(ctx, request, resource, recordId);
  const userId = request.user.id;
  await ctx.db
    .insertInto('recordEditors')
    .values({ userId, resource, recordId, seenAt: new Date() })
    .onConflict((conflict) => conflict.columns(['resource', 'recordId', 'userId']).doUpdateSet({ seenAt: new Date() }))
    .execute();
  const others = await ctx.db
    .selectFrom('recordEditors as e')
    .innerJoin('users as u', 'u.id', 'e.userId')
    .select(['u.id', sql<string>`u.first_name || ' ' || u.last_name`.as('name')])
    .where('e.resource', '=', resource)
    .where('e.recordId', '=', recordId)
    .where('e.userId', '<>', userId)
    .where('e.seenAt', '>', sql<Date>`now() - make_interval(secs => ${OPEN_SECONDS})`)
    .orderBy('e.seenAt')
    .execute();
  return { editors: others };
}

/** The caller closed the form. */
export async function doneEditing(ctx: AppContext, request: FastifyRequest, resource: string, recordId: string) {
  await ctx.db
    .deleteFrom('recordEditors')
    .where('userId', '=', request.user.id)
    .where('resource', '=', resource)
    .where('recordId', '=', recordId)
    .execute();
}
