import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { takeLease } from '../../server/cluster/jobLease';
import { lsnValue, readRouting } from '../../server/cluster/readRouting';
import type { Db } from '../../server/db/database';
import { testApp, type TestApp } from './helper';

/**
 * What several server instances on one database share through it (issue 16): idempotent creates,
 * the public-form limits, the leases of the hourly jobs and the routing of reads to a replica.
 */
let t: TestApp;
let its: string;
let sued: string;

beforeAll(async () => {
  t = await testApp({ publicFormLimit: 1000 });
  [its, sued] = await Promise.all([t.login('its@example.com'), t.login('its.sued@example.com')]);
});
afterAll(() => t.close());

const createVenue = (token: string, name: string, key?: string) =>
  t.call('POST', 'venues', { token, body: { name }, headers: key ? { 'idempotency-key': key } : {} });
const venuesNamed = async (name: string) =>
  (await t.db.selectFrom('venues').select('id').where('name', '=', name).execute()).map((v) => v.id);

describe('Idempotency-Key on creates', () => {
  it('answers a retry with the first answer and makes one record', async () => {
    const first = await createVenue(its, 'Idem Halle', 'key-1');
    const retry = await createVenue(its, 'Idem Halle', 'key-1');
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await venuesNamed('Idem Halle')).toEqual([first.body.id]);
  });

  it('keeps keys per user: another user’s same key is another request', async () => {
    const mine = await createVenue(its, 'Idem Nord', 'shared-key');
    const theirs = await createVenue(sued, 'Idem Süd', 'shared-key');
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await venuesNamed('Idem Süd')).toEqual([theirs.body.id]);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it('frees the key after a refused create, so the corrected retry creates', async () => {
    await createVenue(its, 'Idem Doppelt');
    const refused = await createVenue(its, 'Idem Doppelt', 'key-2');
    expect(refused.status).toBe(409);
    const corrected = await createVenue(its, 'Idem Einmal', 'key-2');
    expect(corrected.status).toBe(201);
    expect(await venuesNamed('Idem Einmal')).toEqual([corrected.body.id]);
  });

  it('refuses a key used for another address with 422 and changes nothing', async () => {
    await createVenue(its, 'Idem Ort', 'key-3');
    const other = await t.call('POST', 'participant-profiles', {
      token: its,
      body: { firstName: 'Ida', lastName: 'Idem' },
      headers: { 'idempotency-key': 'key-3' },
    });
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/Idempotency-Key/);
    expect(await t.db.selectFrom('participantProfiles').select('id').where('lastName', '=', 'Idem').execute()).toEqual(
      [],
    );
  });

  it('answers 409 to a retry whose first request is still unanswered, and makes nothing', async () => {
    const user = await t.userId('its@example.com');
    await sql`INSERT INTO idempotency_keys (user_id, key, method, path) VALUES (${user}, 'in-flight', 'POST', '/api/v2/venues')`.execute(
      t.db,
    );
    const retry = await createVenue(its, 'Idem Unterwegs', 'in-flight');
    expect(retry.status).toBe(409);
    expect(retry.body.code).toBe('OUTCOME_UNKNOWN');
    expect(await venuesNamed('Idem Unterwegs')).toEqual([]);
  });

  it('keeps the key claimed when the database connection broke under the create, so its retry makes nothing twice', async () => {
    // the insert waits in a trigger, and its connection is ended meanwhile (as a failover ends it):
    // the server cannot know whether the COMMIT was stored, so the key must not be freed
    await sql`CREATE FUNCTION idem_wait() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_sleep(5); RETURN NEW; END $$`.execute(t.db);
    await sql`CREATE TRIGGER idem_wait BEFORE INSERT ON venues FOR EACH ROW
      WHEN (NEW.name = 'Idem Abbruch') EXECUTE FUNCTION idem_wait()`.execute(t.db);
    try {
      const first = createVenue(its, 'Idem Abbruch', 'broken');
      const waiting = async () =>
        (
          await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity
            WHERE wait_event = 'PgSleep' AND query ILIKE 'insert into "venues"%'`.execute(t.db)
        ).rows;
      let pids = await waiting();
      for (let i = 0; !pids.length && i < 100; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        pids = await waiting();
      }
      expect(pids).toHaveLength(1);
      await sql`SELECT pg_terminate_backend(${pids[0].pid})`.execute(t.db);
      expect((await first).status).toBe(503);
      const retry = await createVenue(its, 'Idem Abbruch', 'broken');
      expect(retry.status).toBe(409);
      expect(retry.body.code).toBe('OUTCOME_UNKNOWN');
      // a new key is a new action
      expect((await createVenue(its, 'Idem Neu', 'after-broken')).status).toBe(201);
    } finally {
      await sql`DROP TRIGGER idem_wait ON venues`.execute(t.db);
    }
  });

  it('refuses a malformed key with 400 and stores nothing', async () => {
    const bad = await createVenue(its, 'Idem Schlecht', 'x'.repeat(201));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Idempotency-Key/);
    expect(await venuesNamed('Idem Schlecht')).toEqual([]);
  });
});

describe('Idempotency-Key on anything but a create', () => {
  it('stores no answer of POST /auth/refresh, nor of another call that makes no record', async () => {
    const token = await t.login('its@example.com');
    const refresh = () => t.call('POST', 'auth/refresh', { token, headers: { 'idempotency-key': 'refresh-key' } });
    const [first, second] = [await refresh(), await refresh()];
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    const venue = await createVenue(its, 'Idem Weg');
    const removal = () =>
      t.call('POST', 'venues/delete-many', {
        token: its,
        body: { ids: [venue.body.id] },
        headers: { 'idempotency-key': 'delete-key' },
      });
    expect((await removal()).status).toBe(200);
    expect((await removal()).headers['idempotent-replayed']).toBeUndefined();
    const stored = await sql<{ key: string; body: string | null }>`SELECT key, body FROM idempotency_keys`.execute(
      t.db,
    );
    expect(stored.rows.map((row) => row.key)).not.toContain('refresh-key');
    expect(stored.rows.map((row) => row.key)).not.toContain('delete-key');
    for (const answer of [first, second]) {
      expect(JSON.stringify(stored.rows)).not.toContain(answer.body.access_token);
    }
  });
});

describe('public-form limits across instances', () => {
  it('counts the requests of two servers on one database together', async () => {
    const limited = await testApp({ publicFormLimit: 2 });
    const second = await buildApp({ config: limited.config, db: limited.db });
    try {
      const body = {
        organisationName: 'Rettungswache Kiel',
        contactPerson: 'Jan Peters',
        email: 'jan.peters@example.org',
        message: 'Zwei Server, ein Zähler.',
        privacyPolicyConfirmed: true,
        language: 'de',
      };
      const viaSecond = (instance: FastifyInstance) =>
        instance.inject({ method: 'POST', url: '/api/v2/support', payload: body }).then((r) => r.statusCode);
      expect((await limited.call('POST', 'support', { body })).status).toBe(201);
      expect(await viaSecond(second)).toBe(201);
      // each server alone has seen one request of two; together they are at the limit
      expect((await limited.call('POST', 'support', { body })).status).toBe(429);
      expect(await viaSecond(second)).toBe(429);
      expect(
        await limited.db.selectFrom('supportTickets').select('id').where('contactPerson', '=', 'Jan Peters').execute(),
      ).toHaveLength(2);
    } finally {
      await second.close();
      await limited.close();
    }
  }, 60_000); // a second database and two apps: slow on a busy machine
});

describe('hourly jobs once across instances', () => {
  it('gives a job’s lease to one instance until it runs out', async () => {
    expect(await takeLease(t.db, 'test job', 3600, 'instance A')).toBe(true);
    expect(await takeLease(t.db, 'test job', 3600, 'instance B')).toBe(false);
    expect(await takeLease(t.db, 'test job', 3600, 'instance A')).toBe(false);
    await sql`UPDATE job_leases SET until = now() - interval '1 second' WHERE name = 'test job'`.execute(t.db);
    expect(await takeLease(t.db, 'test job', 3600, 'instance B')).toBe(true);
  });
});

describe('reads on a replica, with read-your-writes', () => {
  const replica = { replica: true } as unknown as Db;
  const as = (id: string) => ({ user: { id } }) as unknown as FastifyRequest;

  it('reads from the primary without a replica, from the replica for a user without recent writes', async () => {
    const user = await t.userId('its@example.com');
    await sql`DELETE FROM recent_writes`.execute(t.db);
    expect(await readRouting({ primary: t.db, seconds: 30 }).readDb(as(user))).toBe(t.db);
    expect(await readRouting({ primary: t.db, replica, seconds: 30 }).readDb(as(user))).toBe(replica);
  });

  it('records a user’s write and reads from the primary until the replica has replayed it', async () => {
    const user = await t.userId('its.sued@example.com');
    // a server whose "replica" is the primary itself: what matters here is what it records
    const server = await buildApp({ config: t.config, db: t.db, readDb: t.db });
    try {
      const venue = await createVenue(sued, 'Lesen Eigenes');
      const changed = await server.inject({
        method: 'PATCH',
        url: `/api/v2/venues/${venue.body.id}`,
        headers: { authorization: `Bearer ${sued}` },
        payload: { comment: 'neu' },
      });
      expect(changed.statusCode).toBe(200);
      const { rows } = await sql<{
        lsn: string;
      }>`SELECT lsn::text AS lsn FROM recent_writes WHERE user_id = ${user}`.execute(t.db);
      expect(rows).toHaveLength(1);
      const written = rows[0].lsn;
      const behind = readRouting({ primary: t.db, replica, seconds: 30, replayed: async () => '0/0' });
      expect(await behind.readDb(as(user))).toBe(t.db);
      const caughtUp = readRouting({ primary: t.db, replica, seconds: 30, replayed: async () => written });
      expect(await caughtUp.readDb(as(user))).toBe(replica);
      // a failing replica sends the reads to the primary
      const failing = readRouting({
        primary: t.db,
        replica,
        seconds: 30,
        replayed: () => Promise.reject(new Error('replica down')),
      });
      expect(await failing.readDb(as(user))).toBe(t.db);
      // past the window his reads go to the replica again
      await sql`UPDATE recent_writes SET written_at = now() - interval '31 seconds' WHERE user_id = ${user}`.execute(
        t.db,
      );
      expect(await behind.readDb(as(user))).toBe(replica);
      // and the list through the routed server shows his change
      const list = await server.inject({
        method: 'GET',
        url: `/api/v2/venues?filter=${encodeURIComponent(JSON.stringify({ id: [venue.body.id] }))}`,
        headers: { authorization: `Bearer ${sued}` },
      });
      expect(list.json()).toMatchObject([{ id: venue.body.id, comment: 'neu' }]);
    } finally {
      await server.close();
    }
  });

  it('compares WAL positions as numbers, not as text', () => {
    expect(lsnValue('A/0') > lsnValue('9/FFFFFFFF')).toBe(true);
    expect(lsnValue('0/10') > lsnValue('0/9')).toBe(true);
  });
});
