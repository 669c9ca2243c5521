import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Which database a list or statistics read goes to. */
export type ReadDb = (request: FastifyRequest) => Promise<Db>;

export interface ReadRoutingOptions {
  primary: Db;
  /** DATABASE_READ_URL's pool; without it every read goes to the primary. */
  replica?: Db;
  /** How long after a user's write his reads check that the replica has it (READ_YOUR_WRITES_SECONDS). */
  seconds: number;
  /** The replica's replayed WAL position; the tests stand in a lagging one. */
  replayed?: (replica: Db) => Promise<string | null>;
}

/** A WAL position "16/B374D848" as one number, for comparing. */
export const lsnValue = (lsn: string) => {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
};

const replayedLsn = async (replica: Db) =>
  (await sql<{ lsn: string | null }>`SELECT pg_last_wal_replay_lsn()::text AS lsn`.execute(replica)).rows[0].lsn;

/**
 * Read-your-writes on a read replica (issue 16). Every write of a signed-in user records the
 * primary's WAL position in recent_writes (on the primary, so every instance sees it). His list
 * and statistics reads go to the replica unless he wrote within `seconds` and the replica has not
 * replayed that position yet: then to the primary. A replica that cannot answer sends reads to the
 * primary too; a "replica" that is no standby (null position: after a failover the read address
 * may reach the new primary) is up to date by definition.
 */
export function readRouting({ primary, replica, seconds, replayed = replayedLsn }: ReadRoutingOptions) {
  const readDb: ReadDb = async (request) => {
    if (!replica || !request.user) return replica ?? primary;
    const { rows } = await sql<{ lsn: string }>`
      SELECT lsn::text AS lsn FROM recent_writes
      WHERE user_id = ${request.user.id} AND written_at > now() - ${seconds} * interval '1 second'`.execute(primary);
    if (!rows.length) return replica;
    try {
      const position = await replayed(replica);
      if (position === null) return replica;
      return lsnValue(position) >= lsnValue(rows[0].lsn) ? replica : primary;
    } catch {
      return primary;
    }
  };

  /** Records the WAL position of a user's write before its answer goes out. */
  const register = (api: FastifyInstance) => {
    if (!replica) return;
    api.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (['GET', 'HEAD', 'OPTIONS'].includes(request.method) || reply.statusCode >= 400 || !request.user)
        return payload;
      await sql`
        INSERT INTO recent_writes (user_id, lsn) VALUES (${request.user.id}, pg_current_wal_lsn())
        ON CONFLICT (user_id) DO UPDATE SET lsn = excluded.lsn, written_at = now()`.execute(primary);
      return payload;
    });
  };
  return { readDb, register };
}
