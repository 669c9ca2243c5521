import { sql, type Kysely } from 'kysely';
import { offers, RESOURCES, type ResourceDefinition } from '../../../src/domain/resources';
import { EXTENSIONS } from '../../../server/resources/registry';
import { tableOf } from '../../../server/resources/table';
import type { Database } from '../../../server/db/schema';
import type { TestApp } from '../helper';
import { newRowBody } from './matrix';

/**
 * The victim of the isolation tests: Trainingszentrum Nord (a site of ITC Deutschland) and its
 * rows from the demo data, or made from the definition where the demo data has none of a declared
 * resource (demo rows are optional: a new resource needs no seed file to be tested). Attackers are
 * a user of another site, of another ITC, a plain user of the same site without features, and an
 * anonymous client.
 */
export interface Victim {
  organisationId: string;
  /** ITC Deutschland, the victim's ITC (owner of the disciplines), and its other site Süd. */
  itcId: string;
  siblingId: string;
  userIds: Record<'its' | 'instructor' | 'user', string>;
  /** One row of each table, by resource name. */
  rows: Record<string, string>;
  /** The organisation owning that row where it is not the victim's site (the ITC's disciplines and sites). */
  owners: Record<string, string>;
}

export const ATTACKERS = {
  otherSite: 'its.sued@example.com',
  otherItc: 'itc.ch@example.com',
  plainUser: 'user@example.com',
} as const;

/** The first row of an organisation; one not deleted where rows are deleted softly (a change of it must succeed). */
const firstOf = async (db: Kysely<Database>, table: keyof Database, organisationId: string, softDelete = true) => {
  let query = (db as Kysely<any>).selectFrom(table).select('id').where('organisationId', '=', organisationId);
  if (softDelete) query = query.where('deleted', '=', false);
  const row = await query.orderBy('id').executeTakeFirstOrThrow();
  return row.id as string;
};

/**
 * The victim, found in the test's database. `resources` are the declared resources the app serves
 * (a test's own beside them): each gets a row of the victim's site, else of its ITC.
 */
export async function loadVictim(t: TestApp, resources: readonly ResourceDefinition[] = RESOURCES): Promise<Victim> {
  const db = t.db;
  const organisationByName = async (name: string) =>
    (await db.selectFrom('organisations').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const organisationId = await organisationByName('Trainingszentrum Nord');
  const itcId = await organisationByName('ITC Deutschland');
  const instructorId = await firstOf(db, 'instructorProfiles', organisationId);
  const certificate = await db
    .selectFrom('instructorCertificates')
    .select('id')
    .where('organisationId', '=', organisationId)
    .where('status', '=', 'DATAENTRY')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const file = await db
    .selectFrom('certificateFiles')
    .select('id')
    .where('organisationId', '=', organisationId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  // every declared resource: its first row of the victim's site, else of its ITC
  const rows: Record<string, string> = {};
  const owners: Record<string, string> = {};
  for (const definition of resources) {
    const table = tableOf(definition, EXTENSIONS.get(definition.name));
    for (const owner of [organisationId, itcId]) {
      // a row the resource shows: never one marked deleted, also where the resource itself cannot
      // delete (the ITC's instructors are profiles a site may have deleted). Ids are random per
      // run, so a deleted row first by id made the probes and CRUD checks of such a resource 404 now and then.
      const row = await (db as Kysely<any>)
        .selectFrom(`${table} as t`)
        .select('t.id')
        .where(`t.${definition.owner}`, '=', owner)
        .where(sql<boolean>`coalesce((to_jsonb(t) ->> 'deleted')::boolean, false)`, '=', false)
        .orderBy('t.id')
        .executeTakeFirst()
        .catch(() => undefined);
      if (!row) continue;
      rows[definition.name] = row.id;
      if (owner !== organisationId) owners[definition.name] = owner;
      break;
    }
  }
  const userId = async (email: string) =>
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const victim: Victim = {
    organisationId,
    itcId,
    siblingId: await organisationByName('Trainingszentrum Süd'),
    userIds: {
      its: await userId('its@example.com'),
      instructor: await userId('instructor@example.com'),
      user: await userId('user@example.com'),
    },
    owners,
    rows: {
      ...rows,
      'course-types': await firstOf(db, 'courseTypes', organisationId),
      venues: await firstOf(db, 'venues', organisationId),
      'instructor-types': await firstOf(db, 'instructorTypes', organisationId),
      // one who is no instructor yet, so that an instructor profile may be made for him
      'participant-profiles': (
        await db
          .selectFrom('participantProfiles as p')
          .select('p.id')
          .where('p.organisationId', '=', organisationId)
          .where((eb) =>
            eb.not(eb.exists(eb.selectFrom('instructorProfiles as i').whereRef('i.participantProfileId', '=', 'p.id'))),
          )
          .orderBy('p.id')
          .executeTakeFirstOrThrow()
      ).id,
      'instructor-profiles': instructorId,
      courses: (
        await db
          .selectFrom('courses')
          .select('id')
          .where('organisationId', '=', organisationId)
          .where('status', '=', 'NEW')
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id,
      // one in which the instructor has no request, so that one may be filed for him
      disciplines: (
        await db
          .selectFrom('disciplines as d')
          .select('d.id')
          .where('d.organisationId', '=', itcId)
          .where('d.deleted', '=', false)
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom('instructorCertificates as c')
                  .whereRef('c.disciplineId', '=', 'd.id')
                  .where('c.instructorId', '=', instructorId),
              ),
            ),
          )
          .orderBy('d.id')
          .executeTakeFirstOrThrow()
      ).id,
      'instructor-certificates': certificate.id,
      files: file.id,
      'organisation-comments': await firstOf(db, 'organisationComments', organisationId, false),
      // the victim's organisation itself (internal staff's resource of every organisation)
      organisations: organisationId,
      'support-tickets': (
        await db
          .selectFrom('organisationComments')
          .select('id')
          .where('organisationId', '=', organisationId)
          .where('type', '=', 'ticket')
          .where('parentId', 'is', null)
          .where('visibleToCustomer', '=', true)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id,
    },
  };
  // a resource without demo rows: its row made from the definition, by internal staff
  let staff: Promise<string> | undefined;
  for (const definition of resources) {
    if (victim.rows[definition.name]) continue;
    staff ??= t.login('admin@example.com');
    await makeRow(t, await staff, victim, definition);
  }
  return victim;
}

/**
 * The victim's row of a resource the demo data has none of: the body every test writes
 * (newRowBody, from the definition's fields) posted by internal staff, who reach every
 * organisation, into the victim's site, else into its ITC where a site may not own one. Made
 * through the API, so the row is what a client would have made (defaults, audit entry).
 */
async function makeRow(t: TestApp, token: string, victim: Victim, definition: ResourceDefinition) {
  const { name } = definition;
  if (!offers(definition, 'create'))
    throw new Error(`${name}: no row in the demo data, and no create to make one (server/db/seed/resources/)`);
  const answers: string[] = [];
  for (const owner of [victim.organisationId, victim.itcId]) {
    const body = { ...newRowBody(definition, victim, 'fixture'), [definition.owner]: owner };
    const response = await t.call('POST', name, { token, body });
    if (response.status === 201) {
      victim.rows[name] = response.body.id;
      if (owner !== victim.organisationId) victim.owners[name] = owner;
      return;
    }
    answers.push(`${response.status} ${JSON.stringify(response.body)}`);
  }
  throw new Error(
    `${name}: no row in the demo data, and none could be made from the definition: ${answers.join('; ')}`,
  );
}
