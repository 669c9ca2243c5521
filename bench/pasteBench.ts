import { sql, type Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import type { Session } from './context';
import { cpuSnapshot, cpuSpent } from './cpu';

export interface PasteTimes {
  rows: number;
  /** The save of the pasted block and its undo, each one request, in ms. */
  save: number;
  undo: number;
  /** CPU ms each of the two requests cost the server and PostgreSQL (the machine is shared: wall time alone says little). */
  cpu: { save: Cpu; undo: Cpu };
  /** Audit rows written: one per changed record, for the save and for the undo. */
  audits: { update: number; undo: number };
}

interface Cpu {
  server: number;
  db: number;
}

/** The processes whose CPU time a request is charged: the server's, and PostgreSQL's postmaster with its backends. */
export interface Pids {
  server?: number;
  postgres?: number;
}

interface Participant {
  id: string;
  version: string;
  qualification: string | null;
  foodPreference: string | null;
}

/** One `update-many?partial=true` with rows (the list grid's "Save N rows"), timed; refuses to go on when a row was refused. */
async function send(baseUrl: string, site: Session, rows: unknown[], undo: boolean, pids: Pids) {
  const before = [cpuSnapshot(pids.server), cpuSnapshot(pids.postgres)];
  const started = performance.now();
  const response = await fetch(
    `${baseUrl}/api/v2/participant-profiles/update-many?partial=true${undo ? '&undo=true' : ''}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${site.token}` },
      body: JSON.stringify({ rows }),
    },
  );
  const result = (await response.json()) as { data?: string[]; refused?: unknown[]; versions?: Record<string, string> };
  const time = performance.now() - started;
  const cpu = {
    server: cpuSpent(before[0], cpuSnapshot(pids.server)),
    db: cpuSpent(before[1], cpuSnapshot(pids.postgres)),
  };
  if (!response.ok || result.data?.length !== rows.length)
    throw new Error(
      `${undo ? 'undo' : 'save'} of ${rows.length} rows answered ${response.status}: ${JSON.stringify(result).slice(0, 300)}`,
    );
  return { time, cpu, versions: result.versions ?? {} };
}

/**
 * Issue 28.7: a block of 500 rows pasted into the participants' grid of a large training centre
 * and saved at once (`update-many?partial=true` with `rows`, each its own values and the version
 * the list showed), as the site coordinator; timed as the one request it is, then the audit rows
 * counted (one per changed record), then undone as "Undo" does (one request, timed), so that the
 * benchmark data keep their values; the audit rows of both are removed again.
 */
export async function measurePasteSave(
  db: Kysely<Database>,
  baseUrl: string,
  site: Session,
  pids: Pids,
  count = 500,
): Promise<PasteTimes> {
  const query = `filter=${encodeURIComponent('{"deleted":false}')}&sort=${encodeURIComponent('["lastName","ASC"]')}&range=${encodeURIComponent(`[0,${count - 1}]`)}`;
  const list = await fetch(`${baseUrl}/api/v2/participant-profiles?${query}`, {
    headers: { authorization: `Bearer ${site.token}` },
  });
  const participants = (await list.json()) as Participant[];
  if (!list.ok || participants.length !== count)
    throw new Error(`the site's first ${count} participants: ${list.status}, ${participants.length} rows`);
  const ids = participants.map((row) => row.id);
  const since = new Date();
  const audits = async (action: 'update' | 'undo') =>
    Number(
      (
        await db
          .selectFrom('auditLog')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('entity', '=', 'participant-profiles')
          .where('entityId', 'in', ids)
          .where('action', '=', action)
          .where('createdAt', '>=', since)
          .executeTakeFirstOrThrow()
      ).n,
    );
  try {
    // a block as a spreadsheet gives it: a value of its own in each row
    const pasted = participants.map((row, i) => ({
      id: row.id,
      version: row.version,
      data: { qualification: `Rettungssanitäter (Kurs ${i + 1})`, foodPreference: i % 3 ? 'vegetarisch' : 'vegan' },
    }));
    const save = await send(baseUrl, site, pasted, false, pids);
    const update = await audits('update');
    const previous = participants.map((row) => ({
      id: row.id,
      version: save.versions[row.id],
      data: { qualification: row.qualification, foodPreference: row.foodPreference },
    }));
    const undo = await send(baseUrl, site, previous, true, pids);
    return {
      rows: count,
      save: save.time,
      undo: undo.time,
      cpu: { save: save.cpu, undo: undo.cpu },
      audits: { update, undo: await audits('undo') },
    };
  } finally {
    await db
      .deleteFrom('auditLog')
      .where('entity', '=', 'participant-profiles')
      .where('entityId', 'in', ids)
      .where('createdAt', '>=', since)
      .execute();
    await sql`VACUUM ANALYZE participant_profiles, audit_log`.execute(db);
  }
}
