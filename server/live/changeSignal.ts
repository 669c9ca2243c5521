import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The channel the audit log's trigger notifies on (migration 090). */
const CHANNEL = 'record_changes';
/** How long a lost listening connection waits before it connects again (the hub polls meanwhile). */
const RECONNECT_MS = 2000;

/**
 * Wakes the change hub as soon as a transaction that wrote audit rows commits (LISTEN/NOTIFY), so
 * a change reaches the screens in milliseconds rather than at the hub's next poll. It holds a
 * session connection of its own: PgBouncer's transaction pooling gives none, so
 * `DATABASE_LISTEN_URL` may point past it (docs/deployment.md). Without the connection (lost,
 * failing over, refused) the hub's poll carries on alone and nothing is missed: the audit log is
 * what is read, the notification only says when.
 */
export function listenForChanges(connectionString: string, log: FastifyBaseLogger, wake: () => void) {
  let closed = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client, error?: unknown) => {
    if (current === client) current = undefined;
    void client.end().catch(() => {});
    if (closed || retry) return;
    log.warn({ err: error }, 'listening for changes stopped; the changes are polled until it is back');
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
  };

  async function connect() {
    const client = new pg.Client({ connectionString });
    client.on('notification', () => wake());
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (closed) return void client.end().catch(() => {});
      current = client;
      // what was written while nobody listened
      wake();
    } catch (error) {
      lost(client, error);
    }
  }
  void connect();

  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await current?.end().catch(() => {});
    },
  };
}
