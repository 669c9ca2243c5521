import type { ResourceSeed } from '../refs';

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

/** The venues of the three training sites of ITC Deutschland, and one deleted (the deleted toggle shows it). */
const seed: ResourceSeed = async (trx, refs) => {
  for (const [index, organisationId] of refs.siteIds.entries()) {
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
};

export default seed;
