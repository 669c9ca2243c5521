import { offers } from '../../../src/domain/resources';
import { updateRow } from '../writes/update';
import { gate, idOf, type Operation } from './operation';

/**
 * `PATCH /{name}/:id` changes what it is sent; `PUT` (what ra-data-simple-rest sends) the same:
 * it sends the whole record, and what is not writable is left out by the schema.
 */
export function updateRoutes({ app, resource, schemas }: Operation) {
  const { definition } = resource;
  if (!offers(definition, 'update')) return;
  for (const method of ['patch', 'put'] as const) {
    app[method](
      `/${definition.name}/:id`,
      { config: gate(definition, 'update'), schema: { ...schemas.one, body: schemas.updateBody } },
      async (request) => updateRow(resource, request, idOf(request), request.body as Record<string, unknown>),
    );
  }
}
