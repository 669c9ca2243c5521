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

/**
 * The rows of the person named, or undefined when that row does not exist: a user with his
 * participant profiles, a participant profile, or an instructor profile with its participant profile.
 */
async function namedRows(db: Db, kind: PersonKind, id: string) {
  if (kind === 'user') {
    const users = await db.selectFrom('users').selectAll().where('id', '=', id).execute();
    if (!users.length) return undefined;
    return {
      users,
      participants: await db.selectFrom('participantProfiles').selectAll().where('userId', '=', id).execute(),
    };
  }
  if (kind === 'participant-profile') {
    const participants = await db.selectFrom('participantProfiles').selectAll().where('id', '=', id).execute();
    return participants.length ? { users: [], participants } : undefined;
  }
  const instructors = await db.selectFrom('instructorProfiles').selectAll().where('id', '=', id).execute();
  if (!instructors.length) return undefined;
  const participants = await db
    .selectFrom('participantProfiles')
    .selectAll()
    .where('id', '=', instructors[0].participantProfileId)
    .execute();
  return { users: [], participants, instructors };
}

/** The person, or undefined when the row does not exist. */
export async function findPerson(db: Db, kind: PersonKind, id: string): Promise<Person | undefined> {
  const named = await namedRows(db, kind, id);
  if (!named) return undefined;
  const { users, participants } = named;
  const participantProfileIds = participants.map((r) => r.id);
  // a user's and a participant profile's instructor profiles are those of the participant profiles
  const instructors =
    named.instructors ??
    (participantProfileIds.length
      ? await db
          .selectFrom('instructorProfiles')
          .selectAll()
          .where('participantProfileId', 'in', participantProfileIds)
          .execute()
      : []);
  const organisationIds = unique([...users, ...participants, ...instructors].map((r) => r.organisationId));
  const organisations = await db
    .selectFrom('organisations')
    .select(['id', 'parentId'])
    .where('id', 'in', organisationIds)
    .execute();

  const people = [...users, ...participants];
  const terms = unique([
    ...people.flatMap((r) => [`${r.firstName} ${r.lastName}`, `${r.lastName}, ${r.firstName}`]),
    ...users.map((r) => r.email),
    ...participants.flatMap((r) => [r.email, r.phoneNumber]),
    ...instructors.flatMap((r) => [r.cellPhone, r.googleEmail]),
  ]).filter((term) => term.trim().length > 3 && !term.startsWith(ANONYMISED));
  const values = unique([
    ...people.flatMap((r) => [r.firstName, r.lastName, r.title]),
    ...participants.flatMap((r) => [r.customerNumber, r.qualification, r.foodPreference]),
    ...instructors.flatMap((r) => [r.ahaInstructorId, r.comment]),
    ...terms,
  ]).filter((v) => v.length > 1 && v !== ANONYMISED);
  return {
    kind,
    id,
    userIds: users.map((r) => r.id),
    participantProfileIds,
    instructorProfileIds: instructors.map((r) => r.id),
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
