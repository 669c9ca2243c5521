import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { conflict, fieldErrors } from '../../http/errors';
import { likePattern } from '../../http/list';
import type { ResourceExtension, Row } from '../../resources/extension';
import { liveRowOf } from '../../resources/writes/references';
import { certificatesOfInstructors } from '../certification/certificatesOfInstructors';
import { assertAhaIdFree } from '../../services/ahaIds';
import { grantInstructorFeature } from '../../services/ownProfiles';
import { auditFeatures, featuresOf } from '../../routes/userFeatures';
import { personMatches } from '../../services/personSearch';

/**
 * Participant profiles (a person at an organisation, optionally linked to a user) and instructor
 * profiles (a participant who trains): what the declared resources need beyond the table.
 */

/** Whether an update sends a reference back unchanged (forms send the whole record): no need to check it again. */
async function unchanged(
  db: Db,
  table: 'participantProfiles' | 'instructorProfiles',
  id: string,
  column: 'userId' | 'participantProfileId',
  value: string,
) {
  const row = await db.selectFrom(table).select(column).where('id', '=', id).executeTakeFirst();
  return !!row && (row as Record<string, unknown>)[column] === value;
}

/** 409 on `field` when another row (not deleted) of `table` already holds the value (in `organisationId`, where given). */
async function assertFree(
  db: Db,
  table: 'participantProfiles' | 'instructorProfiles',
  field: 'userId' | 'participantProfileId',
  value: string,
  { exceptId, organisationId }: { exceptId?: string; organisationId?: string },
) {
  let taken = db.selectFrom(table).select('id').where(field, '=', value).where('deleted', '=', false);
  if (organisationId) taken = taken.where('organisationId', '=', organisationId);
  if (exceptId) taken = taken.where('id', '<>', exceptId);
  if (await taken.executeTakeFirst()) throw conflict('NOT_UNIQUE', undefined, { [field]: 'Value already exists.' });
}

export const participantProfiles: ResourceExtension = {
  name: 'participant-profiles',
  // the linked user, as a nested object (tables reach it by the dotted path `user.email`)
  select: (query) =>
    query
      .leftJoin('users as u', 'u.id', 'r.userId')
      .select(
        sql`CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'email', u.email, 'firstName', u.first_name, 'lastName', u.last_name) END`.as(
          'user',
        ),
      ),
  columns: { 'user.email': 'u.email' },
  // the name as people type it, first and last together ("Paul Frank": the global search), and
  // the definition's other searched fields as before
  search: (text) => {
    const pattern = likePattern(text.trim());
    return sql<SqlBool>`(${personMatches('r', text)} OR r.customer_number ILIKE ${pattern} OR r.phone_number ILIKE ${pattern} OR r.qualification ILIKE ${pattern})`;
  },
  filters: {
    // the instructor-profile form offers only participants who are no instructor yet
    withoutInstructorProfile: {
      type: 'boolean',
      where: (without: boolean) =>
        sql<SqlBool>`${sql.raw(without ? 'NOT ' : '')}EXISTS (SELECT 1 FROM instructor_profiles i WHERE i.participant_profile_id = r.id AND NOT i.deleted)`,
    },
  },
  // a paste of qualifications and food preferences needs no check: those rows are written together
  checkedFields: ['userId'],
  /** A linked user belongs to the same organisation and to no other profile there. */
  async check(db, values, organisationId, id) {
    const userId = values.userId as string | null | undefined;
    if (!userId || (id && (await unchanged(db, 'participantProfiles', id, 'userId', userId)))) return;
    if (!(await liveRowOf(db, 'users', userId, organisationId))) throw fieldErrors({ userId: { key: 'invalidValue' } });
    await assertFree(db, 'participantProfiles', 'userId', userId, { exceptId: id, organisationId });
  },
};

export const instructorProfiles: ResourceExtension = {
  name: 'instructor-profiles',
  // the linked participant's display fields (stable names: other areas read them)
  select: (query) =>
    query
      .innerJoin('participantProfiles as p', 'p.id', 'r.participantProfileId')
      .select(['p.title', 'p.firstName', 'p.lastName', 'p.email', 'p.userId', 'p.deleted as participantDeleted']),
  columns: {
    title: 'p.title',
    firstName: 'p.firstName',
    lastName: 'p.lastName',
    email: 'p.email',
    userId: 'p.userId',
    participantDeleted: 'p.deleted',
  },
  /**
   * §8 "user already existed and can now apply for certification": a participant with an account
   * becomes an instructor with it, so he files his own requests (user_is_instructor). The answer's
   * `userId` tells the screen to say so.
   */
  async create({ trx, request }, values, organisationId) {
    const { id } = await trx
      .insertInto('instructorProfiles')
      .values({ ...(values as object), organisationId, participantProfileId: values.participantProfileId as string })
      .returning('id')
      .executeTakeFirstOrThrow();
    const person = await trx
      .selectFrom('participantProfiles')
      .select('userId')
      .where('id', '=', values.participantProfileId as string)
      .executeTakeFirstOrThrow();
    if (person.userId) {
      const before = await featuresOf(trx, person.userId);
      const added = await grantInstructorFeature(trx, person.userId);
      const change = { organisationId, actorId: request.user.id, userId: person.userId, action: 'grant' as const };
      if (added.length) await auditFeatures(trx, change, before, await featuresOf(trx, person.userId));
    }
    return id;
  },
  // §3: an instructor profile has certificates (those the reader may see)
  async decorate(db, rows, user) {
    const certificates = await certificatesOfInstructors(
      db,
      user,
      rows.map((row) => row.id),
    );
    return rows.map((row): Row => ({ ...row, certificates: certificates.get(row.id) ?? [] }));
  },
  /** The participant belongs to the organisation and trains once; the AHA id names no other instructor. */
  async check(db, values, organisationId, id) {
    // on create, change and restore: the AHA id must be no other instructor's, in any organisation
    await assertAhaIdFree(db, values.ahaInstructorId, id);
    const participantProfileId = values.participantProfileId as string | undefined;
    if (
      !participantProfileId ||
      (id && (await unchanged(db, 'instructorProfiles', id, 'participantProfileId', participantProfileId)))
    )
      return;
    if (!(await liveRowOf(db, 'participantProfiles', participantProfileId, organisationId)))
      throw fieldErrors({ participantProfileId: { key: 'invalidValue' } });
    await assertFree(db, 'instructorProfiles', 'participantProfileId', participantProfileId, { exceptId: id });
  },
};
