import { Type } from '@fastify/type-provider-typebox';
import { organisationsInScope } from '../rows/scope';
import type { Operation } from './operation';

/** `GET /{name}/organisations`: the organisations a screen offers to filter by (read) or to create in (action=create). */
export function organisationsRoute({ app, resource, schemas }: Operation) {
  app.get(
    `/${resource.definition.name}/organisations`,
    {
      schema: {
        tags: schemas.tags,
        summary: 'The organisations whose rows the caller reaches (read) or may create (action=create)',
        querystring: Type.Object({
          action: Type.Optional(Type.Union([Type.Literal('read'), Type.Literal('create')])),
        }),
        response: {
          200: Type.Array(
            Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String(), type: Type.String() }),
          ),
          ...schemas.errors,
        },
      },
    },
    async (request) => organisationsInScope(resource, request, request.query.action ?? 'read'),
  );
}
