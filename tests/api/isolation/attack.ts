import { tableFingerprints } from '../../support/snapshot';
import type { TestApp } from '../helper';
import type { Victim } from './fixtures';
import type { Probe } from './matrix';

/** Whether an answer leaks a row of the victim's organisation or one of its users. */
function leaks(victim: Victim, body: unknown): boolean {
  const answer = body as { items?: unknown[]; changes?: unknown[] };
  const rows: unknown[] = Array.isArray(body) ? body : (answer?.items ?? answer?.changes ?? []);
  const victimUsers = new Set(Object.values(victim.userIds));
  const victimRows = new Set(Object.values(victim.rows));
  return rows.some((row) => {
    const r = row as { organisationId?: string; id?: string; recordId?: string };
    // a row of the victim's organisation, one of its users, or the organisation itself (a list of
    // organisations); a change of one of the victim's records (GET /changes)
    return (
      r.organisationId === victim.organisationId ||
      (r.id !== undefined && (victimUsers.has(r.id) || r.id === victim.organisationId)) ||
      (r.recordId !== undefined && victimRows.has(r.recordId))
    );
  });
}

/**
 * Every probe by every attacker (a token per attacker, undefined for an anonymous client): what
 * was not refused, or changed data. The attackers of one route go together, side by side, between
 * two fingerprints of the database: a change is named by its route and the attackers that tried
 * it (a fingerprint per request took two thirds of the suite's time).
 */
export async function attack(
  t: TestApp,
  victim: Victim,
  tokens: Record<string, string | undefined>,
  probes: Record<string, Probe>,
): Promise<string[]> {
  const failures: string[] = [];
  for (const [key, probe] of Object.entries(probes) as [string, Probe][]) {
    if (probe.kind === 'public') continue;
    const attackers = Object.entries(tokens).filter(([, token]) => !(probe.kind === 'own' && token));
    const before = await tableFingerprints(t.db);
    const answers = await Promise.all(
      attackers.map(([attacker, token]) => tryRoute(t, victim, key, probe, attacker, token)),
    );
    failures.push(...answers.flat());
    const after = await tableFingerprints(t.db);
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    if (changed.length)
      failures.push(`${key} as ${attackers.map(([attacker]) => attacker).join(' or ')} changed ${changed.join(', ')}`);
  }
  return failures;
}

/** One attacker's request on one route: what was wrong with its answer. */
async function tryRoute(
  t: TestApp,
  victim: Victim,
  key: string,
  probe: Exclude<Probe, { kind: 'public' }>,
  attacker: string,
  token: string | undefined,
): Promise<string[]> {
  const [method] = key.split(' ');
  const path = probe.kind === 'own' ? key.split(' ')[1].slice(1) : probe.path(victim);
  const body = probe.kind === 'target' ? probe.body?.(victim) : probe.kind === 'own' ? probe.body : undefined;
  const response = await t.call(method as never, path, {
    token,
    body: body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}),
  });
  // 400 would hide whether tenancy holds: the probes send valid input, so a refusal must be 401/403/404
  const refused = [401, 403, 404, ...(probe.kind === 'target' ? (probe.refusedWith ?? []) : [])].includes(
    response.status,
  );
  const failures: string[] = [];
  if (!token && response.status !== 401) failures.push(`${key} as anonymous answered ${response.status}`);
  if (probe.kind === 'list') {
    if (!refused && (response.status !== 200 || leaks(victim, response.body)))
      failures.push(`${key} as ${attacker} answered ${response.status} with victim rows`);
  } else if (
    !refused &&
    !(probe.kind === 'target' && probe.readableBy?.includes(attacker) && method === 'GET' && response.status === 200)
  ) {
    failures.push(`${key} as ${attacker} answered ${response.status}`);
  }
  return failures;
}
