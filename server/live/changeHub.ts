import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { RecordChange } from '../../src/domain/recordChanges';
import { RESOURCES } from '../../src/domain/resources';
import type { SessionUser } from '../../src/domain/session';
import type { Organisations } from '../auth/scope';
import type { Db } from '../db/database';
import type { AppContext } from '../http/context';
import { EXTENSIONS } from '../resources/registry';
import { readScope } from '../resources/rows/scope';
import { servedResource } from '../resources/served';
import { ACTOR_NAME } from '../services/audit';
import { listenFor } from './changeSignal';
import type { ChangeHub, Heard, Subscriber } from './hub';

/** At most this many changes are read at once (a resuming client further behind reloads its lists anyway). */
const BATCH = 200;
/** Batches a tick reads at most: a server passes on up to 2,000 changes a second. */
const ROUNDS_PER_TICK = 10;
/**
 * How long a notified change waits for others before the hub reads: at hundreds of writes a
 * second one read (and one send per stream) for many, not one for each.
 */
const WAKE_DELAY_MS = 100;

/** The audit rows after `after` (oldest first) of declared resources, with who may hear of them. */
async function changesAfter(db: Db, after: string): Promise<Heard[]> {
  const rows = await db
    .selectFrom('auditLog as a')
    .leftJoin('users as u', 'u.id', 'a.userId')
    .leftJoin('organisations as o', 'o.id', 'a.organisationId')
    .select([
      sql<string>`a.id::text`.as('id'),
      'a.entity',
      'a.entityId',
      'a.action',
      'a.userId',
      ACTOR_NAME.as('byName'),
      'a.createdAt',
      'a.organisationId',
      sql<string | null>`coalesce(o.parent_id, o.id)`.as('network'),
    ])
    .where('a.id', '>', after as never)
    .where(
      'a.entity',
      'in',
      RESOURCES.map((definition) => definition.name),
    )
    .orderBy('a.id')
    .limit(BATCH)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    resource: row.entity,
    recordId: row.entityId,
    action: row.action,
    byId: row.userId,
    byName: row.byName,
    at: new Date(row.createdAt).toISOString(),
    organisationId: row.organisationId,
    network: row.network,
  }));
}

const within = (organisations: Organisations, change: Heard) =>
  organisations.kind === 'all' ||
  (organisations.kind === 'one' && change.organisationId === organisations.id) ||
  (organisations.kind === 'network' && change.network === organisations.itcId);

/**
 * Who may hear of a change: whoever reads that resource in the record's organisation (the reads'
 * own rule, `readScope`). Rows a user reaches only as his own (a `my` grant) are not announced:
 * a screen of them learns of a change when it loads or saves.
 */
export function listener(ctx: AppContext, user: SessionUser) {
  const scopes = new Map<string, Organisations | undefined>();
  const request = { user } as FastifyRequest;
  return (change: Heard) => {
    if (!scopes.has(change.resource)) {
      const definition = RESOURCES.find((candidate) => candidate.name === change.resource)!;
      const resource = servedResource(definition, EXTENSIONS.get(definition.name), ctx);
      scopes.set(change.resource, readScope(resource, request)?.organisations);
    }
    const organisations = scopes.get(change.resource);
    return !!organisations && within(organisations, change);
  };
}

export interface HubOptions {
  /** Where to LISTEN for commits that wrote audit rows (a session connection); without it, the poll alone. */
  listenUrl?: string;
  /** How often the audit log is read while anyone listens, notified or not. */
  pollMs?: number;
}

const publicPart = ({ organisationId: _o, network: _n, ...change }: Heard): RecordChange => change;

/**
 * The changes of records for the screens that show them, each sent to those who may read it. They
 * are read from the audit log (every write leaves its rows there in its own transaction, so a
 * reconnecting client resumes after the last audit id it had, and every server reads the same
 * log), once per server for all its listeners: as soon as PostgreSQL notifies a commit that wrote
 * some (LISTEN/NOTIFY on `listenUrl`, changeSignal.ts), and by a poll every `pollMs` while anyone
 * listens, which carries on alone where no listening connection is to be had (PgBouncer's
 * transaction pooling) or while it is lost.
 */
export function changeHub(
  app: FastifyInstance,
  ctx: AppContext,
  { listenUrl, pollMs = 1000 }: HubOptions = {},
): ChangeHub {
  const subscribers = new Set<Subscriber>();
  let last: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  let ticking = false;
  let again = false;
  let woken: NodeJS.Timeout | undefined;

  /** A commit wrote audit rows: read them soon (a read already under way may have missed them). */
  function wake() {
    if (!subscribers.size || woken) return;
    woken = setTimeout(() => {
      woken = undefined;
      void tick();
    }, WAKE_DELAY_MS);
  }
  // the audit log's trigger notifies each commit that wrote rows (migration 090); on (re)connecting,
  // what was written while nobody listened is read at once
  const signal = listenUrl
    ? listenFor('record_changes', listenUrl, app.log, { notified: wake, state: (listening) => listening && wake() })
    : undefined;

  async function tick() {
    if (!subscribers.size) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    try {
      // batch after batch until caught up: at more than BATCH writes a second, one batch a tick
      // fell behind (the benchmark's 440 writes a second reached a stream 12 s late)
      for (let round = 0; round < ROUNDS_PER_TICK && last !== undefined; round++) {
        const changes = await changesAfter(ctx.db, last);
        if (!changes.length) return;
        last = changes[changes.length - 1].id;
        // one public part per change, shared by every subscriber (the stream keeps its text), and
        // one send per subscriber a batch: 500 streams once took 5 ms of CPU per write, a text each
        const heard = changes.map((change) => [change, publicPart(change)] as const);
        for (const subscriber of subscribers) {
          const his = heard.filter(([change]) => subscriber.hears(change)).map(([, part]) => part);
          if (his.length) subscriber.send(his);
        }
        if (changes.length < BATCH) return;
      }
    } catch (error) {
      app.log.warn({ err: error }, 'reading the changes failed');
    } finally {
      ticking = false;
      if (again) {
        again = false;
        wake();
      }
    }
  }

  app.addHook('preClose', async () => {
    clearInterval(timer);
    clearTimeout(woken);
    await signal?.close();
    for (const subscriber of subscribers) subscriber.end();
    subscribers.clear();
  });

  return {
    async since(user: SessionUser, after: string) {
      const hears = listener(ctx, user);
      return (await changesAfter(ctx.db, after)).filter(hears).map(publicPart);
    },
    hearer: (user: SessionUser) => listener(ctx, user),
    newest: () => newest(ctx.db),
    // a first subscriber starts the ticks from its `from`
    subscribe(subscriber: Subscriber, from: string) {
      last ??= from;
      subscribers.add(subscriber);
      timer ??= setInterval(() => void tick(), pollMs);
      return () => {
        subscribers.delete(subscriber);
        if (!subscribers.size) {
          clearInterval(timer);
          timer = undefined;
          last = undefined;
        }
      };
    },
  };
}

async function newest(db: Db) {
  const row = await db
    .selectFrom('auditLog')
    .select(sql<string>`coalesce(max(id), 0)::text`.as('id'))
    .executeTakeFirstOrThrow();
  return row.id;
}
