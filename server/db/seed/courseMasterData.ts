import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { DemoRefs } from './demo';

const COURSE_TYPES = ['BLS Provider', 'ACLS Provider', 'PALS Provider', 'Heartsaver Erste Hilfe', 'BLS Instruktorkurs'];
const INSTRUCTOR_TYPES = ['Lead-Instruktor', 'Instruktor', 'Co-Instruktor'];
const VENUES: Record<number, { name: string; address: string; comment: string | null }[]> = {
  0: [
    {
      name: 'Schulungszentrum Altona',
      address: 'Elbchaussee 12, 22763 Hamburg',
      comment: 'Zwei Räume, 24 Plätze, Parkplätze im Hof',
    },
    { name: 'Klinikum Eppendorf, Hörsaal 3', address: 'Martinistraße 52, 20246 Hamburg', comment: null },
    { name: 'Feuerwache Harburg', address: 'Harburger Ring 8, 21073 Hamburg', comment: 'Zugang über Tor 2' },
  ],
  1: [
    { name: 'Seminarhaus Schwabing', address: 'Leopoldstraße 88, 80802 München', comment: null },
    { name: 'Rettungswache Pasing', address: 'Landsberger Straße 480, 81241 München', comment: null },
  ],
  2: [{ name: 'Tagungshotel am Rhein', address: 'Rheinallee 3, 40213 Düsseldorf', comment: 'Beamer vorhanden' }],
};

/** Course types, instructor types and venues of the three training sites of ITC Deutschland. */
export async function seedCourseMasterData(trx: Kysely<Database>, refs: DemoRefs) {
  for (const [index, organisationId] of refs.siteIds.entries()) {
    await trx
      .insertInto('courseTypes')
      .values(COURSE_TYPES.map((name) => ({ organisationId, name })))
      .execute();
    await trx
      .insertInto('instructorTypes')
      .values(INSTRUCTOR_TYPES.map((name) => ({ organisationId, name })))
      .execute();
    await trx
      .insertInto('venues')
      .values(VENUES[index].map((venue) => ({ organisationId, ...venue })))
      .execute();
  }
  // one deleted venue, so the deleted toggle has something to show
  await trx
    .insertInto('venues')
    .values({
      organisationId: refs.siteIds[0],
      name: 'Alte Turnhalle',
      address: 'Schulweg 1, 22765 Hamburg',
      comment: 'Abgerissen',
      deleted: true,
    })
    .execute();
}
