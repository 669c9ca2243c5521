import { readRow } from '../rows/answers';
import { idOf, type Operation } from './operation';

/** `GET /{name}/:id`: one row inside the caller's read scope (404 outside), with its detail; its version also as `ETag`. */
export function readRoute({ app, resource, schemas }: Operation) {
  app.get(`/${resource.definition.name}/:id`, { schema: schemas.one }, async (request, reply) => {
    const row = await readRow(resource, request, idOf(request));
    return reply.header('etag', `"${String(row.version)}"`).send(row);
  });
}
