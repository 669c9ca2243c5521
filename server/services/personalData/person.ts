import type { Db } from '../../db/database';
import type { PersonOrganisation } from '../../../src/domain/access';

/** The kinds of person the personal-data routes take (GDPR art. 15, 17, 20). */
export const PERSON_KINDS = ['user', 'participant-profile', 'instructor-profile'] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

/** What stands in for an erased person's name. */
export const ANONYMISED = 'Anonymised';

/**
 * A person and every row that is his: a user with the participant profiles linked to him and
 * their instructor profiles; a participant profile with its instructor profiles; an instructor
 * profile with its participant profile. `terms` are the values that identify him in free text.
 */
export interface Person {
  kind: PersonKind;
  id: string;
  userIds: string[];
  participantProfileIds: string[];
  instructorProfileIds: string[];
  /** The organisations of those rows: the caller must be allowed for every one. */
  organisations: PersonOrganisation[];
  /** His names (full, "last, first"), e-mail addresses and phone numbers, for free text. */
  terms: string[];
  /** His single values (first name, last name, ...), scrubbed where a snapshot is his own row. */
  values: string[];
}

const unique = <T>(values: readonly (T | null | undefined)[]) => [
  ...new Set(values.filter((v): v is T => v !== null && v !== undefined && v !== '')),
];

/** The person, or undefined when the row does not exist. */
export async function findPerson(db: Db, kind: PersonKind, id: string): Promise<Person | undefined> {
  let userIds: string[] = [];
  let participantProfileIds: string[];
  if (kind === 'user') {
    const user = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
    if (!user) return undefined;
    userIds = [id];
    participantProfileIds = (
      await db.selectFrom('participantProfiles').select('id').where('userId', '=', id).execute()
    ).map((r) => r.id);
  } else if (kind === 'participant-profile') {
    const profile = await db.selectFrom('participantProfiles').select('id').where('id', '=', id).executeTakeFirst();
    if (!profile) return undefined;
    participantProfileIds = [id];
  } else {
    const profile = await db
      .selectFrom('instructorProfiles')
      .select('participantProfileId')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!profile) return undefined;
    participantProfileIds = [profile.participantProfileId];
  }
  const instructorProfileIds =
    kind === 'instructor-profile'
      ? [id]
      : participantProfileIds.length
        ? (
            await db
              .selectFrom('instructorProfiles')
              .select('id')
              .where('participantProfileId', 'in', participantProfileIds)
              .execute()
          ).map((r) => r.id)
        : [];

  const users = userIds.length ? await db.selectFrom('users').selectAll().where('id', 'in', userIds).execute() : [];
  const participants = participantProfileIds.length
    ? await db.selectFrom('participantProfiles').selectAll().where('id', 'in', participantProfileIds).execute()
    : [];
  const instructors = instructorProfileIds.length
    ? await db.selectFrom('instructorProfiles').selectAll().where('id', 'in', instructorProfileIds).execute()
    : [];
  const organisationIds = unique([...users, ...participants, ...instructors].map((r) => r.organisationId));
  const organisations = await db
    .selectFrom('organisations')
    .select(['id', 'parentId'])
    .where('id', 'in', organisationIds)
    .execute();

  const named = [...users, ...participants];
  const terms = unique([
    ...named.flatMap((r) => [`${r.firstName} ${r.lastName}`, `${r.lastName}, ${r.firstName}`]),
    ...users.map((r) => r.email),
    ...participants.flatMap((r) => [r.email, r.phoneNumber]),
    ...instructors.flatMap((r) => [r.cellPhone, r.googleEmail]),
  ]).filter((term) => term.trim().length > 3 && !term.startsWith(ANONYMISED));
  const values = unique([
    ...named.flatMap((r) => [r.firstName, r.lastName, r.title]),
    ...participants.flatMap((r) => [r.customerNumber, r.qualification, r.foodPreference]),
    ...instructors.flatMap((r) => [r.ahaInstructorId, r.comment]),
    ...terms,
  ]).filter((v) => v.length > 1 && v !== ANONYMISED);
  return {
    kind,
    id,
    userIds,
    participantProfileIds,
    instructorProfileIds,
    organisations,
    terms,
    values,
  };
}

/** Every id that is his (entity ids of audit rows about him). */
export const idsOf = (person: Person) => [
  ...person.userIds,
  ...person.participantProfileIds,
  ...person.instructorProfileIds,
];
