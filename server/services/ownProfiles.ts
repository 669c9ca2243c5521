import type { Db } from '../db/database';
import { ERRORS } from '../../src/domain/errors';
import type { SessionUser } from '../../src/domain/session';
import { grantsOf } from '../../src/domain/userRights';
import { conflict } from '../http/errors';
import { audit } from './audit';

/**
 * The current user's own profiles (§7): his participant profile at each organisation with its
 * instructor profile, and the instructor account he may open for himself.
 */

/** The user's participant profiles, each with its organisation and instructor profile (if any). */
export async function profilesOf(db: Db, userId: string) {
  const rows = await db
    .selectFrom('participantProfiles as p')
    .innerJoin('organisations as o', 'o.id', 'p.organisationId')
    .leftJoin('instructorProfiles as i', (join) =>
      join.onRef('i.participantProfileId', '=', 'p.id').on('i.deleted', '=', false),
    )
    .select([
      'o.id as organisationId',
      'o.name as organisationName',
      'o.type as organisationType',
      'p.id',
      'p.title',
      'p.firstName',
      'p.lastName',
      'p.email',
      'p.phoneNumber',
      'p.qualification',
      'p.customerNumber',
      'i.id as instructorId',
      'i.status as instructorStatus',
      'i.ahaInstructorId',
      'i.cellPhone',
    ])
    .where('p.userId', '=', userId)
    .where('p.deleted', '=', false)
    .orderBy('o.name')
    .execute();
  return rows.map((r) => ({
    organisation: { id: r.organisationId, name: r.organisationName, type: r.organisationType },
    participantProfile: {
      id: r.id,
      title: r.title,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      phoneNumber: r.phoneNumber,
      qualification: r.qualification,
      customerNumber: r.customerNumber,
    },
    instructorProfile: r.instructorId
      ? { id: r.instructorId, status: r.instructorStatus, ahaInstructorId: r.ahaInstructorId, cellPhone: r.cellPhone }
      : null,
  }));
}

/** Organisations where an instructor account can be created: the own one and those with a participant profile, running courses or certificates, without an instructor profile yet. */
export async function instructorAccountOrganisations(db: Db, userId: string, homeOrganisationId: string) {
  const profiles = await profilesOf(db, userId);
  const candidates = new Set([homeOrganisationId, ...profiles.map((p) => p.organisation.id)]);
  const withInstructor = new Set(profiles.filter((p) => p.instructorProfile).map((p) => p.organisation.id));
  const ids = [...candidates].filter((id) => !withInstructor.has(id));
  if (!ids.length) return [];
  return db
    .selectFrom('organisations')
    .select(['id', 'name', 'type'])
    .where('id', 'in', ids)
    .where('deleted', '=', false)
    .where((eb) =>
      eb.or([eb(eb.val('courses'), '=', eb.fn.any('modules')), eb(eb.val('certificates'), '=', eb.fn.any('modules'))]),
    )
    .orderBy('name')
    .execute();
}

/**
 * Opens an instructor account for the user at the organisation: his participant profile there
 * (made from his account if missing), an instructor profile and the right of being an instructor.
 */
export async function createInstructorAccount(db: Db, user: SessionUser, organisationId: string) {
  await db.transaction().execute(async (trx) => {
    // A second request at the same moment waits here and then finds the profile.
    await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
    let participant = await trx
      .selectFrom('participantProfiles')
      .select('id')
      .where('userId', '=', user.id)
      .where('organisationId', '=', organisationId)
      .where('deleted', '=', false)
      .orderBy('createdAt')
      .executeTakeFirst();
    if (!participant) {
      participant = await trx
        .insertInto('participantProfiles')
        .values({
          organisationId,
          userId: user.id,
          title: user.title,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    }
    const existing = await trx
      .selectFrom('instructorProfiles')
      .select('id')
      .where('participantProfileId', '=', participant.id)
      .where('deleted', '=', false)
      .executeTakeFirst();
    if (existing) throw conflict('INSTRUCTOR_EXISTS', ERRORS.INSTRUCTOR_EXISTS);
    const instructor = await trx
      .insertInto('instructorProfiles')
      .values({ organisationId, participantProfileId: participant.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The one right a user gives himself: being an instructor, which the specification offers him.
    await grantInstructorFeature(trx, user.id);
    await audit(trx, {
      organisationId,
      userId: user.id,
      entity: 'instructor-profiles',
      entityId: instructor.id,
      action: 'create_own_instructor_account',
      after: { participantProfileId: participant.id },
    });
  });
}

/**
 * Gives the user the right of being an instructor (user_is_instructor: his certificates, applying
 * for certification); answers the pairs he did not hold before.
 */
export async function grantInstructorFeature(trx: Db, userId: string) {
  const added = await trx
    .insertInto('userFeatures')
    .values(grantsOf('user_is_instructor').map((pair) => ({ userId, ...pair })))
    .onConflict((oc) => oc.columns(['userId', 'feature', 'action']).doNothing())
    .returning(['feature', 'action'])
    .execute();
  return added;
}
