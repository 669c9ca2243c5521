import { Type } from '@fastify/type-provider-typebox';
import { bulkEditableFields, offers } from '../../../src/domain/resources';
import { fieldErrors } from '../../http/errors';
import { Uuid } from '../../http/schemas';
import type { Row } from '../extension';
import { RecordVersion } from '../schemas';
import { updateEach, updateRows } from '../writes/update';
import { setDeleted } from '../writes/remove';
import { gate, type Operation } from './operation';
import { deletable } from './remove';

const Ids = Type.Array(Uuid, { minItems: 1, maxItems: 1000 });
/** The version of each row as the caller loaded it: rows changed since are named in a 412, and none is written. */
const Versions = Type.Optional(Type.Record(Type.String(), RecordVersion, { maxProperties: 1000 }));
const IdsBody = Type.Object({ ids: Ids, versions: Versions }, { additionalProperties: false });
const idsOf = (rows: Row[]) => rows.map((row) => row.id);

/** `?partial=true`: save the rows that can be saved and name the others, instead of all or none. */
const PartialQuery = Type.Object(
  {
    partial: Type.Optional(
      Type.Union([Type.Literal('true'), Type.Literal('false')], {
        description: 'true: save each row that can be saved; answer the saved ids and the refused rows.',
      }),
    ),
  },
  { additionalProperties: false },
);
/** The answer of `?partial=true`: the ids saved, and each row left as it was with its reason. */
const PartialAnswer = Type.Object({
  data: Type.Array(Type.String()),
  refused: Type.Array(
    Type.Object({
      id: Type.String(),
      code: Type.String(),
      message: Type.String(),
      errors: Type.Optional(Type.Record(Type.String(), Type.String())),
    }),
  ),
});

/** Rows of one request at most: as many as the ids of a bulk request. */
const MAX_ROWS = 1000;

/**
 * `POST /{name}/update-many`, `delete-many` and `restore-many`: one call for a selection, each row
 * checked as alone, all or none. They answer the ids changed; given the versions the caller saw,
 * none is written if any of those rows changed since (412, `stale` naming them).
 *
 * `update-many?partial=true` is "Edit N selected" (`{ids, data, versions}`: one change for all) and
 * the list's grid (`{rows: [{id, version, data}]}`: each row its own): only the resource's
 * bulk-editable fields may be sent (400 naming any other), each row is saved unless refused
 * (scope, rights, rules, a version changed since), in one transaction, and the answer is
 * `{ data: [ids saved], refused: [...] }`. Without the parameter the answer stays the array of ids
 * that ra-data-simple-rest expects.
 */
export function bulkRoutes({ app, resource, schemas }: Operation) {
  const { definition } = resource;
  const { name } = definition;
  const response = { 200: Type.Array(Type.String()), ...schemas.errors };
  if (offers(definition, 'update')) {
    const EditRow = Type.Object(
      { id: Uuid, version: Type.Optional(RecordVersion), data: schemas.updateBody },
      { additionalProperties: false },
    );
    // one object rather than a union of the two bodies: ajv's removeAdditional would strip a union's fields
    const body = Type.Object(
      {
        ids: Type.Optional(Ids),
        data: Type.Optional(schemas.updateBody),
        versions: Versions,
        rows: Type.Optional(
          Type.Array(EditRow, {
            minItems: 1,
            maxItems: MAX_ROWS,
            description: 'With partial=true, instead of ids and data: each row with its own values and version.',
          }),
        ),
      },
      { additionalProperties: false },
    );
    const editable = new Set(bulkEditableFields(definition).map(([field]) => field));
    /** The fields a partial edit may send: some, and only bulk-editable ones (else 400 naming them under `at`). */
    const assertEditable = (values: Record<string, unknown>, at: string) => {
      if (!Object.keys(values).length) throw fieldErrors({ [at]: { key: 'required' } });
      const others = Object.keys(values).filter((field) => !editable.has(field));
      if (others.length)
        throw fieldErrors(Object.fromEntries(others.map((field) => [`${at}.${field}`, { key: 'notBulkEditable' }])));
    };
    const withoutVersion = ({ version: _one, ...values }: Record<string, unknown>) => values;
    app.post(
      `/${name}/update-many`,
      {
        config: gate(definition, 'update'),
        schema: {
          tags: schemas.tags,
          querystring: PartialQuery,
          body,
          response: { ...response, 200: Type.Union([response[200], PartialAnswer]) },
        },
      },
      async (request) => {
        const { ids, data, versions, rows } = request.body as {
          ids?: string[];
          data?: Record<string, unknown>;
          versions?: Record<string, string>;
          rows?: { id: string; version?: string; data: Record<string, unknown> }[];
        };
        const partial = request.query.partial === 'true';
        if (rows) {
          if (!partial) throw fieldErrors({ partial: { key: 'required' } });
          if (ids || data) throw fieldErrors({ [ids ? 'ids' : 'data']: { key: 'invalidValue' } });
          const seen = new Set<string>();
          rows.forEach((row, index) => {
            if (seen.has(row.id)) throw fieldErrors({ [`rows.${index}.id`]: { key: 'invalidValue' } });
            seen.add(row.id);
            assertEditable(withoutVersion(row.data), `rows.${index}.data`);
          });
          const edits = rows.map((row) => ({ id: row.id, version: row.version, values: withoutVersion(row.data) }));
          const { saved, refused } = await updateEach(resource, request, edits);
          return { data: saved, refused };
        }
        if (!ids || !data)
          throw fieldErrors({ ...(!ids && { ids: { key: 'required' } }), ...(!data && { data: { key: 'required' } }) });
        const values = withoutVersion(data);
        if (!partial) return idsOf(await updateRows(resource, request, ids, values, versions));
        assertEditable(values, 'data');
        const edits = [...new Set(ids)].map((id) => ({ id, values, version: versions?.[id] }));
        const { saved, refused } = await updateEach(resource, request, edits);
        return { data: saved, refused };
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
