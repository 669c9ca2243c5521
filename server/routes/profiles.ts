import { Type, type TSchema } from '@fastify/type-provider-typebox';
import { sql, type Kysely } from 'kysely';
import { CLOTHING_SIZES, EMPLOYMENT_STATUSES, PROFILE_LIMITS } from '../../src/domain/profiles';
import { LIMITS } from '../../src/domain/validation';
import type { Database } from '../db/schema';
import { conflict, fieldErrors } from '../http/errors';
import { resourceRoutes } from '../http/resource';
import { assertAhaIdFree } from '../services/ahaIds';
import { Email, Nullable, OptionalText, Text, Uuid } from '../http/schemas';

/**
 * Participant profiles (a person at an organisation, optionally linked to a user) and instructor
 * profiles (a participant who trains, with employment data). Both are organisation-owned and
 * soft-deletable; the instructor list carries the participant's name and e-mail.
 */

/** An optional choice from a list; '' and null clear it. */
const OptionalChoice = (values: readonly string[]) =>
  Type.Optional(Type.Union([...values.map((v) => Type.Literal(v)), Type.Literal(''), Type.Null()]));
const OptionalEmail = Type.Optional(Type.Union([Email, Type.Literal(''), Type.Null()]));
const OptionalUuid = Type.Optional(Nullable(Uuid));

type Db = Kysely<Database>;

/** Whether an update sends a reference back unchanged (forms send the whole record): no need to check it again. */
async function unchanged(
  db: Db,
  table: 'participantProfiles' | 'instructorProfiles',
  id: string,
  column: string,
  value: string,
) {
  const row = await (db as Kysely<any>).selectFrom(table).select(column).where('id', '=', id).executeTakeFirst(); // eslint-disable-line @typescript-eslint/no-explicit-any
  return !!row && row[column] === value;
}

export const participantProfileRoutes = resourceRoutes({
  name: 'participant-profiles',
  table: 'participantProfiles',
  body: Type.Object({
    title: OptionalText(PROFILE_LIMITS.title),
    firstName: Text(PROFILE_LIMITS.name),
    lastName: Text(PROFILE_LIMITS.name),
    email: OptionalEmail,
    phoneNumber: OptionalText(PROFILE_LIMITS.phone),
    qualification: OptionalText(PROFILE_LIMITS.qualification),
    foodPreference: OptionalText(PROFILE_LIMITS.foodPreference),
    customerNumber: OptionalText(PROFILE_LIMITS.customerNumber),
    userId: OptionalUuid,
  }),
  unique: ['customerNumber'],
  list: {
    sortable: {
      lastName: 'r.lastName',
      firstName: 'r.firstName',
      title: 'r.title',
      email: 'r.email',
      phoneNumber: 'r.phoneNumber',
      qualification: 'r.qualification',
      foodPreference: 'r.foodPreference',
      customerNumber: 'r.customerNumber',
      'user.email': 'u.email',
    },
    defaultSort: { field: 'lastName', order: 'ASC' },
    search: ['r.firstName', 'r.lastName', 'r.email', 'r.customerNumber', 'r.phoneNumber', 'r.qualification'],
    filters: {
      userId: { type: 'uuid', column: 'r.userId' },
      qualification: { type: 'string', column: 'r.qualification' },
      // the instructor-profile form offers only participants who are no instructor yet
      withoutInstructorProfile: {
        type: 'boolean',
        where: (without: boolean) =>
          sql<boolean>`${sql.raw(without ? 'NOT ' : '')}EXISTS (SELECT 1 FROM instructor_profiles i WHERE i.participant_profile_id = r.id AND NOT i.deleted)`,
      },
    },
  },
  // the linked user, as a nested object (tables reach it by the dotted path `user.email`)
  select: (query) =>
    query
      .leftJoin('users as u', 'u.id', 'r.userId')
      .select(
        sql`CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'email', u.email, 'firstName', u.first_name, 'lastName', u.last_name) END`.as(
          'user',
        ),
      ),
  async check(db, values, organisationId, id) {
    const userId = values.userId as string | null | undefined;
    if (!userId || (id && (await unchanged(db as Db, 'participantProfiles', id, 'userId', userId)))) return;
    const user = await (db as Db)
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .where('organisationId', '=', organisationId)
      .where('deleted', '=', false)
      .executeTakeFirst();
    if (!user) throw fieldErrors({ userId: { key: 'invalidValue' } });
    let taken = (db as Db)
      .selectFrom('participantProfiles')
      .select('id')
      .where('organisationId', '=', organisationId)
      .where('userId', '=', userId)
      .where('deleted', '=', false);
    if (id) taken = taken.where('id', '<>', id);
    if (await taken.executeTakeFirst()) throw conflict('NOT_UNIQUE', undefined, { userId: 'Value already exists.' });
  },
});

const compensation: TSchema = Type.Optional(
  Nullable(Type.Number({ minimum: 0, maximum: PROFILE_LIMITS.maxCompensation })),
);

export const instructorProfileRoutes = resourceRoutes({
  name: 'instructor-profiles',
  table: 'instructorProfiles',
  body: Type.Object({
    participantProfileId: Uuid,
    compensationPerHour: compensation,
    status: OptionalChoice(EMPLOYMENT_STATUSES),
    cellPhone: OptionalText(PROFILE_LIMITS.phone),
    googleEmail: Type.Optional(
      Type.Union([Type.String({ format: 'email', maxLength: LIMITS.email }), Type.Literal(''), Type.Null()]),
    ),
    clothingSize: OptionalChoice(CLOTHING_SIZES),
    comment: OptionalText(PROFILE_LIMITS.comment),
    ahaInstructorId: OptionalText(PROFILE_LIMITS.ahaInstructorId),
  }),
  list: {
    sortable: {
      lastName: 'p.lastName',
      firstName: 'p.firstName',
      email: 'p.email',
      status: 'r.status',
      compensationPerHour: 'r.compensationPerHour',
      cellPhone: 'r.cellPhone',
      googleEmail: 'r.googleEmail',
      clothingSize: 'r.clothingSize',
      ahaInstructorId: 'r.ahaInstructorId',
    },
    defaultSort: { field: 'lastName', order: 'ASC' },
    search: ['p.firstName', 'p.lastName', 'p.email', 'r.ahaInstructorId', 'r.googleEmail', 'r.cellPhone'],
    filters: {
      status: { type: { enum: EMPLOYMENT_STATUSES }, column: 'r.status' },
      participantProfileId: { type: 'uuid', column: 'r.participantProfileId' },
      ahaInstructorId: { type: 'string', column: 'r.ahaInstructorId' },
    },
  },
  // the linked participant's display fields (stable names: other areas read them)
  select: (query) =>
    query
      .innerJoin('participantProfiles as p', 'p.id', 'r.participantProfileId')
      .select(['p.title', 'p.firstName', 'p.lastName', 'p.email', 'p.userId', 'p.deleted as participantDeleted']),
  async check(db, values, organisationId, id) {
    // on create, change and restore: the AHA id must be no other instructor's, in any organisation
    await assertAhaIdFree(db as Db, values.ahaInstructorId, id);
    const participantProfileId = values.participantProfileId as string | undefined;
    if (
      !participantProfileId ||
      (id && (await unchanged(db as Db, 'instructorProfiles', id, 'participantProfileId', participantProfileId)))
    )
      return;
    const participant = await (db as Db)
      .selectFrom('participantProfiles')
      .select('id')
      .where('id', '=', participantProfileId)
      .where('organisationId', '=', organisationId)
      .where('deleted', '=', false)
      .executeTakeFirst();
    if (!participant) throw fieldErrors({ participantProfileId: { key: 'invalidValue' } });
    let taken = (db as Db)
      .selectFrom('instructorProfiles')
      .select('id')
      .where('participantProfileId', '=', participantProfileId)
      .where('deleted', '=', false);
    if (id) taken = taken.where('id', '<>', id);
    if (await taken.executeTakeFirst())
      throw conflict('NOT_UNIQUE', undefined, { participantProfileId: 'Value already exists.' });
  },
});
