import { Type } from '@fastify/type-provider-typebox';
import { offers } from '../../../src/domain/resources';
import { Uuid } from '../../http/schemas';
import type { Row } from '../extension';
import { RecordVersion } from '../schemas';
import { updateRows } from '../writes/update';
import { setDeleted } from '../writes/remove';
import { gate, type Operation } from './operation';
import { deletable } from './remove';

const Ids = Type.Array(Uuid, { minItems: 1, maxItems: 1000 });
/** The version of each row as the caller loaded it: rows changed since are named in a 412, and none is written. */
const Versions = Type.Optional(Type.Record(Type.String(), RecordVersion, { maxProperties: 1000 }));
const IdsBody = Type.Object({ ids: Ids, versions: Versions }, { additionalProperties: false });
const idsOf = (rows: Row[]) => rows.map((row) => row.id);

/**
 * `POST /{name}/update-many`, `delete-many` and `restore-many`: one call for a selection, each row
 * checked as alone, all or none. They answer the ids changed; given the versions the caller saw,
 * none is written if any of those rows changed since (412, `stale` naming them).
 */
export function bulkRoutes({ app, resource, schemas }: Operation) {
  const { definition } = resource;
  const { name } = definition;
  const response = { 200: Type.Array(Type.String()), ...schemas.errors };
  if (offers(definition, 'update')) {
    const body = Type.Object(
      { ids: Ids, data: schemas.updateBody, versions: Versions },
      { additionalProperties: false },
    );
    app.post(
      `/${name}/update-many`,
      { config: gate(definition, 'update'), schema: { tags: schemas.tags, body, response } },
      async (request) => {
        const { ids, data, versions } = request.body as {
          ids: string[];
          data: Record<string, unknown> & { version?: string };
          versions?: Record<string, string>;
        };
        const { version: _one, ...values } = data;
        return idsOf(await updateRows(resource, request, ids, values, versions));
      },
    );
  }
  if (!deletable(resource)) return;
  const options = { config: gate(definition, 'delete'), schema: { tags: schemas.tags, body: IdsBody, response } };
  app.post(`/${name}/delete-many`, options, async (request) =>
    idsOf(await setDeleted(resource, request, request.body.ids, true, request.body.versions)),
  );
  if (!definition.softDelete) return;
  app.post(`/${name}/restore-many`, options, async (request) =>
    idsOf(await setDeleted(resource, request, request.body.ids, false, request.body.versions)),
  );
}
