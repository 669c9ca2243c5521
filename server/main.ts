import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { embeddedClusterPlace } from './db/clusterPlace';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { migrate } from './db/migrate';
import { queryCapture } from './db/queryCapture';
import { seedDemo } from './db/seed/demo';

/**
 * `npm start`: the database (DATABASE_URL, else embedded PostgreSQL in DATA_DIR), migrations, demo
 * data on first start, then the server. SIGTERM and SIGINT drain requests in flight, close the
 * pool and stop the embedded database, in that order.
 */
const config = loadConfig();
/** On SIGTERM, how long connections are still served (each told to close) before the server closes. */
const DRAIN_BEFORE_CLOSE_MS = 500;
const log = pino({ level: config.logLevel });

let embedded: EmbeddedDatabase | undefined;
try {
  let url = config.databaseUrl;
  if (!url) {
    const place = embeddedClusterPlace({ dataDir: config.dataDir, dataDirGiven: config.dataDirGiven });
    if (place.unreachable) {
      log.info(
        { clusterDir: place.clusterDir },
        `the embedded database's user "postgres" cannot enter ${place.unreachable}: its cluster is in ${place.clusterDir} ` +
          `(found there again on every start; set DATA_DIR to choose another place)`,
      );
    }
    embedded = await startEmbeddedPostgres({
      clusterDir: place.clusterDir,
      port: config.embeddedPgPort,
      lockFile: path.join(config.dataDir, 'server.pid'),
      log: (line) => log.debug({ source: 'postgres' }, line),
    });
    await ensureDatabase(embedded.adminUrl, 'certadmin');
    url = embedded.urlFor('certadmin');
    if (embedded.replacedFormerPassword)
      log.info("the embedded database's former fixed password was replaced by its own random one");
    log.info({ dataDir: config.dataDir, clusterDir: place.clusterDir }, 'embedded PostgreSQL running');
  }
  // Ctrl-C reaches the embedded PostgreSQL too, which then ends our connections: no error then
  let stopping = false;
  const { db, pool } = openDatabase(
    url,
    (error) =>
      stopping
        ? log.info('database connections closed for the shutdown')
        : log.error({ err: error }, 'database connection lost'),
    config.dbPoolSize,
    queryCapture(config.sqlCaptureFile),
    config.preparedStatements,
  );
  const applied = await migrate(pool);
  if (applied.length) log.info({ applied }, 'migrations applied');
  if (config.seedDemo && (await seedDemo(db))) log.info('demo data seeded (first start)');

  // the read replica's pool (DATABASE_READ_URL), for lists and statistics
  const replica = config.databaseReadUrl
    ? openDatabase(
        config.databaseReadUrl,
        (error) => log.error({ err: error }, 'read replica connection lost'),
        config.dbPoolSize,
        undefined,
        config.preparedStatements,
      )
    : undefined;
  const listenUrl = config.databaseListenUrl ?? url;
  const app = await buildApp({
    config,
    db,
    logger: log,
    dailyJobs: true,
    readDb: replica?.db,
    live: { listenUrl: listenUrl === 'none' ? undefined : listenUrl },
  });
  // While draining, every answer closes its connection, so no client sends on a keep-alive
  // connection that the close below would cut
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
  await app.listen({ port: config.port, host: config.host });
  log.info(`app and API on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`);

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: draining requests');
    // A client that keeps its connection open must not hold the shutdown for the keep-alive timeout.
    setTimeout(() => app.server.closeAllConnections(), config.shutdownGraceSeconds * 1000).unref();
    // Closing cuts the connections that look idle, and one whose request is still unread in the
    // socket looks idle: keep serving a moment first, so a request sent before the signal is
    // answered (on a busy machine the server may read it only after the signal).
    await new Promise((resolve) => setTimeout(resolve, DRAIN_BEFORE_CLOSE_MS));
    await app.close();
    await db.destroy();
    await replica?.db.destroy();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
} catch (error) {
  log.fatal(error instanceof Error ? error.message : String(error));
  await embedded?.stop().catch(() => {});
  process.exit(1);
}
