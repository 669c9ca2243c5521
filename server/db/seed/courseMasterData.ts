import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { DemoRefs } from './refs';

// Rules of some types (issue 15.3), loose enough that no demo course breaks one (4-10 participants,
// one instructor at least) and none in follow-up is overdue at first (their end is at most 20 days ago).
const COURSE_TYPES = [
  { name: 'BLS Provider', maxParticipants: 12, participantsPerInstructor: 10, traineesCount: true, followUpDays: 30 },
  { name: 'ACLS Provider', maxParticipants: 18, participantsPerInstructor: 10, traineesCount: false, followUpDays: 30 },
  { name: 'PALS Provider', maxParticipants: 18, participantsPerInstructor: 10, traineesCount: false, followUpDays: 30 },
  { name: 'Heartsaver Erste Hilfe' },
  { name: 'BLS Instruktorkurs', participantsPerInstructor: 10 },
];
const INSTRUCTOR_TYPES = ['Lead-Instruktor', 'Instruktor', 'Co-Instruktor'];

/** Course types and instructor types of the three training sites of ITC Deutschland. */
export async function seedCourseMasterData(trx: Kysely<Database>, refs: DemoRefs) {
  for (const organisationId of refs.siteIds) {
    await trx
      .insertInto('courseTypes')
      .values(COURSE_TYPES.map((type) => ({ ...type, organisationId })))
      .execute();
    await trx
      .insertInto('instructorTypes')
      .values(INSTRUCTOR_TYPES.map((name) => ({ organisationId, name })))
      .execute();
  }
}
