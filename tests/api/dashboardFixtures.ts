import { addDays, today, type CertificateStatus } from '../../src/domain/certificates';
import type { Feature } from '../../src/domain/features';
import { hashPassword } from '../../server/auth/passwords';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import type { TestApp } from './helper';

/**
 * Rows the dashboard and statistics tests write themselves, so their numbers are known exactly
 * whatever the demo data holds: disciplines of their own, instructors with certificates at a
 * given expiry, users with chosen features.
 */

export const organisationId = async (t: TestApp, name: string) =>
  (await t.db.selectFrom('organisations').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

export async function discipline(t: TestApp, itcId: string, name: string) {
  const { id } = await t.db
    .insertInto('disciplines')
    .values({ organisationId: itcId, name, validityMonths: 24 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A user with the demo password and the given features (create, read, update, delete each). */
export async function user(
  t: TestApp,
  organisationId: string,
  email: string,
  features: Feature[],
  name = { firstName: 'Test', lastName: 'Nutzer' },
) {
  const { id } = await t.db
    .insertInto('users')
    .values({ organisationId, email, passwordHash: await hashPassword(DEMO_PASSWORD), title: null, ...name })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (features.length) {
    await t.db
      .insertInto('userFeatures')
      .values(
        features.flatMap((feature) =>
          (['create', 'read', 'update', 'delete'] as const).map((action) => ({ userId: id, feature, action })),
        ),
      )
      .execute();
  }
  return id;
}

/** An instructor profile (with its participant profile) at an organisation, optionally linked to a user. */
export async function instructor(
  t: TestApp,
  organisationId: string,
  firstName: string,
  lastName: string,
  extra: {
    userId?: string;
    ahaInstructorId?: string | null;
    deleted?: boolean;
    cellPhone?: string;
    compensationPerHour?: number;
  } = {},
) {
  const { id: participantProfileId } = await t.db
    .insertInto('participantProfiles')
    .values({
      organisationId,
      userId: extra.userId ?? null,
      title: null,
      firstName,
      lastName,
      email: null,
      phoneNumber: null,
      qualification: 'Notarzt',
      foodPreference: null,
      customerNumber: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id } = await t.db
    .insertInto('instructorProfiles')
    .values({
      organisationId,
      participantProfileId,
      compensationPerHour: extra.compensationPerHour ?? 50,
      status: 'PARTTIME',
      cellPhone: extra.cellPhone ?? null,
      googleEmail: null,
      clothingSize: 'M',
      comment: null,
      ahaInstructorId: extra.ahaInstructorId ?? null,
      deleted: extra.deleted ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * A certificate row. CERTIFIED ones expire `expiresInDays` from today; `updatedAt` orders the
 * requests waiting for a decision.
 */
export async function certificate(
  t: TestApp,
  instructorId: string,
  disciplineId: string,
  status: CertificateStatus,
  options: { expiresInDays?: number; updatedAt?: Date; createdAt?: Date } = {},
) {
  const { organisationId } = await t.db
    .selectFrom('instructorProfiles')
    .select('organisationId')
    .where('id', '=', instructorId)
    .executeTakeFirstOrThrow();
  const certified = status === 'CERTIFIED';
  const expiryDate = certified ? addDays(today(), options.expiresInDays ?? 365) : null;
  const { id } = await t.db
    .insertInto('instructorCertificates')
    .values({
      organisationId,
      instructorId,
      disciplineId,
      disciplineType: 'INITIAL',
      status,
      info: null,
      itcComment: null,
      certificationDate: certified ? addDays(expiryDate!, -730) : null,
      expiryDate,
      invoiceNameOrInstitution: null,
      invoiceStreet: null,
      invoiceHouseNumber: null,
      invoiceZipCode: null,
      invoiceCity: null,
      invoiceCountry: null,
      paidRecertificationAccepted: false,
      createdBy: null,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      ...(options.updatedAt ? { updatedAt: options.updatedAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
