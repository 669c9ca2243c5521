import { LIST_QUERIES, listAnswerOf, parseListQuery, sendList } from '../../http/list';
import { listRows } from '../rows/list';
import type { Operation } from './operation';

/** `GET /{name}`: a page of the rows the caller reaches; v1 answers `{ items, total }`, v2 the rows and Content-Range. */
export function listRoute({ app, resource, schemas, version }: Operation) {
  const { name } = resource.definition;
  app.get(
    `/${name}`,
    {
      schema: {
        tags: schemas.tags,
        querystring: LIST_QUERIES[version],
        response: { 200: listAnswerOf(version, schemas.row), ...schemas.errors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(version, request.query);
      const { rows, total } = await listRows(resource, request, query);
      return sendList(reply, version, name, query, rows, total);
    },
  );
}
