import { sql, type Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import type { Session } from './context';

export interface ImportTimes {
  rows: number;
  /** The check (dry run) and the import itself, each one request, in ms. */
  check: number;
  write: number;
}

/**
 * A 10,000-row CSV import of new instructors into the sites of the first ITC (which holds 12,000
 * instructors already), checked and then written; the rows are removed again afterwards so the
 * benchmark data stay as seeded.
 */
export async function measureImport(
  db: Kysely<Database>,
  baseUrl: string,
  itc: Session,
  rows = 10_000,
): Promise<ImportTimes> {
  const sites = await db
    .selectFrom('organisations')
    .select('name')
    .where('parentId', '=', itc.organisationId)
    .orderBy('name')
    .execute();
  const disciplines = await db
    .selectFrom('disciplines')
    .select('name')
    .where('organisationId', '=', itc.organisationId)
    .orderBy('name')
    .execute();
  const marker = `import-${Date.now()}`;
  const body = {
    rows: Array.from({ length: rows }, (_, i) => ({
      organisation: sites[i % sites.length].name,
      ahaInstructorId: '',
      firstName: `Vorname${i}`,
      lastName: `Nachname${i}`,
      email: `${marker}-${i}@bench.example`,
      expiryDate: '2028-06-30',
      discipline: disciplines[i % disciplines.length].name,
    })),
  };
  const send = async (dryRun: boolean) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/v2/itc-instructors/import?dryRun=${dryRun}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${itc.token}` },
      body: JSON.stringify(body),
    });
    const result = (await response.json()) as { created?: number; failed?: number; message?: string };
    if (!response.ok || result.created !== rows)
      throw new Error(`import (dryRun=${dryRun}) answered ${response.status}: ${JSON.stringify(result).slice(0, 300)}`);
    return performance.now() - started;
  };
  try {
    return { rows, check: await send(true), write: await send(false) };
  } finally {
    const people = db.selectFrom('participantProfiles').select('id').where('email', 'like', `${marker}-%`);
    const instructors = db.selectFrom('instructorProfiles').select('id').where('participantProfileId', 'in', people);
    await db.deleteFrom('instructorCertificates').where('instructorId', 'in', instructors).execute();
    await db.deleteFrom('instructorProfiles').where('participantProfileId', 'in', people).execute();
    await db.deleteFrom('participantProfiles').where('email', 'like', `${marker}-%`).execute();
    await sql`VACUUM ANALYZE instructor_certificates, instructor_profiles, participant_profiles`.execute(db);
  }
}
