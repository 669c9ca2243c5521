import type { FastifyRequest } from 'fastify';
import { heldGrants, heldOf } from '../../../src/domain/access';
import { hasModule } from '../../../src/domain/permissions';
import type { ActionDefinition, Reach } from '../../../src/domain/resources';
import { inOrganisations, scopeOf, type Scope } from '../../auth/scope';
import { forbidden, HttpError } from '../../http/errors';
import type { ServedResource } from '../served';

/** What the caller reaches with `action` (403 without a grant or the resource's module); `only` one reach. */
export function scopeFor(
  { definition, extension }: ServedResource,
  request: FastifyRequest,
  action: string,
  grants?: ActionDefinition['grants'],
  only?: Reach,
): Scope {
  if (definition.module && !hasModule(request.user, definition.module)) throw forbidden();
  const held = grants ? heldOf(request.user, grants, action) : heldGrants(request.user, definition, action);
  const scope =
    scopeOf(request.user, held, only) ?? (action === 'read' && !only ? extension.readScope?.(request.user) : undefined);
  if (!scope) throw forbidden();
  return scope;
}

/** The scope of a read; undefined where the caller may not read the resource at all. */
export function readScope(resource: ServedResource, request: FastifyRequest): Scope | undefined {
  try {
    return scopeFor(resource, request, 'read');
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 403) return undefined;
    throw error;
  }
}

/** The organisations whose rows the caller reaches (read) or may create rows in (create), by name. */
export async function organisationsInScope(resource: ServedResource, request: FastifyRequest, action: string) {
  const { organisations } = scopeFor(resource, request, action);
  if (!organisations) return [];
  return resource.db
    .selectFrom('organisations')
    .select(['id', 'name', 'type'])
    .where(inOrganisations('id', organisations))
    .where('deleted', '=', false)
    .orderBy('name')
    .execute();
}
