import crypto from 'node:crypto';
import { NO_INVOICE_ADDRESS } from '../../areas/certification/invoiceColumns';
import type { Db } from '../../db/database';
import { endSessions } from '../../auth/session';
import { audit } from '../audit';
import { certificateIdsOf } from './collect';
import { ANONYMISED, idsOf, type Person } from './person';
import { removeCapturedMails, scrubAudit, scrubFreeText, scrubStoredAnswers } from './scrub';

/** What an erasure did, counted: written to its audit row instead of the erased data. */
export interface Erasure {
  usersAnonymised: number;
  participantProfilesDeleted: number;
  participantProfilesAnonymised: number;
  instructorProfilesDeleted: number;
  instructorProfilesAnonymised: number;
  certificatesAnonymised: number;
  filesRemoved: number;
  mailsRemoved: number;
}

/**
 * What an erasure clears of the rows it keeps (anonymised, so that what points to them still
 * counts), table by table in one place: every personal column, and the row marked deleted.
 */
const ERASED = {
  instructorProfile: {
    compensationPerHour: null,
    cellPhone: null,
    googleEmail: null,
    clothingSize: null,
    comment: null,
    ahaInstructorId: null,
    deleted: true,
  },
  /** A course's trainer row naming him. */
  courseTrainer: { name: null, ahaInstructorId: null },
  participantProfile: {
    userId: null,
    title: null,
    firstName: ANONYMISED,
    lastName: ANONYMISED,
    email: null,
    phoneNumber: null,
    qualification: null,
    foodPreference: null,
    customerNumber: null,
    deleted: true,
  },
  /** A course's participant row of his. */
  courseParticipant: { comment: null, orderNumber: null, grouping: null },
  /** His certificates: the request's free texts and invoice address. */
  certificate: { info: null, itcComment: null, ...NO_INVOICE_ADDRESS },
} as const;

const count = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint }) =>
  Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0);

/**
 * Erases a person (GDPR art. 17) in one transaction: what the certifying body must keep
 * (certificates with discipline, dates and status; roster rows; the user row others' rows point
 * to) stays with his personal fields anonymised, the rest is deleted, his files removed, every
 * snapshot and free text naming him scrubbed. One audit row `erase` records it, without his data.
 */
export async function erasePerson(
  db: Db,
  person: Person,
  actor: { userId: string | null; organisationId: string | null },
  captureDir?: string,
): Promise<Erasure> {
  const erasure = await db.transaction().execute(async (trx) => {
    const result: Erasure = {
      usersAnonymised: 0,
      participantProfilesDeleted: 0,
      participantProfilesAnonymised: 0,
      instructorProfilesDeleted: 0,
      instructorProfilesAnonymised: 0,
      certificatesAnonymised: 0,
      filesRemoved: 0,
      mailsRemoved: 0,
    };
    const certificateIds = await certificateIdsOf(trx, person);
    if (certificateIds.length) await eraseCertificates(trx, certificateIds, result);
    for (const id of person.instructorProfileIds) await eraseInstructorProfile(trx, id, result);
    for (const id of person.participantProfileIds) await eraseParticipantProfile(trx, id, result);
    if (person.userIds.length) await eraseUsers(trx, person.userIds, result);

    if (person.terms.length) await trx.deleteFrom('supportTickets').where('email', 'in', person.terms).execute();
    await scrubFreeText(trx, person.terms);
    await scrubAudit(trx, person.terms, person.values, [...idsOf(person), ...certificateIds]);
    await scrubStoredAnswers(trx, person.terms, person.values, [...idsOf(person), ...certificateIds]);
    await audit(trx, {
      organisationId: actor.organisationId,
      userId: actor.userId,
      entity: person.kind === 'user' ? 'users' : `${person.kind}s`,
      entityId: person.id,
      action: 'erase',
      after: result,
    });
    return result;
  });
  // after the commit: a failed erasure keeps the mails that go with the data still there
  erasure.mailsRemoved = await removeCapturedMails(captureDir, person.terms);
  return erasure;
}

/** His certificates stay with their personal fields emptied; their files go. */
async function eraseCertificates(trx: Db, certificateIds: string[], result: Erasure) {
  result.filesRemoved = count(
    await trx.deleteFrom('certificateFiles').where('certificateId', 'in', certificateIds).executeTakeFirst(),
  );
  result.certificatesAnonymised = count(
    await trx
      .updateTable('instructorCertificates')
      .set(ERASED.certificate)
      .where('id', 'in', certificateIds)
      .executeTakeFirst(),
  );
}

/** One instructor profile of his: anonymised where it is kept, else deleted. */
async function eraseInstructorProfile(trx: Db, id: string, result: Erasure) {
  // a profile with certificates or courses stays (anonymised) so that they still count
  const kept =
    (await trx.selectFrom('instructorCertificates').select('id').where('instructorId', '=', id).executeTakeFirst()) ||
    (await trx.selectFrom('courseTrainers').select('id').where('instructorProfileId', '=', id).executeTakeFirst());
  if (kept) {
    await trx.updateTable('instructorProfiles').set(ERASED.instructorProfile).where('id', '=', id).execute();
    await trx.updateTable('courseTrainers').set(ERASED.courseTrainer).where('instructorProfileId', '=', id).execute();
    result.instructorProfilesAnonymised++;
  } else {
    await trx.deleteFrom('instructorProfiles').where('id', '=', id).execute();
    result.instructorProfilesDeleted++;
  }
}

/** One participant profile of his: kept (anonymised) while a course or an instructor profile points to it, else deleted. */
async function eraseParticipantProfile(trx: Db, id: string, result: Erasure) {
  const kept =
    (await trx
      .selectFrom('courseParticipants')
      .select('id')
      .where('participantProfileId', '=', id)
      .executeTakeFirst()) ||
    (await trx.selectFrom('instructorProfiles').select('id').where('participantProfileId', '=', id).executeTakeFirst());
  if (kept) {
    await trx
      .updateTable('participantProfiles')
      .set({ ...ERASED.participantProfile, erasedAt: new Date() })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('courseParticipants')
      .set(ERASED.courseParticipant)
      .where('participantProfileId', '=', id)
      .execute();
    result.participantProfilesAnonymised++;
  } else {
    await trx.deleteFrom('participantProfiles').where('id', '=', id).execute();
    result.participantProfilesDeleted++;
  }
}

/** His accounts: what hangs on them deleted, the rows themselves anonymised. */
async function eraseUsers(trx: Db, userIds: string[], result: Erasure) {
  const emails = (await trx.selectFrom('users').select('email').where('id', 'in', userIds).execute()).map((u) =>
    u.email.toLowerCase(),
  );
  if (emails.length) await trx.deleteFrom('loginFailures').where('account', 'in', emails).execute();
  await trx.deleteFrom('userFeatures').where('userId', 'in', userIds).execute();
  await trx.deleteFrom('passwordTokens').where('userId', 'in', userIds).execute();
  await trx.deleteFrom('submissionDigests').where('userId', 'in', userIds).execute();
  await trx.updateTable('organisationComments').set({ createdBy: null }).where('createdBy', 'in', userIds).execute();
  // the row stays (audit rows and others' rows point to it); it can never log in again
  for (const id of userIds) {
    await trx
      .updateTable('users')
      .set({
        email: `erased-${id}@erased.invalid`,
        passwordHash: `!erased-${crypto.randomUUID()}`,
        title: null,
        firstName: ANONYMISED,
        lastName: ANONYMISED,
        authorizations: [],
        language: null,
        interfaceLanguage: null,
        themeMode: null,
        dashboardCardsLeft: [],
        dashboardCardsRight: [],
        dashboardCardsHidden: [],
        dashboardCardsSeen: [],
        ...endSessions(),
        deleted: true,
      })
      .where('id', '=', id)
      .execute();
    result.usersAnonymised++;
  }
}
