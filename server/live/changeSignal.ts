import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 2000;

export interface Listening {
  /** A notification on the channel arrived, with its payload. */
  notified: (payload: string) => void;
  /** The connection now listens (true), or was lost or refused (false): what was sent meanwhile is not heard. */
  state?: (listening: boolean) => void;
}

/**
 * Hears a channel's notifications (LISTEN/NOTIFY) on a session connection of its own, and
 * connects again after it is lost. PgBouncer's transaction pooling gives no session connection,
 * so `DATABASE_LISTEN_URL` may point past it (docs/deployment.md). Who listens must do without it
 * while it is lost, failing over or refused: the change hub polls, the session cache keeps nothing.
 */
export function listenFor(
  channel: string,
  connectionString: string,
  log: FastifyBaseLogger,
  { notified, state }: Listening,
) {
  let closed = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client, error?: unknown) => {
    if (current === client) {
      current = undefined;
      state?.(false);
    }
    void client.end().catch(() => {});
    if (closed || retry) return;
    log.warn({ err: error, channel }, 'listening stopped; it connects again in a moment');
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
  };

  async function connect() {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => notified(message.payload ?? ''));
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (closed) return void client.end().catch(() => {});
      current = client;
      state?.(true);
    } catch (error) {
      lost(client, error);
    }
  }
  void connect();

  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}
