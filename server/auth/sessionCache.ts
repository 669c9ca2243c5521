import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { SessionUser } from '../../src/domain/session';
import type { Db } from '../db/database';
import { listenFor } from '../live/changeSignal';

/** What a request's token is checked against: the user as his rows say now. */
export interface LoadedSession {
  user: SessionUser;
  sessionVersion: number;
  deleted: boolean;
}

/** The channel that migration 093's triggers notify on a change of users, organisations or rights. */
const CHANNEL = 'session_changes';
/** At most this many users' sessions are kept; the one kept longest goes first. */
const MOST = 2000;
/** A kept session is read again after this long, whatever was heard (a bound, not the rule). */
const MAX_AGE_MS = 60_000;
/** How long a probe that could not be sent waits before it is sent again. */
const PROBE_AGAIN_MS = 2000;

/**
 * The sessions of recent readers, kept so that a read answers with one round trip to PostgreSQL
 * instead of two (issue 27.5: the session statement was half the server's fixed cost per request).
 * A session is kept only while this server is sure to hear of every change that could alter it:
 * - triggers on users, organisations and user_features notify `session_changes` in the writing
 *   transaction (migration 093), and every notification forgets every kept session;
 * - a write this server answers forgets them too, before its answer leaves: the writer's next
 *   request, and anyone's, never meets what it changed (`forget`);
 * - nothing is kept until a probe sent through the pool has come back on the listening connection
 *   (a listen address behind PgBouncer's transaction pooling never hears one), nor while that
 *   connection is lost: a session read meanwhile is not kept;
 * - a read whose answer may predate a notification is not kept (the generation count).
 * Only reads use it (`GET`/`HEAD`); a write always reads the session afresh. Another server's
 * change reaches this one's kept sessions within the notification's delivery, milliseconds.
 */
export function sessionCache(db: Db, listenUrl: string | undefined, log: FastifyBaseLogger) {
  const kept = new Map<string, { session: LoadedSession; at: number }>();
  let generation = 0;
  let trusted = false;
  let probe: string | undefined;

  const forget = () => {
    generation++;
    kept.clear();
  };

  let listening = false;
  let again: NodeJS.Timeout | undefined;
  /** Sends a probe through the pool; tried again while it cannot be sent (the database away). */
  const sendProbe = () => {
    probe = randomUUID();
    sql`select pg_notify(${CHANNEL}, ${probe})`.execute(db).catch((error: unknown) => {
      log.warn({ err: error }, 'the session cache could not probe its channel; it tries again');
      clearTimeout(again);
      again = setTimeout(() => listening && !trusted && sendProbe(), PROBE_AGAIN_MS);
    });
  };

  const signal = listenUrl
    ? listenFor(CHANNEL, listenUrl, log, {
        notified(payload) {
          if (probe && payload === probe) {
            probe = undefined;
            trusted = true;
          }
          forget();
        },
        state(now) {
          listening = now;
          trusted = false;
          forget();
          if (now) sendProbe();
        },
      })
    : undefined;

  return {
    /**
     * The user's session: a kept one of this token's version for a read, else `load`'s answer,
     * kept when nothing was heard while it was read.
     */
    async session(
      userId: string,
      version: number,
      read: boolean,
      load: () => Promise<LoadedSession | undefined>,
    ): Promise<LoadedSession | undefined> {
      const entry = read && trusted ? kept.get(userId) : undefined;
      if (entry && entry.session.sessionVersion === version && Date.now() - entry.at < MAX_AGE_MS) {
        return entry.session;
      }
      const before = generation;
      const session = await load();
      if (session && trusted && generation === before) {
        kept.delete(userId);
        if (kept.size >= MOST) kept.delete(kept.keys().next().value!);
        kept.set(userId, { session, at: Date.now() });
      }
      return session;
    },
    forget,
    /** Whether sessions are kept now (the probe came back and the connection holds). */
    get keeping() {
      return trusted;
    },
    close: async () => {
      listening = false;
      trusted = false;
      clearTimeout(again);
      forget();
      await signal?.close();
    },
  };
}

export type SessionCache = ReturnType<typeof sessionCache>;
