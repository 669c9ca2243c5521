import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { loginAs } from '../support/serverProcess';
import { newBooks, worker, type Books } from './load';
import { sleep, until } from './processes';
import { PORTS, query, startCluster, type Cluster } from './topology';

/**
 * `npm run test:cluster` (docs/deployment.md): the deployment on one machine under the app's own
 * mixed load; one API instance and then the database primary are killed with kill -9. Requests
 * fail only between a kill and the switch-over, everything recovers without a restart, and every
 * acknowledged write is in the database once. LOAD phases are short: CI runs this on two cores.
 */
const PHASE_SECONDS = Number(process.env.CLUSTER_PHASE_SECONDS ?? 15);
const WORKERS = 8;
const run = randomBytes(3).toString('hex');
const log = (line: string) => console.log(`cluster: ${line}`);

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster(log);
}, 400_000);
afterAll(async () => {
  await cluster?.stop();
}, 60_000);

const seconds = (from: number, at: number) => `+${((at - from) / 1000).toFixed(1)} s`;

describe('three API instances, PgBouncer and a failover pair under load', () => {
  it('shares the signing secret and the public-form limits across instances', async () => {
    const token = await loginAs(cluster.url, 'its@example.com');
    for (const port of PORTS.api) {
      const answer = await fetch(`http://127.0.0.1:${port}/api/v2/venues?range=${encodeURIComponent('[0,0]')}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status).toBe(200);
    }
    const ticket = {
      organisationName: 'Rettungswache Cluster',
      contactPerson: 'Clara Cluster',
      email: 'clara@example.org',
      message: 'Drei Server, ein Zähler.',
      privacyPolicyConfirmed: true,
      language: 'de',
    };
    const support = (port: number) =>
      fetch(`http://127.0.0.1:${port}/api/v2/support`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ticket),
      }).then((r) => r.status);
    // PUBLIC_FORM_LIMIT=3: one request to each instance uses it up for all of them
    expect([await support(PORTS.api[0]), await support(PORTS.api[1]), await support(PORTS.api[2])]).toEqual([
      201, 201, 201,
    ]);
    expect(await support(PORTS.api[1])).toBe(429);
  });

  it('survives kill -9 of an API instance and of the primary, losing and doubling no acknowledged write', async () => {
    onTestFailed(() => {
      for (const file of fs.readdirSync(cluster.dir).filter((f) => f.endsWith('.log'))) {
        const text = fs.readFileSync(path.join(cluster.dir, file), 'utf8');
        log(`--- ${file}\n${text.split('\n').slice(-25).join('\n')}`);
      }
    });
    const token = await loginAs(cluster.url, 'its@example.com');
    const targets: string[] = [];
    for (let i = 0; i < WORKERS; i++) {
      const response = await fetch(`${cluster.url}/api/v2/venues`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: `cluster-target-${run}-${i}` }),
      });
      expect(response.status).toBe(201);
      targets.push(((await response.json()) as { id: string }).id);
    }
    const standbyReads = async () =>
      Number(
        (
          await query<{ n: string }>(
            cluster.nodeUrl(1),
            `SELECT tup_returned AS n FROM pg_stat_database WHERE datname = 'certadmin'`,
          )
        )[0].n,
      );
    const readsBefore = await standbyReads();

    const books: Books = newBooks(run);
    let stopping = false;
    const start = Date.now();
    const workers = targets.map((venue, i) => worker(books, cluster.url, token, venue, `${i}`, () => stopping));

    await sleep(PHASE_SECONDS * 1000);
    const apiKill = Date.now();
    cluster.crashApi(1);
    log(`kill 1: API instance 2 (port ${PORTS.api[1]}) kill -9 at ${seconds(start, apiKill)}`);

    await sleep(PHASE_SECONDS * 1000);
    // the replica has been serving the lists until now
    const standbyServed = (await standbyReads()) - readsBefore;
    const primary = await cluster.primaryIndex();
    expect(primary).toBe(0);
    const dbKill = Date.now();
    cluster.crashNode(0);
    log(
      `kill 2: PostgreSQL primary node0 (port ${PORTS.nodes[0]}) and its pg_autoctl kill -9 at ${seconds(start, dbKill)}`,
    );
    await until('the standby to be promoted', async () => (await cluster.primaryIndex()) === 1, 120, 100);
    log(`node1 promoted and writable at ${seconds(start, Date.now())}`);

    await sleep(PHASE_SECONDS * 1000);
    stopping = true;
    await Promise.all(workers);
    const end = Date.now();

    const during = (from: number, to: number) => books.failures.filter((f) => f.at >= from && f.at < to);
    const report = (label: string, from: number, to: number) => {
      const failed = during(from, to);
      const window = failed.length
        ? `from ${seconds(start, failed[0].at)} to ${seconds(start, failed.at(-1)!.at)}`
        : '';
      const slow = books.slow.filter((s) => s.at >= from && s.at < to);
      const longest = Math.max(0, ...slow.map((s) => Number(s.what)));
      log(
        `${label}: ${failed.length} failed attempts ${window} ${[...new Set(failed.map((f) => f.what))].slice(0, 5).join('; ')}; ` +
          `${slow.length} requests answered after more than 1 s` +
          (slow.length
            ? ` (sent ${seconds(start, slow[0].at)} to ${seconds(start, slow.at(-1)!.at)}, longest ${(longest / 1000).toFixed(1)} s)`
            : ''),
      );
      return failed;
    };
    expect(report('before the kills', start, apiKill)).toEqual([]);
    report('after the API kill', apiKill, dbKill);
    report('after the primary kill', dbKill, end);

    // afterwards (once a write goes through again): every request succeeds, on servers never restarted
    await until('a write through the load balancer', async () => {
      const answer = await fetch(`${cluster.url}/api/v2/venues/${targets[0]}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ comment: books.lastSent.get(targets[0]) ?? null }),
      });
      return answer.ok;
    });
    log(`service back for writes at ${seconds(start, Date.now())}`);
    const failuresBefore = books.failures.length;
    stopping = false;
    const after = Date.now();
    await Promise.all(
      targets.map((venue, i) =>
        worker(books, cluster.url, token, venue, `after-${i}`, () => Date.now() > after + 5000),
      ),
    );
    expect(books.failures.slice(failuresBefore)).toEqual([]);
    for (const port of [PORTS.api[0], PORTS.api[2]]) {
      const answer = await fetch(`http://127.0.0.1:${port}/api/v2/venues?range=${encodeURIComponent('[0,0]')}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status).toBe(200);
    }
    log(
      `load: ${books.requests} requests; ${books.createdVenues.size + books.createdParticipants.size} creations and ${books.acknowledgedUpdates} updates acknowledged, ${books.unknown} creations of unknown outcome; the standby returned ${standbyServed} rows to list reads before the failover`,
    );
    expect(standbyServed).toBeGreaterThan(0);
    // a user always saw his own change in his next list
    expect(books.staleReads).toEqual([]);

    // the audit, on the new primary
    const names = async (sql: string) =>
      (await query<{ name: string }>(cluster.primaryUrl, sql, [`cluster-${run}-%`])).map((r) => r.name);
    const venues = await names(`SELECT name FROM venues WHERE name LIKE $1`);
    const participants = await names(`SELECT last_name AS name FROM participant_profiles WHERE last_name LIKE $1`);
    const lost = [
      ...[...books.createdVenues].filter((name) => !venues.includes(name)),
      ...[...books.createdParticipants].filter((name) => !participants.includes(name)),
    ];
    const doubled = [...venues, ...participants].filter((name, i, all) => all.indexOf(name) !== i);
    const neverSent = [...venues, ...participants].filter((name) => !books.sentNames.has(name));
    const comments = new Map(
      (
        await query<{ id: string; comment: string }>(
          cluster.primaryUrl,
          `SELECT id, comment FROM venues WHERE id = ANY($1::uuid[])`,
          [targets],
        )
      ).map((r) => [r.id, r.comment]),
    );
    const wrongComment = [...books.lastUpdate].filter(
      ([venue, comment]) => comments.get(venue) !== comment && comments.get(venue) !== books.lastSent.get(venue),
    );
    const audited = Number(
      (
        await query<{ n: string }>(
          cluster.primaryUrl,
          `SELECT count(*) AS n FROM audit_log WHERE entity = 'venues' AND action = 'update' AND entity_id = ANY($1::text[])`,
          [targets],
        )
      )[0].n,
    );
    log(
      `audit of acknowledged writes: ${venues.length + participants.length} stored for ${books.createdVenues.size + books.createdParticipants.size} acknowledged creations; lost ${lost.length}, doubled ${doubled.length}, never sent ${neverSent.length}; ${audited} audited updates for ${books.acknowledgedUpdates} acknowledged, ${wrongComment.length} venues with another value than the last acknowledged or sent`,
    );
    expect(lost).toEqual([]);
    expect(doubled).toEqual([]);
    expect(neverSent).toEqual([]);
    expect(wrongComment).toEqual([]);
    expect(audited).toBeGreaterThanOrEqual(books.acknowledgedUpdates);
  }, 600_000);
});
