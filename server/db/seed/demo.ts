import { sql, type Insertable, type Kysely } from 'kysely';
import { GRANTED_ACTIONS, type Feature } from '../../../src/domain/features';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../database';
import type { Database, OrganisationTable } from '../schema';
import { seedCertification } from './certification';
import { seedCourseMasterData } from './courseMasterData';
import { seedPeopleDemo } from './people';
import { seedCourses } from './courses';
import type { DemoRefs, ResourceSeed } from './refs';

/** Every demo user logs in with this password (README lists the users). */
export const DEMO_PASSWORD = 'Demo-1234!';

type Trx = Kysely<Database>;

const RESOURCE_SEEDS = Object.entries(import.meta.glob<{ default: ResourceSeed }>('./resources/*.ts', { eager: true }))
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([, module]) => module.default);

async function organisation(trx: Trx, values: Insertable<OrganisationTable>) {
  const row = await trx.insertInto('organisations').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

async function user(
  trx: Trx,
  passwordHash: string,
  values: {
    organisationId: string;
    email: string;
    firstName: string;
    lastName: string;
    title?: string;
    authorizations?: string[];
  },
  features: readonly Feature[] = [],
) {
  const { id } = await trx
    .insertInto('users')
    .values({ passwordHash, title: null, authorizations: ['USER'], ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (features.length) {
    await trx
      .insertInto('userFeatures')
      .values(features.flatMap((feature) => GRANTED_ACTIONS.map((action) => ({ userId: id, feature, action }))))
      .execute();
  }
  return id;
}

const ITC_FEATURES: Feature[] = [
  'itc_organisations_its',
  'itc_disciplines',
  'itc_instructor_certificates',
  'itc_instructor_certificate_approve',
  'itc_instructor_certificate_certify',
  'itc_instructor_certificate_import',
  'itc_instructors',
  'itc_statistics',
  'itc_courses',
  'core_user_features',
];
const ITS_FEATURES: Feature[] = [
  'its_courses',
  'its_participant_profiles',
  'its_instructor_profile',
  'its_instructor_certificates',
  'core_organisation_support_tickets',
];

/** Organisations and the five demo users of README. */
async function seedPeople(trx: Trx): Promise<DemoRefs> {
  const address = (street: string, houseNumber: string, zipCode: string, city: string, country = 'DE') => ({
    street,
    houseNumber,
    zipCode,
    city,
    country,
  });
  const internalId = await organisation(trx, {
    name: 'Certadmin Betrieb',
    type: 'internal',
    modules: ['internal'],
    ...address('Hauptstraße', '1', '10115', 'Berlin'),
  });
  const itcId = await organisation(trx, {
    name: 'ITC Deutschland',
    type: 'itc',
    modules: ['certificates', 'courses'],
    contactName: 'Dr. Jana Winter',
    contactEmail: 'itc@example.com',
    ...address('Domplatz', '5', '50667', 'Köln'),
  });
  const siteIds = [
    await organisation(trx, {
      name: 'Trainingszentrum Nord',
      type: 'its',
      parentId: itcId,
      modules: ['certificates', 'courses', 'support'],
      contactName: 'Lena Hoffmann',
      contactEmail: 'its@example.com',
      phone: '+49 40 1234567',
      ...address('Elbchaussee', '12', '22763', 'Hamburg'),
    }),
    await organisation(trx, {
      name: 'Trainingszentrum Süd',
      type: 'its',
      parentId: itcId,
      modules: ['certificates', 'courses'],
      contactName: 'Markus Bauer',
      ...address('Leopoldstraße', '88', '80802', 'München'),
    }),
    await organisation(trx, {
      name: 'Trainingszentrum West',
      type: 'its',
      parentId: itcId,
      modules: ['certificates', 'courses'],
      contactName: 'Aylin Demir',
      ...address('Königsallee', '30', '40212', 'Düsseldorf'),
    }),
  ] as [string, string, string];
  const otherItcId = await organisation(trx, {
    name: 'ITC Schweiz',
    type: 'itc',
    modules: ['certificates', 'courses'],
    ...address('Bahnhofstrasse', '7', '8001', 'Zürich', 'CH'),
  });
  const otherSiteId = await organisation(trx, {
    name: 'Ausbildungszentrum Bern',
    type: 'its',
    parentId: otherItcId,
    modules: ['certificates', 'courses'],
    ...address('Marktgasse', '3', '3011', 'Bern', 'CH'),
  });
  const distributorId = await organisation(trx, {
    name: 'MedTrain Vertrieb GmbH',
    type: 'distributor',
    modules: ['courses'],
    ...address('Industriestraße', '4', '70565', 'Stuttgart'),
  });
  const educationCenterId = await organisation(trx, {
    name: 'Bildungszentrum Rhein-Main',
    type: 'education_center',
    modules: ['courses'],
    ...address('Zeil', '100', '60313', 'Frankfurt am Main'),
  });

  const hash = await hashPassword(DEMO_PASSWORD);
  const users = {
    admin: await user(trx, hash, {
      organisationId: internalId,
      email: 'admin@example.com',
      firstName: 'Anna',
      lastName: 'Admin',
      authorizations: ['ADMIN'],
    }),
    itc: await user(
      trx,
      hash,
      { organisationId: itcId, email: 'itc@example.com', firstName: 'Jana', lastName: 'Winter', title: 'Dr.' },
      ITC_FEATURES,
    ),
    its: await user(
      trx,
      hash,
      {
        organisationId: siteIds[0],
        email: 'its@example.com',
        firstName: 'Lena',
        lastName: 'Hoffmann',
        authorizations: ['ITS_COORDINATOR'],
      },
      ITS_FEATURES,
    ),
    instructor: await user(
      trx,
      hash,
      { organisationId: siteIds[0], email: 'instructor@example.com', firstName: 'Jonas', lastName: 'Becker' },
      ['user_is_instructor'],
    ),
    user: await user(trx, hash, {
      organisationId: siteIds[0],
      email: 'user@example.com',
      firstName: 'Uwe',
      lastName: 'Nutzer',
    }),
  };
  // Demo users of the other organisations, so that isolation can be tried out by hand too.
  await user(
    trx,
    hash,
    { organisationId: otherItcId, email: 'itc.ch@example.com', firstName: 'Urs', lastName: 'Meier' },
    ITC_FEATURES,
  );
  await user(
    trx,
    hash,
    {
      organisationId: siteIds[1],
      email: 'its.sued@example.com',
      firstName: 'Markus',
      lastName: 'Bauer',
      authorizations: ['ITS_COORDINATOR'],
    },
    ITS_FEATURES,
  );

  const { id: participantId } = await trx
    .insertInto('participantProfiles')
    .values({
      organisationId: siteIds[0],
      userId: users.instructor,
      firstName: 'Jonas',
      lastName: 'Becker',
      email: 'instructor@example.com',
      phoneNumber: '+49 40 555 0101',
      qualification: 'Notfallsanitäter',
      title: null,
      foodPreference: 'vegetarisch',
      customerNumber: 'K-1001',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('instructorProfiles')
    .values({
      organisationId: siteIds[0],
      participantProfileId: participantId,
      compensationPerHour: 45,
      status: 'FREELANCER',
      cellPhone: '+49 170 5550101',
      googleEmail: 'jonas.becker@gmail.example',
      clothingSize: 'L',
      comment: null,
      ahaInstructorId: '01234567890',
    })
    .execute();

  return { internalId, itcId, siteIds, otherItcId, otherSiteId, distributorId, educationCenterId, users };
}

/**
 * Seeds the demo data in one transaction, only into an empty database (no organisation yet).
 * Returns whether it seeded.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Two servers starting at once against an empty database must not both seed.
    await sql`LOCK TABLE organisations IN EXCLUSIVE MODE`.execute(trx);
    const existing = await trx.selectFrom('organisations').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    const refs = await seedPeople(trx);
    for (const seed of RESOURCE_SEEDS) await seed(trx, refs);
    await seedCourseMasterData(trx, refs);
    await seedPeopleDemo(trx, refs);
    await seedCourses(trx, refs);
    await seedCertification(trx, refs);
    return true;
  });
}
