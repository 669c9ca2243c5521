import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Action, Feature } from '../../../src/domain/features';
import type { Grant, ResourceDefinition } from '../../../src/domain/resources';
import type { ApiVersion, RouteOptions } from '../../http/context';
import { authErrors, ErrorResponse, IdParams, Uuid } from '../../http/schemas';
import { bodyOf, RecordVersion, recordOf } from '../schemas';
import type { ServedResource } from '../served';

export type ResourceApp = Parameters<FastifyPluginAsyncTypebox<RouteOptions>>[0];

/** The schemas of a resource's routes, from its definition: they validate, shape answers and make the OpenAPI document. */
export function resourceSchemas(definition: ResourceDefinition) {
  const tags = [definition.name];
  const errors = { ...authErrors, 409: ErrorResponse, 412: ErrorResponse, 428: ErrorResponse };
  const row = recordOf(definition);
  return {
    tags,
    errors,
    row,
    createBody: bodyOf(definition.fields, 'create', { [definition.owner]: Type.Optional(Uuid) }),
    /** An update: the fields it changes, and the version it replaces (else `If-Match`; a PUT needs one of them). */
    updateBody: bodyOf(definition.fields, 'update', { version: Type.Optional(RecordVersion) }),
    /** A route on one row: its id in the path, the row answered. */
    one: { tags, params: IdParams, response: { 200: row, ...errors } },
  };
}

/** What each operation's module is given: the app of one API generation, the resource as served, its schemas. */
export interface Operation {
  app: ResourceApp;
  resource: ServedResource;
  schemas: ReturnType<typeof resourceSchemas>;
  version: ApiVersion;
}

/** The features whose grants allow `action`: the gate checked before a body is read (route config). */
export const gate = (definition: ResourceDefinition, action: Action, grants: readonly Grant[] = definition.access) => ({
  access: [
    ...new Set(
      grants
        .filter((grant) => !grant.actions || grant.actions.includes(action))
        .map((grant) => grant.feature)
        .filter((feature): feature is Feature => !!feature),
    ),
  ],
});

export const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
