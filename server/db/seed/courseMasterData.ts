import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { DemoRefs } from './demo';

const COURSE_TYPES = ['BLS Provider', 'ACLS Provider', 'PALS Provider', 'Heartsaver Erste Hilfe', 'BLS Instruktorkurs'];
const INSTRUCTOR_TYPES = ['Lead-Instruktor', 'Instruktor', 'Co-Instruktor'];

/** Course types and instructor types of the three training sites of ITC Deutschland. */
export async function seedCourseMasterData(trx: Kysely<Database>, refs: DemoRefs) {
  for (const organisationId of refs.siteIds) {
    await trx
      .insertInto('courseTypes')
      .values(COURSE_TYPES.map((name) => ({ organisationId, name })))
      .execute();
    await trx
      .insertInto('instructorTypes')
      .values(INSTRUCTOR_TYPES.map((name) => ({ organisationId, name })))
      .execute();
  }
}
