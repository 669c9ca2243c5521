import JSZip from 'jszip';
import type { Db } from '../../db/database';
import { idsOf, type Person } from './person';

/** Rows of `table` whose `column` is one of `ids` (none without ids). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const rowsWhere = async (db: Db, table: string, column: string, ids: string[]): Promise<any[]> =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ids.length ? (db as any).selectFrom(table).selectAll().where(column, 'in', ids).execute() : [];

/** The ids of his instructor profiles' certificate requests. */
export const certificateIdsOf = async (db: Db, person: Person) =>
  (await rowsWhere(db, 'instructorCertificates', 'instructorId', person.instructorProfileIds)).map(
    (r) => r.id as string,
  );

/**
 * Everything stored about the person (GDPR art. 15 and 20), as JSON: his own rows, the rows that
 * name him, and the audit rows about them. File contents go into the archive beside it.
 */
export async function collectPersonalData(db: Db, person: Person) {
  const certificateIds = await certificateIdsOf(db, person);
  const users = (await rowsWhere(db, 'users', 'id', person.userIds)).map(({ passwordHash: _, ...user }) => user);
  const files = certificateIds.length
    ? await db
        .selectFrom('certificateFiles')
        .select(['id', 'certificateId', 'type', 'fileName', 'contentType', 'size', 'createdAt'])
        .where('certificateId', 'in', certificateIds)
        .execute()
    : [];
  const passwordTokens = person.userIds.length
    ? await db
        .selectFrom('passwordTokens')
        .select(['id', 'purpose', 'expiresAt', 'usedAt', 'createdAt'])
        .where('userId', 'in', person.userIds)
        .execute()
    : [];
  const emails = users.map((u) => String(u.email).toLowerCase());
  return {
    exportedAt: new Date().toISOString(),
    person: { kind: person.kind, id: person.id },
    users,
    userFeatures: await rowsWhere(db, 'userFeatures', 'userId', person.userIds),
    passwordTokens,
    loginFailures: await rowsWhere(db, 'loginFailures', 'account', emails),
    submissionDigests: await rowsWhere(db, 'submissionDigests', 'userId', person.userIds),
    organisationComments: await rowsWhere(db, 'organisationComments', 'createdBy', person.userIds),
    participantProfiles: await rowsWhere(db, 'participantProfiles', 'id', person.participantProfileIds),
    instructorProfiles: await rowsWhere(db, 'instructorProfiles', 'id', person.instructorProfileIds),
    instructorCertificates: await rowsWhere(db, 'instructorCertificates', 'id', certificateIds),
    certificateFiles: files.map((f) => ({ ...f, path: fileName(f) })),
    courseParticipants: await rowsWhere(db, 'courseParticipants', 'participantProfileId', person.participantProfileIds),
    courseTrainers: await rowsWhere(db, 'courseTrainers', 'instructorProfileId', person.instructorProfileIds),
    auditLog: await rowsWhere(db, 'auditLog', 'entityId', [...idsOf(person), ...certificateIds]),
  };
}

/** Where a file lies in the archive. */
const fileName = (f: { id: string; certificateId: string; fileName: string }) =>
  `files/${f.certificateId}/${f.id}-${f.fileName}`;

/** The export as one ZIP: personal-data.json and his files. */
export async function personalDataArchive(db: Db, person: Person): Promise<Buffer> {
  const data = await collectPersonalData(db, person);
  const zip = new JSZip();
  zip.file('personal-data.json', JSON.stringify(data, null, 2));
  for (const file of data.certificateFiles) {
    const { content } = await db
      .selectFrom('certificateFiles')
      .select('content')
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    zip.file(file.path, content);
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
