import { IdParams } from '../../http/schemas';
import { recordHistory, RecordHistorySchema } from '../history';
import { idOf, type Operation } from './operation';

/** `GET /{name}/:id/changes`: who changed the record when, from its audit rows, for whoever reads the record. */
export function historyRoute({ app, resource, schemas }: Operation) {
  app.get(
    `/${resource.definition.name}/:id/changes`,
    {
      schema: {
        tags: schemas.tags,
        summary: 'The changes of a record, newest first: who, when, which fields from what to what',
        params: IdParams,
        response: { 200: RecordHistorySchema, ...schemas.errors },
      },
    },
    async (request) => recordHistory(resource, request, idOf(request)),
  );
}
