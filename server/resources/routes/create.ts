import { offers } from '../../../src/domain/resources';
import { createRow } from '../writes/create';
import { gate, type Operation } from './operation';

/** `POST /{name}`: a new row in an organisation the caller reaches (his own unless the body names one). */
export function createRoute({ app, resource, schemas }: Operation) {
  const { definition } = resource;
  if (!offers(definition, 'create')) return;
  app.post(
    `/${definition.name}`,
    {
      config: gate(definition, 'create'),
      schema: { tags: schemas.tags, body: schemas.createBody, response: { 201: schemas.row, ...schemas.errors } },
    },
    async (request, reply) => reply.status(201).send(await createRow(resource, request)),
  );
}
