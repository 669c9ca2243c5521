import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The demo's organisations and users by role, made first: every later seed hangs its rows on them. */
export interface DemoRefs {
  internalId: string;
  itcId: string;
  /** The three training sites of ITC Germany; the first is the demo coordinator's. */
  siteIds: [string, string, string];
  otherItcId: string;
  otherSiteId: string;
  distributorId: string;
  educationCenterId: string;
  users: Record<'admin' | 'itc' | 'its' | 'instructor' | 'user', string>;
}

/**
 * The demo rows of one resource (`./resources/<name>.ts`, default export): found by Vite, run in
 * file-name order after the organisations and users, before the courses and certificates that
 * may use them.
 */
export type ResourceSeed = (trx: Kysely<Database>, refs: DemoRefs) => Promise<void>;

/** The instructor profile of the demo instructor (Jonas Becker, instructor@example.com), made with the users. */
export const demoInstructorProfile = (trx: Kysely<Database>, refs: DemoRefs) =>
  trx
    .selectFrom('instructorProfiles as i')
    .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
    .select(['i.id', 'i.organisationId', 'i.ahaInstructorId'])
    .where('p.userId', '=', refs.users.instructor)
    .executeTakeFirstOrThrow();
