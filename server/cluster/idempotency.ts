import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { HttpError, leavesOutcomeUnknown } from '../http/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed, answered in onSend. */
    idempotencyKey?: string;
    /** Its database connection broke under a write: whether it was stored is unknown, so the key stays claimed. */
    outcomeUnknown?: boolean;
  }
  interface FastifyContextConfig {
    /** A POST that is one user action and answers 200 (a workflow step): its answer is kept for a retry like a create's. */
    idempotent?: boolean;
  }
}

/** Printable ASCII, as a UUID or any client's own token: what fits in a header and a log line. */
const KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * Whether a POST's answer is kept for its retry: it makes a record (its route answers 201 Created)
 * or its route says it is one user action (the workflow steps and bulk actions of the resources).
 * No other answer is stored (a fresh token from POST /auth/refresh would be a live credential there).
 */
const answeredOnce = (request: FastifyRequest) =>
  request.routeOptions.config?.idempotent === true ||
  Boolean((request.routeOptions.schema?.response as Record<string, unknown> | undefined)?.[201]);

/**
 * A create (POST answering 201) or a step (a route with `config.idempotent`) with an
 * `Idempotency-Key` header (issue 16): the first request claims the key for its user,
 * its 2xx answer is stored, and a retry with the same key gets that answer again (header
 * `Idempotent-Replayed: true`) instead of a second record. The key is per user: another user's
 * same key is another request. A failed answer frees the key so the retry runs, unless the
 * database connection broke under the request (a failover): its transaction may have been stored.
 * A retry while the first is still running, or whose first died with its server or its connection
 * before answering, gets 409 OUTCOME_UNKNOWN: running it again could make the record twice.
 */
export function registerIdempotency(api: FastifyInstance, db: Db) {
  api.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers['idempotency-key'];
    if (request.method !== 'POST' || header === undefined || !request.user || !answeredOnce(request)) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!KEY.test(key)) {
      throw new HttpError(400, 'BAD_REQUEST', 'The Idempotency-Key header must be 1 to 200 printable characters.');
    }
    const userId = request.user.id;
    const path = request.url.split('?')[0];
    const claimed = await sql<{ claimed: number }>`
      INSERT INTO idempotency_keys (user_id, key, method, path) VALUES (${userId}, ${key}, ${request.method}, ${path})
      ON CONFLICT DO NOTHING RETURNING 1 AS claimed`.execute(db);
    if (claimed.rows.length) {
      request.idempotencyKey = key;
      // a day is far longer than any client retries: the user's older keys go
      await sql`DELETE FROM idempotency_keys WHERE user_id = ${userId} AND created_at < now() - interval '1 day'`.execute(
        db,
      );
      return;
    }
    const first = await sql<{ path: string; status: number | null; body: string | null }>`
      SELECT path, status, body FROM idempotency_keys WHERE user_id = ${userId} AND key = ${key}`.execute(db);
    const row = first.rows[0];
    if (!row) throw new HttpError(409, 'BUSY', 'The request with this Idempotency-Key was just answered; retry it.');
    if (row.path !== path) {
      throw new HttpError(422, 'BAD_REQUEST', 'This Idempotency-Key was used for another request; send a new key.');
    }
    if (row.status === null) throw new HttpError(409, 'OUTCOME_UNKNOWN');
    return reply
      .status(row.status)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(row.body ?? '');
  });

  api.addHook('onError', async (request: FastifyRequest, _reply: FastifyReply, error: Error) => {
    if (request.idempotencyKey !== undefined && leavesOutcomeUnknown(error)) request.outcomeUnknown = true;
  });

  api.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const key = request.idempotencyKey;
    if (key === undefined) return payload;
    request.idempotencyKey = undefined;
    const userId = request.user!.id;
    if (request.outcomeUnknown) {
      request.log.warn({ key }, 'the database connection broke under a create: its Idempotency-Key stays claimed');
    } else if (reply.statusCode < 300 && typeof payload === 'string') {
      await sql`UPDATE idempotency_keys SET status = ${reply.statusCode}, body = ${payload}
        WHERE user_id = ${userId} AND key = ${key}`.execute(db);
    } else {
      // nothing was made: the retry may run
      await sql`DELETE FROM idempotency_keys WHERE user_id = ${userId} AND key = ${key}`.execute(db);
    }
    return payload;
  });
}
