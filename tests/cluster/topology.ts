import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import pg from 'pg';
import { crash, ending, runAsPostgres, startProcess, stop, until } from './processes';

/**
 * The deployment of docs/deployment.md on this machine, on loopback ports (26xxx: below Linux's
 * ephemeral range 32768–60999, where any outgoing connection's own port can take one of them just
 * before its server binds it): a pg_auto_failover monitor and two PostgreSQL nodes (primary and
 * synchronous standby), HAProxy in front of them (a primary port and a read port, chosen by a
 * role check), PgBouncer in transaction pooling on top, three API instances and HAProxy in front
 * of those. Everything runs from Debian's packages; only the wiring is ours.
 */
const PG_BIN = '/usr/lib/postgresql/15/bin';
export const PORTS = {
  monitor: 26100,
  nodes: [26101, 26102],
  pgPrimary: 26110,
  pgRead: 26111,
  pgbouncer: 26120,
  http: 26130,
  api: [26131, 26132, 26133],
};
export const SECRET = 'cluster-test-secret-of-at-least-32-characters';

export interface Cluster {
  dir: string;
  /** The load balancer's address: what clients use. */
  url: string;
  /** The current primary, through HAProxy (for the audit). */
  primaryUrl: string;
  nodeUrl: (i: number) => string;
  api: ChildProcess[];
  nodes: ChildProcess[];
  /** The node index that is primary now, by asking the nodes. */
  primaryIndex: () => Promise<number>;
  startApi: (i: number) => Promise<void>;
  crashApi: (i: number) => void;
  crashNode: (i: number) => void;
  stop: () => Promise<void>;
}

const nodeUrl = (i: number, db = 'certadmin') => `postgres://postgres@127.0.0.1:${PORTS.nodes[i]}/${db}`;

export async function query<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Where pg_autoctl keeps its configuration and state: inside the run's folder, not postgres's home. */
const autoctlEnv = (dir: string) => ({
  PATH: `${PG_BIN}:/usr/bin:/bin`,
  XDG_CONFIG_HOME: `${dir}/config`,
  XDG_DATA_HOME: `${dir}/share`,
  XDG_RUNTIME_DIR: `${dir}/run`,
});

/**
 * `pg_autoctl create monitor`, once more on a fresh folder if the first try fails: pg_auto_failover's
 * own CI sees it fail now and then while it waits for its new PostgreSQL (hapostgres/pg_auto_failover#900),
 * and one such failure ended a CI run here. Bringing the monitor up is the setting, not what this test
 * checks; the first failure's words are logged, a second one fails the test.
 */
function createMonitor(dir: string, env: Record<string, string>, log: (line: string) => void) {
  const create = () =>
    runAsPostgres(
      'pg_autoctl',
      ['create', 'monitor', '--pgdata', `${dir}/monitor`, '--pgport', String(PORTS.monitor), ...nodeFlags()],
      env,
    );
  try {
    create();
  } catch (error) {
    log(`the monitor did not come up, trying once more: ${(error as Error).message}`);
    try {
      runAsPostgres(`${PG_BIN}/pg_ctl`, ['stop', '-D', `${dir}/monitor`, '-m', 'immediate'], env);
    } catch {
      /* it never started */
    }
    fs.rmSync(`${dir}/monitor`, { recursive: true, force: true });
    fs.rmSync(`${dir}/config`, { recursive: true, force: true });
    fs.rmSync(`${dir}/share`, { recursive: true, force: true });
    create();
  }
}

export async function startCluster(log: (line: string) => void): Promise<Cluster> {
  // a server left on one of these ports (an earlier run stopped from outside) would stand in for ours
  const taken = await portsTaken();
  if (taken.length) throw new Error(`ports ${taken.join(', ')} are in use: stop what listens there first`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certadmin-cluster-'));
  fs.chmodSync(dir, 0o755);
  fs.chownSync(dir, Number(runAsPostgres('id', ['-u']).trim()), 0);
  const env = autoctlEnv(dir);
  const processes: ChildProcess[] = [];
  const api: ChildProcess[] = [];
  const nodes: ChildProcess[] = [];
  const cluster: Cluster = {
    dir,
    url: `http://127.0.0.1:${PORTS.http}`,
    primaryUrl: `postgres://postgres@127.0.0.1:${PORTS.pgPrimary}/certadmin`,
    nodeUrl: (i) => nodeUrl(i),
    api,
    nodes,
    primaryIndex: async () => {
      for (const i of [0, 1]) {
        const rows = await query<{ primary: boolean }>(
          nodeUrl(i),
          `SELECT NOT pg_is_in_recovery() AND NOT current_setting('transaction_read_only')::bool AS primary`,
        ).catch(() => []);
        if (rows[0]?.primary) return i;
      }
      return -1;
    },
    startApi: async (i) => {
      api[i] = startProcess(process.execPath, ['--enable-source-maps', 'dist-server/main.mjs'], `${dir}/api${i}.log`, {
        env: {
          PORT: String(PORTS.api[i]),
          HOST: '127.0.0.1',
          STATIC_DIR: '/nonexistent',
          // PgBouncer in front of the primary, and of the replica for lists and statistics
          DATABASE_URL: `postgres://postgres@127.0.0.1:${PORTS.pgbouncer}/certadmin`,
          DATABASE_READ_URL: `postgres://postgres@127.0.0.1:${PORTS.pgbouncer}/certadmin_read`,
          // LISTEN needs a session connection, which transaction pooling does not give: HAProxy's
          // primary port, which after a failover leads to the new primary
          DATABASE_LISTEN_URL: `postgres://postgres@127.0.0.1:${PORTS.pgPrimary}/certadmin`,
          // PgBouncer 1.18 (Debian 12) in transaction pooling cannot keep named statements: the next
          // transaction may run on a server connection that never prepared it
          DATABASE_PREPARED_STATEMENTS: 'false',
          // the same signing secret everywhere: a token from one instance is good on every other
          JWT_SECRET: SECRET,
          DATA_DIR: path.join(dir, `api${i}`),
          DB_POOL_SIZE: '10',
          RATE_LIMITS: 'true',
          PUBLIC_FORM_LIMIT: '3',
          LOG_LEVEL: 'warn',
        },
      });
      const ready = `http://127.0.0.1:${PORTS.api[i]}/api/docs/json`;
      await until(`API instance ${i + 1}`, async () => api[i].exitCode === null && (await fetch(ready)).ok, 120);
    },
    crashApi: (i) => crash(api[i]),
    crashNode: (i) => crash(nodes[i]),
    stop: async () => {
      for (const child of [...api, ...processes.reverse()]) await stop(child);
      // KEEP_CLUSTER=1 keeps the processes' logs (api0.log, node0.log, ...) for a look after the run
      if (!process.env.KEEP_CLUSTER) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    // the monitor, tuned to notice a dead primary within seconds (docs/deployment.md)
    createMonitor(dir, env, log);
    processes.push(
      startProcess('pg_autoctl', ['run', '--pgdata', `${dir}/monitor`], `${dir}/monitor.log`, {
        asPostgres: true,
        env,
      }),
    );
    const monitorUrl = `postgres://postgres@127.0.0.1:${PORTS.monitor}/pg_auto_failover`;
    await until('the monitor', async () => (await query(monitorUrl, 'SELECT 1')).length === 1, 60);
    for (const [name, value] of Object.entries(MONITOR_SETTINGS)) {
      await query(monitorUrl, `ALTER SYSTEM SET pgautofailover.${name} = ${value}`);
    }
    await query(monitorUrl, 'SELECT pg_reload_conf()');
    log(`monitor on ${PORTS.monitor}: ${JSON.stringify(MONITOR_SETTINGS)}`);

    for (const i of [0, 1]) {
      nodes[i] = startProcess(
        'pg_autoctl',
        [
          'create',
          'postgres',
          '--pgdata',
          `${dir}/node${i}`,
          '--pgport',
          String(PORTS.nodes[i]),
          '--name',
          `node${i}`,
          '--monitor',
          `postgres://autoctl_node@127.0.0.1:${PORTS.monitor}/pg_auto_failover?sslmode=disable`,
          '--dbname',
          'certadmin',
          ...nodeFlags(),
          '--run',
        ],
        `${dir}/node${i}.log`,
        { asPostgres: true, env },
      );
      processes.push(nodes[i]);
      if (i === 0) {
        await until('the first node as primary', async () => (await cluster.primaryIndex()) === 0, 120);
        // what the app's pool asks per connection, which PgBouncer does not pass on (server/db/database.ts)
        await query(nodeUrl(0), 'ALTER SYSTEM SET max_parallel_workers_per_gather = 0');
        await query(nodeUrl(0), 'ALTER SYSTEM SET jit = off');
        await query(nodeUrl(0), 'SELECT pg_reload_conf()');
      }
    }
    // the standby's base backup waits for a checkpoint, which a quiet new primary takes only minutes later
    await until(
      'the standby to replicate synchronously',
      async () => {
        await query(nodeUrl(0), 'CHECKPOINT');
        const rows = await query<{ sync_state: string }>(nodeUrl(0), 'SELECT sync_state FROM pg_stat_replication');
        return rows.some((r) => r.sync_state === 'sync' || r.sync_state === 'quorum');
      },
      180,
      1000,
    );
    log(`PostgreSQL primary on ${PORTS.nodes[0]}, synchronous standby on ${PORTS.nodes[1]}`);

    fs.writeFileSync(`${dir}/is-primary.sh`, ROLE_CHECK(IS_PRIMARY), { mode: 0o755 });
    fs.writeFileSync(`${dir}/is-standby.sh`, ROLE_CHECK(IS_STANDBY), { mode: 0o755 });
    fs.writeFileSync(`${dir}/haproxy.cfg`, haproxyConfig(dir));
    processes.push(startProcess('haproxy', ['-db', '-f', `${dir}/haproxy.cfg`], `${dir}/haproxy.log`));
    await until('HAProxy to find the primary', async () => (await query(cluster.primaryUrl, 'SELECT 1')).length === 1);
    log(`HAProxy: PostgreSQL primary on ${PORTS.pgPrimary}, reads on ${PORTS.pgRead}, API on ${PORTS.http}`);

    fs.writeFileSync(`${dir}/userlist.txt`, '"postgres" ""\n');
    fs.writeFileSync(`${dir}/pgbouncer.ini`, pgbouncerConfig(dir));
    fs.chownSync(`${dir}/pgbouncer.ini`, Number(runAsPostgres('id', ['-u']).trim()), 0);
    processes.push(startProcess('pgbouncer', [`${dir}/pgbouncer.ini`], `${dir}/pgbouncer.log`, { asPostgres: true }));
    await until(
      'PgBouncer',
      async () => (await query(`postgres://postgres@127.0.0.1:${PORTS.pgbouncer}/certadmin`, 'SELECT 1')).length === 1,
    );
    log(`PgBouncer in transaction pooling on ${PORTS.pgbouncer}`);

    // the first instance migrates and seeds; the others find it done
    await cluster.startApi(0);
    await Promise.all([cluster.startApi(1), cluster.startApi(2)]);
    await until('HAProxy to see the API instances', async () => (await fetch(`${cluster.url}/api/docs/json`)).ok);
    log(`API instances on ${PORTS.api.join(', ')} behind HAProxy on ${PORTS.http}`);
    return cluster;
  } catch (error) {
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.log'))) {
      log(`--- ${file}\n${fs.readFileSync(path.join(dir, file), 'utf8').split('\n').slice(-15).join('\n')}`);
    }
    // CI shows a failure's first lines only: a process that ended belongs there, with its last words
    const ended = [...processes, ...api]
      .filter((child) => child && (child.exitCode !== null || child.signalCode !== null))
      .map(ending);
    await cluster.stop();
    if (ended.length) throw new Error(`${(error as Error).message}; ${ended.join('; ')}`, { cause: error });
    throw error;
  }
}

/** Loopback only, trust on loopback: a test cluster; docs/deployment.md shows the production flags. */
const nodeFlags = () => ['--hostname', '127.0.0.1', '--listen', '127.0.0.1', '--auth', 'trust', '--no-ssl'];

/**
 * How fast the monitor declares a primary dead and promotes the standby. The defaults (checks every
 * 5 s, unhealthy after 20 s, 30 s demote timeout) suit a network; one machine's loopback answers
 * at once, and the test should not wait a minute per failover.
 */
const MONITOR_SETTINGS = {
  health_check_period: 1000,
  health_check_timeout: 1000,
  health_check_max_retries: 1,
  health_check_retry_delay: 500,
  node_considered_unhealthy_timeout: 2000,
  primary_demote_timeout: 3000,
};

/** HAProxy's external check: the node answers `t` to `condition` (writable primary, or standby). */
const ROLE_CHECK = (condition: string) => `#!/bin/sh
# HAProxy external check: $3 is the server's address, $4 its port.
[ "$(${PG_BIN}/psql -h "$3" -p "$4" -U postgres -d certadmin -XAtqc "SELECT ${condition}" 2>/dev/null)" = t ]
`;
const IS_PRIMARY = "NOT pg_is_in_recovery() AND current_setting('transaction_read_only') = 'off'";
const IS_STANDBY = 'pg_is_in_recovery()';

function haproxyConfig(dir: string) {
  const pgServers = PORTS.nodes
    .map(
      (port, i) => `  server node${i} 127.0.0.1:${port} check inter 1s fall 2 rise 1 on-marked-down shutdown-sessions`,
    )
    .join('\n');
  return `global
  external-check
  insecure-fork-wanted
  maxconn 2000

defaults
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # generous: on a busy machine a slow check must not take a healthy server out
  timeout check 5s

# PostgreSQL: the primary port reaches the node that is writable now; the read port a standby,
# or the primary while no standby is up.
frontend pg_primary
  mode tcp
  bind 127.0.0.1:${PORTS.pgPrimary}
  default_backend pg_primary

frontend pg_read
  mode tcp
  bind 127.0.0.1:${PORTS.pgRead}
  use_backend pg_standby if { nbsrv(pg_standby) gt 0 }
  default_backend pg_primary

backend pg_primary
  mode tcp
  option external-check
  external-check path "/usr/bin:/bin"
  external-check command ${dir}/is-primary.sh
${pgServers}

backend pg_standby
  mode tcp
  option external-check
  external-check path "/usr/bin:/bin"
  external-check command ${dir}/is-standby.sh
${pgServers}

# the API instances, checked on their OpenAPI document; a request that finds an instance dead
# before it was sent goes to another
frontend api
  mode http
  bind 127.0.0.1:${PORTS.http}
  default_backend api

backend api
  mode http
  balance roundrobin
  option httpchk GET /api/docs/json
  option redispatch
  retries 2
  retry-on conn-failure empty-response
${PORTS.api.map((port, i) => `  server api${i} 127.0.0.1:${port} check inter 1s fall 3 rise 2`).join('\n')}
`;
}

function pgbouncerConfig(dir: string) {
  return `[databases]
certadmin = host=127.0.0.1 port=${PORTS.pgPrimary} dbname=certadmin user=postgres
certadmin_read = host=127.0.0.1 port=${PORTS.pgRead} dbname=certadmin user=postgres

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${PORTS.pgbouncer}
unix_socket_dir = ${dir}
auth_type = trust
auth_file = ${dir}/userlist.txt
pool_mode = transaction
max_client_conn = 500
default_pool_size = 20
; a server connection that died with its node is replaced at once, through HAProxy to the new primary
server_login_retry = 1
server_check_delay = 0
; node-postgres sends these at connect; the nodes have them in their configuration instead
ignore_startup_parameters = extra_float_digits,options
pidfile = ${dir}/pgbouncer.pid
`;
}

/** The ports of PORTS that something listens on now. */
async function portsTaken() {
  const all = [PORTS.monitor, ...PORTS.nodes, PORTS.pgPrimary, PORTS.pgRead, PORTS.pgbouncer, PORTS.http, ...PORTS.api];
  const listening = (port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  const answers = await Promise.all(all.map(listening));
  return all.filter((_, i) => answers[i]);
}
