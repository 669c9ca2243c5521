import { Type, type Static } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { BULK_MAX } from '../../../src/domain/bulk';
import { bulkEditableFields, gridEditableFields, offers, type Field } from '../../../src/domain/resources';
import { fieldErrors } from '../../http/errors';
import { DEFAULT_BODY_LIMIT } from '../../http/jsonBody';
import { Uuid } from '../../http/schemas';
import type { Row } from '../extension';
import { RecordVersion, SeenVersions } from '../schemas';
import { updateEach, updateRows } from '../writes/update';
import { setDeleted, setDeletedEach } from '../writes/remove';
import type { ServedResource } from '../served';
import { gate, type Operation } from './operation';
import { deletable } from './remove';

const Ids = Type.Array(Uuid, { minItems: 1, maxItems: BULK_MAX });
/**
 * The version of each row as the caller loaded it: rows changed since are named in a 412 and none
 * is written, or with `?partial=true` they are left out and named in `refused`.
 */
const Versions = Type.Optional(SeenVersions);
const IdsBody = Type.Object({ ids: Ids, versions: Versions }, { additionalProperties: false });
const idsOf = (rows: Row[]) => rows.map((row) => row.id);

/** `?partial=true`: save the rows that can be saved and name the others, instead of all or none. */
const PartialQuery = Type.Object(
  {
    partial: Type.Optional(
      Type.Union([Type.Literal('true'), Type.Literal('false')], {
        description: 'true: write each row that can be written; answer the ids written and the refused rows.',
      }),
    ),
  },
  { additionalProperties: false },
);
/** update-many's query: `partial`, and `undo=true` where the change writes back what a bulk change replaced. */
const UpdateManyQuery = Type.Object(
  {
    ...PartialQuery.properties,
    undo: Type.Optional(
      Type.Union([Type.Literal('true'), Type.Literal('false')], {
        description: 'true: the change undoes a bulk change ("Undo"); its audit rows say `undo`.',
      }),
    ),
  },
  { additionalProperties: false },
);
type PartialRequest = FastifyRequest & { body: Static<typeof IdsBody>; query: Static<typeof PartialQuery> };
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
  versions: Type.Optional(
    Type.Record(Type.String(), Type.String(), {
      description: 'update-many: the version each saved row has now (what an undo of the change sends).',
    }),
  ),
});

/** Rows of one request at most: as many as the ids of a bulk request. */
const MAX_ROWS = BULK_MAX;
/** An id and a version as JSON strings, at their longest. */
const UUID_JSON = 38;
const VERSION_JSON = 64 + 2;

/** A field's value at its longest as JSON: a text two bytes a character (umlauts, escaped line breaks). */
function valueBytes(field: Field): number {
  if (field.kind === 'text' || field.kind === 'email') return field.max * 2 + 2;
  if (field.kind === 'choice') return Math.max(...field.values.map((value) => value.length)) + 2;
  if (field.kind === 'choices') return field.values.reduce((sum, value) => sum + value.length + 3, 2);
  return 40;
}

/**
 * The limits of update-many's body: MAX_ROWS rows, each with its id, version and every
 * grid-editable field at its longest (ids with versions and one `data` take less), and as many
 * JSON values as those hold. Within the app's default of 64 kB a grid's save stopped at about 350
 * rows (500 pasted participants are 85 kB). Such a body waits for the one large body a process
 * takes at a time (server/http/largeBodies.ts).
 */
function updateManyLimits(fields: [string, Field][]) {
  const row = 96 + fields.reduce((sum, [name, field]) => sum + name.length + 4 + valueBytes(field), 0);
  const bodyLimit = MAX_ROWS * row;
  if (bodyLimit <= DEFAULT_BODY_LIMIT) return { bodyLimit: undefined, maxJsonValues: undefined };
  return { bodyLimit, maxJsonValues: MAX_ROWS * (fields.length + 5) + 16 };
}

/**
 * The limits of delete-many's and restore-many's body: MAX_ROWS ids, each with its version at its
 * longest. Within the app's default of 64 kB a selection of about 600 rows with their versions was
 * refused (413); it waits for the one large body a process takes at a time, as update-many's does.
 */
const IDS_BODY_LIMITS = {
  bodyLimit: MAX_ROWS * (UUID_JSON + 1 + UUID_JSON + 1 + VERSION_JSON + 1) + 64,
  maxJsonValues: MAX_ROWS * 2 + 16,
};

/**
 * `POST /{name}/update-many`, `delete-many` and `restore-many`: one call for a selection, each row
 * checked as alone, all or none. They answer the ids changed; given the versions the caller saw,
 * none is written if any of those rows changed since (412, `stale` naming them).
 *
 * `update-many?partial=true` is "Edit N selected" (`{ids, data, versions}`: one change for all) and
 * the list's grid (`{rows: [{id, version, data}]}`: each row its own): only the resource's
 * bulk-editable fields may be sent, and with `rows` its grid-editable ones (400 naming any
 * other; a person's own id is never one value for many), each row is saved unless refused
 * (scope, rights, rules, a version changed since), in one transaction, and the answer is
 * `{ data: [ids saved], refused: [...], versions: {id: version now} }`; `undo=true` audits the
 * change as the undo of a bulk change. Without the parameter the answer stays the array of ids
 * that ra-data-simple-rest expects.
 */
export function bulkRoutes(operation: Operation) {
  const { resource, schemas } = operation;
  const partialResponse = partialResponseOf(schemas);
  if (offers(resource.definition, 'update')) updateManyRoute(operation, partialResponse);
  if (deletable(resource)) setDeletedManyRoutes(operation, partialResponse);
}

/** What a bulk call answers: the ids changed, or with partial=true those and the rows refused. */
const partialResponseOf = (schemas: Operation['schemas']) => ({
  ...schemas.errors,
  200: Type.Union([Type.Array(Type.String()), PartialAnswer]),
});
type PartialResponse = ReturnType<typeof partialResponseOf>;

function updateManyRoute({ app, resource, schemas }: Operation, response: PartialResponse) {
  const { definition } = resource;
  const editable = {
    bulk: new Set(bulkEditableFields(definition).map(([field]) => field)),
    grid: new Set(gridEditableFields(definition).map(([field]) => field)),
  };
  const { bodyLimit, maxJsonValues } = updateManyLimits(gridEditableFields(definition));
  app.post(
    `/${definition.name}/update-many`,
    {
      config: { ...gate(definition, 'update'), ...(maxJsonValues && { maxJsonValues }) },
      ...(bodyLimit && { bodyLimit }),
      schema: {
        tags: schemas.tags,
        querystring: UpdateManyQuery,
        body: updateManyBody(schemas),
        response,
      },
    },
    (request) => updateMany(resource, request, editable),
  );
}

/** update-many's body: `{ids, data, versions}`, or with partial=true `{rows}`. */
function updateManyBody(schemas: Operation['schemas']) {
  const EditRow = Type.Object(
    { id: Uuid, version: Type.Optional(RecordVersion), data: schemas.updateBody },
    { additionalProperties: false },
  );
  // one object rather than a union of the two bodies: ajv's removeAdditional would strip a union's fields
  return Type.Object(
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
}

type UpdateManyRequest = FastifyRequest & { query: Static<typeof UpdateManyQuery> };
type EditRow = { id: string; version?: string; data: Record<string, unknown> };
/** The fields a partial edit may send: of "Edit N selected", and of the list's grid. */
type Editable = { bulk: ReadonlySet<string>; grid: ReadonlySet<string> };

async function updateMany(resource: ServedResource, request: UpdateManyRequest, editable: Editable) {
  const { ids, data, versions, rows } = request.body as {
    ids?: string[];
    data?: Record<string, unknown>;
    versions?: Record<string, string>;
    rows?: EditRow[];
  };
  const partial = request.query.partial === 'true';
  const action = request.query.undo === 'true' ? 'undo' : 'update';
  if (rows) {
    if (!partial) throw fieldErrors({ partial: { key: 'required' } });
    if (ids || data) throw fieldErrors({ [ids ? 'ids' : 'data']: { key: 'invalidValue' } });
    return updateEachAnswer(resource, request, gridEdits(rows, editable.grid), action);
  }
  if (!ids || !data)
    throw fieldErrors({ ...(!ids && { ids: { key: 'required' } }), ...(!data && { data: { key: 'required' } }) });
  const values = withoutVersion(data);
  if (!partial) return idsOf(await updateRows(resource, request, ids, values, versions, action));
  assertEditable(values, 'data', editable.bulk);
  const edits = [...new Set(ids)].map((id) => ({ id, values, version: versions?.[id] }));
  return updateEachAnswer(resource, request, edits, action);
}

/** The grid's rows as edits: each id once, each with grid-editable fields only. */
function gridEdits(rows: EditRow[], gridEditable: ReadonlySet<string>) {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (seen.has(row.id)) throw fieldErrors({ [`rows.${index}.id`]: { key: 'invalidValue' } });
    seen.add(row.id);
    assertEditable(withoutVersion(row.data), `rows.${index}.data`, gridEditable);
  });
  return rows.map((row) => ({ id: row.id, version: row.version, values: withoutVersion(row.data) }));
}

async function updateEachAnswer(
  resource: ServedResource,
  request: FastifyRequest,
  edits: Parameters<typeof updateEach>[2],
  action: 'undo' | 'update',
) {
  const { saved, refused, versions } = await updateEach(resource, request, edits, action);
  return { data: saved, refused, versions };
}

/** The fields a partial edit may send: some, and only those of `editable` (else 400 naming them under `at`). */
function assertEditable(values: Record<string, unknown>, at: string, editable: ReadonlySet<string>) {
  if (!Object.keys(values).length) throw fieldErrors({ [at]: { key: 'required' } });
  const others = Object.keys(values).filter((field) => !editable.has(field));
  if (others.length)
    throw fieldErrors(Object.fromEntries(others.map((field) => [`${at}.${field}`, { key: 'notBulkEditable' }])));
}

const withoutVersion = ({ version: _one, ...values }: Record<string, unknown>) => values;

function setDeletedManyRoutes({ app, resource, schemas }: Operation, response: PartialResponse) {
  const { definition } = resource;
  const options = {
    config: { ...gate(definition, 'delete'), maxJsonValues: IDS_BODY_LIMITS.maxJsonValues },
    bodyLimit: IDS_BODY_LIMITS.bodyLimit,
    schema: { tags: schemas.tags, querystring: PartialQuery, body: IdsBody, response },
  };
  const setEach = async (request: PartialRequest, deleted: boolean) => {
    const { ids, versions } = request.body;
    if (request.query.partial !== 'true') return idsOf(await setDeleted(resource, request, ids, deleted, versions));
    const { saved, refused } = await setDeletedEach(resource, request, ids, deleted, versions);
    return { data: saved, refused };
  };
  app.post(`/${definition.name}/delete-many`, options, (request) => setEach(request, true));
  if (!definition.softDelete) return;
  app.post(`/${definition.name}/restore-many`, options, (request) => setEach(request, false));
}
