import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { CERTIFICATE_EDITORS, CERTIFICATE_FILE_TYPES } from '../../../src/domain/certificates';
import type { Feature } from '../../../src/domain/features';
import { instructorCertificates as definition } from '../../../src/domain/resources/instructorCertificates';
import type { Db } from '../../db/database';
import type { AppContext, RouteApp, RouteOptions } from '../../http/context';
import { notFound } from '../../http/errors';
import { authErrors, ErrorResponse, IdParams } from '../../http/schemas';
import type { AnyDb } from '../../resources/extension';
import { rowInScope } from '../../resources/rows/query';
import { scopeFor } from '../../resources/rows/scope';
import { DateTime } from '../../resources/schemas';
import { versionOf } from '../../resources/rows/version';
import { servedResource } from '../../resources/served';
import { assertVersion, ifMatch } from '../../resources/writes/versions';
import { audit, type AuditEntry } from '../../services/audit';
import { readUpload, sendFile, uploadRules } from '../../services/files';
import { instructorCertificates } from './certificates';
import { assertEditable, visibleRequest } from './requestRules';

/**
 * The files of a certificate request: uploaded and deleted while the request is in data entry, by
 * those who may edit it; downloaded by everyone who sees the request. The content stays in the
 * database, beside the request it belongs to. A file changes its request: an upload or delete
 * that sends the request's version as the caller saw it (`If-Match`) is refused with 412 and the
 * request as it is now when someone else changed the request (or its files) since.
 */

const Uuid = Type.String({ format: 'uuid' });
const FileType = Type.Union(CERTIFICATE_FILE_TYPES.map((type) => Type.Literal(type)));
/** A stored file as the request's detail lists it; the content is downloaded on its own. */
const StoredFile = Type.Object({
  id: Uuid,
  // the stored text: the query checks it on the way in
  type: Type.String(),
  fileName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  createdAt: DateTime,
});
/** What an upload or delete answers beside the file: the request's version after it, for the next one. */
const RequestVersion = Type.Object({
  requestVersion: Type.String({
    description: "The request's version after this change: what the next upload or delete sends as If-Match.",
  }),
});
const FileQuery = Type.Object({ type: FileType });
const UploadRules = Type.Object({ maxMb: Type.Number(), extensions: Type.Array(Type.String()) });
/** The request's version as the caller saw it (its `version`, or the read's ETag). */
const IfMatchHeader = Type.Object({
  'if-match': Type.Optional(
    Type.String({ description: "The request's version as read: refused with 412 if the request changed since." }),
  ),
});

/** Who may send a file or delete one: the gate before the body is read. */
const EDITOR_FEATURES = CERTIFICATE_EDITORS.map((grant) => grant.feature).filter((f): f is Feature => !!f);

export const routes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx }) => {
  const steps = fileSteps(ctx);
  rulesRoute(app, ctx);
  uploadRoute(app, ctx, steps);
  downloadRoute(app, ctx, steps);
  deleteRoute(app, ctx, steps);
};

const tags = ['instructor-certificates'];

/** The steps the file routes share: the request they change, its version after, the audit, the file. */
function fileSteps(ctx: AppContext) {
  const requests = servedResource(definition, instructorCertificates, ctx);

  /**
   * The request for a change of its files: visible (404), editor (403), in data entry (409), and
   * at the version the caller saw where he says which (412).
   */
  async function editableRow(executor: Db, request: FastifyRequest, id: string, lock = false) {
    const row = await visibleRequest(executor, request.user, id, lock);
    assertEditable(request.user, row);
    const expected = ifMatch(request);
    if (expected !== undefined) await assertVersion(requests, request, await served(executor, request, id), expected);
    return row;
  }

  /** The request as its reads answer it (what its version is taken of). */
  const served = (executor: Db, request: FastifyRequest, id: string) =>
    rowInScope(requests, executor as unknown as AnyDb, request, id, scopeFor(requests, request, 'read'));
  const versionNow = async (trx: Db, request: FastifyRequest, id: string) => ({
    requestVersion: versionOf(requests, await served(trx, request, id)),
  });

  async function fileOf(id: string) {
    const file = await ctx.db
      .selectFrom('certificateFiles')
      .select(['id', 'certificateId', 'type', 'fileName', 'contentType', 'size'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!file) throw notFound();
    return file;
  }

  return { editableRow, versionNow, fileOf };
}
type FileSteps = ReturnType<typeof fileSteps>;

/** The request changed when its files did; the audit row keeps the file without its content. */
async function recordChange(
  trx: Db,
  request: FastifyRequest,
  row: { id: string; organisationId: string },
  change: Pick<AuditEntry, 'action' | 'before' | 'after'>,
) {
  await trx.updateTable('instructorCertificates').set({ updatedAt: new Date() }).where('id', '=', row.id).execute();
  await audit(trx, {
    organisationId: row.organisationId,
    userId: request.user.id,
    entity: 'instructor-certificates',
    entityId: row.id,
    ...change,
  });
}

function rulesRoute(app: RouteApp, ctx: AppContext) {
  app.get(
    '/files/rules',
    {
      schema: {
        tags,
        summary: 'Largest upload and accepted file types',
        response: { 200: UploadRules, ...authErrors },
      },
    },
    async () => uploadRules(ctx.config),
  );
}

function uploadRoute(app: RouteApp, ctx: AppContext, { editableRow, versionNow }: FileSteps) {
  app.post(
    '/instructor-certificates/:id/files',
    {
      config: { access: EDITOR_FEATURES },
      schema: {
        tags,
        summary: 'Upload a file of a type (multipart, one file) to a request in data entry',
        params: IdParams,
        querystring: FileQuery,
        headers: IfMatchHeader,
        response: {
          201: Type.Object({ ...StoredFile.properties, ...RequestVersion.properties }),
          409: ErrorResponse,
          412: ErrorResponse,
          413: ErrorResponse,
          ...authErrors,
        },
      },
    },
    async (request, reply) => {
      await editableRow(ctx.db, request, request.params.id);
      const upload = await readUpload(request, ctx.config);
      const saved = await ctx.db.transaction().execute(async (trx) => {
        // checked again under a lock: the request may have been submitted meanwhile
        const row = await editableRow(trx, request, request.params.id, true);
        const file = await trx
          .insertInto('certificateFiles')
          .values({
            ...upload,
            organisationId: row.organisationId,
            certificateId: row.id,
            type: request.query.type,
            createdBy: request.user.id,
          })
          .returning(['id', 'type', 'fileName', 'contentType', 'size', 'createdAt'])
          .executeTakeFirstOrThrow();
        await recordChange(trx, request, row, { action: 'upload_file', after: file });
        return { ...file, ...(await versionNow(trx, request, row.id)) };
      });
      return reply.status(201).send(saved);
    },
  );
}

function downloadRoute(app: RouteApp, ctx: AppContext, { fileOf }: FileSteps) {
  app.get(
    '/files/:id',
    { config: { download: true }, schema: { tags, summary: 'Download a certificate file', params: IdParams } },
    async (request, reply) => {
      const file = await fileOf(request.params.id);
      await visibleRequest(ctx.db, request.user, file.certificateId);
      const { content } = await ctx.db
        .selectFrom('certificateFiles')
        .select('content')
        .where('id', '=', file.id)
        .executeTakeFirstOrThrow();
      return sendFile(reply, { ...file, content });
    },
  );
}

function deleteRoute(app: RouteApp, ctx: AppContext, { editableRow, versionNow, fileOf }: FileSteps) {
  app.delete(
    '/files/:id',
    {
      config: { access: EDITOR_FEATURES },
      schema: {
        tags,
        summary: 'Delete a file of a request in data entry',
        params: IdParams,
        headers: IfMatchHeader,
        response: {
          200: Type.Object({
            ...Type.Pick(StoredFile, ['id', 'type', 'fileName', 'size']).properties,
            ...RequestVersion.properties,
          }),
          409: ErrorResponse,
          412: ErrorResponse,
          ...authErrors,
        },
      },
    },
    async (request) => {
      const file = await fileOf(request.params.id);
      return ctx.db.transaction().execute(async (trx) => {
        const row = await editableRow(trx, request, file.certificateId, true);
        const removed = await trx
          .deleteFrom('certificateFiles')
          .where('id', '=', file.id)
          .returning(['id', 'type', 'fileName', 'size'])
          .executeTakeFirst();
        if (!removed) throw notFound();
        await recordChange(trx, request, row, { action: 'delete_file', before: removed });
        return { ...removed, ...(await versionNow(trx, request, row.id)) };
      });
    },
  );
}
