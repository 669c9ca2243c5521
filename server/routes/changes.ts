import { Type } from '@fastify/type-provider-typebox';
import type { ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { AppContext, RouteApp } from '../http/context';
import type { ChangeHub } from '../live/hub';
import { authErrors } from '../http/schemas';
import type { RecordChange } from '../../src/domain/recordChanges';
import { doneEditing, editing } from '../live/editors';
import { Uuid } from '../http/schemas';
import { routesTagged } from '../http/routeOptions';
import { routePlugin } from '../http/routePlugin';

/** How long one stream stays open: the client reconnects (with its newest token) and resumes. */
export const STREAM_SECONDS = 120;
const HEARTBEAT_MS = 20_000;

const ChangeSchema = Type.Object({
  id: Type.String(),
  resource: Type.String(),
  recordId: Type.String(),
  action: Type.String(),
  byId: Type.Union([Type.String(), Type.Null()]),
  byName: Type.Union([Type.String(), Type.Null()]),
  at: Type.String({ format: 'date-time' }),
});
const AuditId = Type.String({ pattern: '^[0-9]{1,18}$' });

/** A change's event text, made once however many streams send it (the hub shares one object per change). */
const frames = new WeakMap<RecordChange, string>();
function frame(change: RecordChange) {
  let text = frames.get(change);
  if (text === undefined) frames.set(change, (text = `id: ${change.id}\ndata: ${JSON.stringify(change)}\n\n`));
  return text;
}

/**
 * `GET /changes`: the changes of records the caller may read, as they happen. With
 * `Accept: text/event-stream` a stream of server-sent events (resumed after `Last-Event-ID`);
 * otherwise the changes after `after` as JSON, with `last` to ask after next (polling, scripts).
 */
export const changesRoutes = routePlugin(changesRoute, editingRoute, doneEditingRoute);

const route = routesTagged('changes');

function changesRoute(app: RouteApp, ctx: AppContext) {
  app.get(
    '/changes',
    route.read({
      summary: 'Changes of records the caller may read: server-sent events, or JSON after an audit id',
      querystring: Type.Object({ after: Type.Optional(AuditId) }, { additionalProperties: false }),
      headers: Type.Object({ 'last-event-id': Type.Optional(AuditId) }),
      response: { 200: Type.Object({ last: Type.String(), changes: Type.Array(ChangeSchema) }), ...authErrors },
    }),
    async (request, reply) => {
      const hub = ctx.changes;
      const after = request.query.after ?? request.headers['last-event-id'];
      const from = after ?? (await hub.newest());
      const missed = after === undefined ? [] : await hub.since(request.user, from);
      if (!String(request.headers.accept).includes('text/event-stream')) {
        return { last: missed.length ? missed[missed.length - 1].id : from, changes: missed };
      }
      reply.hijack();
      streamChanges(hub, request, reply.raw, from, missed);
    },
  );
}

/** The changes after `from` as server-sent events: those missed, then each as it happens, until the stream ends. */
function streamChanges(
  hub: ChangeHub,
  request: FastifyRequest,
  raw: ServerResponse,
  from: string,
  missed: readonly RecordChange[],
) {
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // nginx and the like pass the events on at once instead of buffering them
    'x-accel-buffering': 'no',
    // the connection ends with the stream: a server closing down waits for no idle stream socket
    connection: 'close',
  });
  raw.write('retry: 2000\n\n');
  let sent = BigInt(from);
  const send = (changes: readonly RecordChange[]) => {
    const fresh = changes.filter((change) => BigInt(change.id) > sent);
    if (!fresh.length) return;
    sent = BigInt(fresh[fresh.length - 1].id);
    raw.write(fresh.map(frame).join(''));
  };
  send(missed);
  const end = () => raw.end();
  const unsubscribe = hub.subscribe({ hears: hub.hearer(request.user), send, end }, String(sent));
  const heartbeat = setInterval(() => raw.write(': still here\n\n'), HEARTBEAT_MS);
  const closing = setTimeout(end, STREAM_SECONDS * 1000);
  raw.on('close', () => {
    clearInterval(heartbeat);
    clearTimeout(closing);
    unsubscribe();
  });
}

const Editing = Type.Object(
  { resource: Type.String({ maxLength: 64, pattern: '^[a-z-]+$' }), recordId: Uuid },
  { additionalProperties: false },
);

function editingRoute(app: RouteApp, ctx: AppContext) {
  // any signed-in user: whether he may read the record is checked with it
  app.put(
    '/changes/editing',
    route.gated('user', {
      summary: 'The caller has a record open in a form (say it every 15 s); answers who else has',
      body: Editing,
      response: {
        200: Type.Object({ editors: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })) }),
        ...authErrors,
      },
    }),
    async (request) => editing(ctx, request, request.body.resource, request.body.recordId),
  );
}

function doneEditingRoute(app: RouteApp, ctx: AppContext) {
  app.delete(
    '/changes/editing',
    route.gated('user', {
      summary: 'The caller closed the form of a record',
      querystring: Editing,
      response: { 204: Type.Null(), ...authErrors },
    }),
    async (request, reply) => {
      await doneEditing(ctx, request, request.query.resource, request.query.recordId);
      return reply.status(204).send(null);
    },
  );
}
