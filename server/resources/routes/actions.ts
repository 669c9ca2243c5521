import { Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { ActionDefinition, Fields } from '../../../src/domain/resources';
import { DEFAULT_BODY_LIMIT, jsonTextParser } from '../../http/jsonBody';
import { jsonRowsParser } from '../../http/jsonRows';
import { IdParams } from '../../http/schemas';
import type { ActionContext, ActionHandler, AnyDb } from '../extension';
import { readRow } from '../rows/answers';
import { rowInScope, rowToChange } from '../rows/query';
import { scopeFor } from '../rows/scope';
import { bodyOf, SeenVersions } from '../schemas';
import { assertVersion, ifMatch, type SeenVersions as Seen } from '../writes/versions';
import { gate, type Operation, type ResourceApp } from './operation';

/** What the handler of an action works with: its scope, the row it acts on, the answer of a row. */
function actionContext(
  { resource, version }: Operation,
  request: FastifyRequest,
  step: ActionDefinition,
): ActionContext {
  const scope = scopeFor(resource, request, step.action, step.grants);
  return {
    app: resource.ctx,
    version,
    scope,
    row: async (executor, id, lock = false) => {
      if (!lock) return rowInScope(resource, executor as unknown as AnyDb, request, id, scope);
      // a step on a row the caller saw at another version than it is now changes nothing (412);
      // on a selection, the version of each row is in the body's `versions`
      const row = await rowToChange(resource, executor as unknown as AnyDb, request, id, scope);
      const seen = step.collection
        ? (request.body as { versions?: Seen } | undefined)?.versions?.[id]
        : ifMatch(request);
      await assertVersion(resource, request, row, seen);
      return row;
    },
    answer: (id) => readRow(resource, request, id),
  };
}

/** The schema of an action: its body; on a row, the row's id and (unless it says otherwise) the row answered. */
function actionSchema({ schemas }: Operation, step: ActionDefinition, handler: ActionHandler) {
  const extra = handler.options?.schema;
  return {
    tags: schemas.tags,
    body: step.body
      ? bodyOf(step.body as Fields, 'create', step.versions ? { versions: Type.Optional(SeenVersions) } : {})
      : Type.Object({}, { additionalProperties: false }),
    ...(step.collection ? {} : { params: IdParams }),
    ...extra,
    // an action on a row answers the row (a course after its status step), unless it says otherwise
    response: {
      ...(step.collection ? {} : { 200: Type.Object({ ...schemas.row.properties, ...handler.alsoAnswers }) }),
      ...schemas.errors,
      ...(extra?.response as object),
    },
  };
}

/** `POST /{name}/:id/{action}` (on a collection `/{name}/{action}`), answered by the extension's handler. */
function actionRoute(operation: Operation, action: string, step: ActionDefinition, handler: ActionHandler) {
  const { resource } = operation;
  const { name } = resource.definition;
  const { schema, config, ...options } = handler.options ?? {};
  const route = (target: ResourceApp) =>
    target.post(
      step.collection ? `/${name}/${action}` : `/${name}/:id/${action}`,
      {
        ...options,
        ...handler.hooks?.(resource.ctx),
        // one user action: a retry with its Idempotency-Key gets the first answer, not a second step
        config: { ...gate(resource.definition, step.action, step.grants), idempotent: true, ...config },
        schema: actionSchema(operation, step, handler),
      },
      async (request, reply) => handler.handle(request, reply, actionContext(operation, request, step)),
    );
  const rows = handler.streamedRows;
  if (!rows) return route(operation.app);
  // its own JSON parser, for this route alone (content-type parsers are encapsulated)
  return operation.app.register(async (streamed) => {
    streamed.removeContentTypeParser('application/json');
    const bounds = {
      ...rows,
      maxBytes: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
      maxValues: config?.maxJsonValues ?? 0,
    };
    streamed.addContentTypeParser('application/json', jsonRowsParser(bounds, jsonTextParser(streamed)));
    route(streamed);
  });
}

/** The routes of the definition's actions (a workflow step, a move, an import), each with its extension's handler. */
export async function actionRoutes(operation: Operation) {
  const { definition, extension } = operation.resource;
  for (const [action, step] of Object.entries(definition.actions ?? {})) {
    const handler = extension.actions?.[action];
    if (!handler) throw new Error(`${definition.name}: the action ${action} has no handler in its extension`);
    await actionRoute(operation, action, step, handler);
  }
}
