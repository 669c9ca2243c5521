import { sql, type Kysely } from 'kysely';
import { meets } from '../../src/domain/permissions';
import { ROUTES, type AppRoute } from '../../src/domain/routes';
import type { SessionUser } from '../../src/domain/session';
import { hasScreen } from '../../src/screens';
import type { Database } from '../../server/db/schema';
import { loadSession } from '../../server/auth/session';

/**
 * The visits the walkthrough makes, derived from the route table (src/domain/routes.ts): every
 * route with a screen, with its path parameters filled from the demo data. A new route is visited
 * without anyone adding it here; a route whose parameter has no resolver fails loudly.
 */
export const DEMO_USERS = [
  'admin@example.com',
  'itc@example.com',
  'its@example.com',
  'instructor@example.com',
  'user@example.com',
] as const;

type Resolver = (db: Kysely<Database>, user: SessionUser) => Promise<string>;

const organisationByName = async (db: Kysely<Database>, name: string) =>
  (await db.selectFrom('organisations').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

/** A value for each path parameter, as the user would reach it from his menu. */
const RESOLVERS: Record<string, Resolver> = {
  // internal staff reach every organisation: show them a site with data
  organisationId: async (db, user) =>
    user.organisation.modules.includes('internal')
      ? organisationByName(db, 'Trainingszentrum Nord')
      : user.organisation.id,
  // a course he trains in, else one of his organisation, else one of the first site
  courseId: async (db, user) => {
    const trained = await db
      .selectFrom('courseTrainers as t')
      .innerJoin('instructorProfiles as i', 'i.id', 't.instructorProfileId')
      .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
      .select('t.courseId')
      .where('p.userId', '=', user.id)
      .orderBy('t.courseId')
      .executeTakeFirst();
    if (trained) return trained.courseId;
    const nord = await organisationByName(db, 'Trainingszentrum Nord');
    const own = await db
      .selectFrom('courses')
      .select('id')
      .where('organisationId', 'in', [user.organisation.id, nord])
      .orderBy(sql`organisation_id = ${user.organisation.id}`, 'desc')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return own.id;
  },
};

/** His own certificate for an instructor, else one of his organisation or its sites, else one of the first site. */
RESOLVERS.instructorCertificateId = async (db, user) => {
  const own = await db
    .selectFrom('instructorCertificates as c')
    .innerJoin('instructorProfiles as i', 'i.id', 'c.instructorId')
    .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
    .select('c.id')
    .where('p.userId', '=', user.id)
    .orderBy('c.id')
    .executeTakeFirst();
  if (own) return own.id;
  const nord = await organisationByName(db, 'Trainingszentrum Nord');
  const organisation = user.organisation.type === 'itc' ? nord : user.organisation.id;
  const row = await db
    .selectFrom('instructorCertificates')
    .select('id')
    .where('organisationId', 'in', [organisation, nord])
    .orderBy(sql`organisation_id = ${organisation}`, 'desc')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export interface RouteVisit {
  route: AppRoute;
  path: string;
  /** Whether the user meets the route's requirement (else he must land on the dashboard). */
  allowed: boolean;
}

export async function routeVisits(db: Kysely<Database>, email: string): Promise<RouteVisit[]> {
  const { id } = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const user = (await loadSession(db, id))!.user;
  const visits: RouteVisit[] = [];
  for (const route of ROUTES as readonly AppRoute[]) {
    if (route.public || !hasScreen(route.name as never) || route.name === 'Home') continue;
    let path = route.path;
    for (const [, param] of route.path.matchAll(/:(\w+)/g)) {
      const resolve = RESOLVERS[param];
      if (!resolve)
        throw new Error(`No resolver for the path parameter :${param} of ${route.name} in tests/e2e/routeVisits.ts`);
      path = path.replace(`:${param}`, encodeURIComponent(await resolve(db, user)));
    }
    visits.push({ route, path, allowed: meets(user, route) });
  }
  return visits;
}

/** Public routes with a screen (plus login). */
export const publicPaths = () =>
  (ROUTES as readonly AppRoute[]).filter((r) => r.public && hasScreen(r.name as never)).map((r) => r.path);
