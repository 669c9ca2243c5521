import { sql, type Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { LARGE_COURSES } from './seed/courses';
import { SCALE, SITES } from './seed/core';
import { BENCH_PASSWORD } from './seedLarge';

/** Random choices, seeded so that two runs ask the same questions. */
export function random(seed = 42) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return { next, pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] };
}

export interface Session {
  token: string;
  userId: string;
  organisationId: string;
}

export interface BenchContext {
  baseUrl: string;
  /** Coordinators of the large training centres (thousands of certificates each). */
  largeSites: Session[];
  /** Coordinators of 40 sites (large and small). */
  sites: Session[];
  itcs: Session[];
  instructors: Session[];
  admin: Session;
  coordinatorEmails: string[];
  /** Per ITC: its disciplines. */
  disciplines: Map<string, string[]>;
  /** Large courses (30 participants) of the 40 sites above, with their site. */
  largeCourses: { id: string; organisationId: string }[];
  /** Venues of the 40 sites above, with their site. */
  venues: { id: string; organisationId: string }[];
  instructorNames: string[];
  pick: <T>(list: readonly T[]) => T;
}

async function login(baseUrl: string, email: string): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login of ${email} failed with ${response.status}`);
  const body = (await response.json()) as { access_token: string; user: { id: string; organisation: { id: string } } };
  return { token: body.access_token, userId: body.user.id, organisationId: body.user.organisation.id };
}

export async function benchContext(db: Kysely<Database>, baseUrl: string): Promise<BenchContext> {
  const { pick } = random();
  const emails = (prefix: string, from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => `${prefix}-${from + i}@bench.example`);
  const sites = await Promise.all(emails('its', 1, 40).map((e) => login(baseUrl, e)));
  const { rows: disciplines } = await sql<{
    organisationId: string;
    id: string;
  }>`SELECT organisation_id AS "organisationId", id FROM disciplines ORDER BY name`.execute(db);
  const byItc = new Map<string, string[]>();
  for (const d of disciplines) byItc.set(d.organisationId, [...(byItc.get(d.organisationId) ?? []), d.id]);
  const siteIds = sites.map((s) => s.organisationId);
  const { rows: largeCourses } = await sql<{ id: string; organisationId: string }>`
    SELECT c.id, c.organisation_id AS "organisationId" FROM courses c
    WHERE c.organisation_id = ANY(${siteIds}::uuid[]) AND (SELECT count(*) FROM course_participants p WHERE p.course_id = c.id) = 30`.execute(
    db,
  );
  const { rows: venues } = await sql<{ id: string; organisationId: string }>`
    SELECT v.id, v.organisation_id AS "organisationId" FROM venues v
    WHERE v.organisation_id = ANY(${siteIds}::uuid[]) AND NOT v.deleted ORDER BY v.id LIMIT 400`.execute(db);
  // full names of instructors, as a user types them into the search
  const { rows: names } = await sql<{
    name: string;
  }>`SELECT p.first_name || ' ' || p.last_name AS name FROM instructor_profiles i JOIN participant_profiles p ON p.id = i.participant_profile_id ORDER BY i.id LIMIT 40`.execute(
    db,
  );
  if (largeCourses.length === 0) throw new Error(`no course with 30 participants among the first ${LARGE_COURSES}`);
  return {
    baseUrl,
    largeSites: sites.slice(0, SCALE.largeSites),
    sites,
    itcs: await Promise.all(emails('itc', 1, SCALE.itcs).map((e) => login(baseUrl, e))),
    instructors: await Promise.all(emails('instructor', 1, 40).map((e) => login(baseUrl, e))),
    admin: await login(baseUrl, 'admin@bench.example'),
    coordinatorEmails: emails('its', 1, SITES),
    disciplines: byItc,
    largeCourses,
    venues,
    instructorNames: names.map((n) => n.name),
    pick,
  };
}
