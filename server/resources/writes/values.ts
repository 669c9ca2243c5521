import { sql } from 'kysely';
import type { ResourceDefinition } from '../../../src/domain/resources';
import { reaches, type Scope } from '../../auth/scope';
import { conflict, fieldErrors, notFound } from '../../http/errors';
import type { AnyDb } from '../extension';
import type { ServedResource } from '../served';

/** Trims texts; empty optional values become null. */
export const clean = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() || null : value]),
  );

/** The texts declared `unique`: once per organisation among rows not deleted, ignoring case. */
export const uniqueFields = (definition: ResourceDefinition) =>
  Object.entries(definition.fields)
    .filter(([, field]) => (field.kind === 'text' || field.kind === 'email') && field.unique)
    .map(([name]) => name);

/** 409 where a `unique` text is taken already. */
export async function assertUnique(
  { definition, table }: ServedResource,
  executor: AnyDb,
  values: Record<string, unknown>,
  ownerId: string,
  exceptId?: string,
) {
  for (const field of uniqueFields(definition)) {
    const value = values[field];
    if (typeof value !== 'string') continue;
    let query = executor
      .selectFrom(table)
      .select('id')
      .where(definition.owner, '=', ownerId)
      .where(sql`lower(${sql.ref(field)})`, '=', value.trim().toLowerCase());
    if (definition.softDelete) query = query.where('deleted', '=', false);
    if (exceptId) query = query.where('id', '<>', exceptId);
    if (await query.executeTakeFirst()) throw conflict('NOT_UNIQUE', undefined, { [field]: 'Value already exists.' });
  }
}

/** The owner a create names, if the caller reaches it; who reaches all is told when it does not exist. */
export async function ownerInScope({ definition, db }: ServedResource, ownerId: string, scope: Scope) {
  const organisation = await db
    .selectFrom('organisations as r')
    .select('r.id')
    .where('r.id', '=', ownerId)
    .where(reaches(scope, 'r.id'))
    .executeTakeFirst();
  if (!organisation && scope.organisations?.kind === 'all')
    throw fieldErrors({ [definition.owner]: { key: 'invalidValue' } });
  if (!organisation) throw notFound();
  return ownerId;
}
