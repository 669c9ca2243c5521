import type { Kysely } from 'kysely';
import {
  addMonths,
  expiryDateFor,
  REQUIRED_FILES,
  TEMPLATE_FILE_TYPES,
  today,
  type CertificateStatus,
  type DisciplineType,
} from '../../../src/domain/certificates';
import { NO_INVOICE_ADDRESS } from '../../areas/certification/invoiceColumns';
import type { Database } from '../schema';
import { demoInstructorProfile, type DemoRefs } from './refs';

/**
 * Demo data of instructor certification: the disciplines of both ITCs with templates, more
 * instructors at the sites, and certificates in every status and display status – some expiring
 * within 90 days, some expired – dated relative to the day of seeding. The demo instructor
 * (instructor@example.com) holds some, so /certificates shows data.
 *
 * It runs after the courses seed and builds on its people: an instructor named here whom the site
 * has already (Elif Kaya at Trainingszentrum West, who trains in its courses) is that person, not a
 * second one; only the others are created.
 */

type Trx = Kysely<Database>;

/** A one-page PDF with a line of text: small, valid, opens in any viewer. */
export function demoPdf(text: string): Buffer {
  const safe = text
    .replace(/[()\\]/g, ' ')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '');
  const stream = `BT /F1 18 Tf 72 760 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const pdfFile = (fileName: string, text: string) => {
  const content = demoPdf(text);
  return { fileName, contentType: 'application/pdf', size: content.length, content };
};

const DISCIPLINES_DE = ['BLS', 'ACLS', 'PALS', 'Heartsaver'];
const DISCIPLINES_CH = ['BLS', 'ACLS'];

interface Person {
  firstName: string;
  lastName: string;
  /** For a person the site does not have yet; one it has keeps the AHA id it holds. */
  ahaInstructorId: string | null;
}

/**
 * Instructors per site (index into refs.siteIds). Miriam Schulz and Deniz Aydın have no AHA id yet,
 * so generating one has someone to start with.
 */
const INSTRUCTORS: Record<number, Person[]> = {
  0: [
    { firstName: 'Sarah', lastName: 'Klein', ahaInstructorId: '02345678901' },
    { firstName: 'Tim', lastName: 'Vogel', ahaInstructorId: '03456789012' },
    { firstName: 'Miriam', lastName: 'Schulz', ahaInstructorId: null },
  ],
  1: [
    { firstName: 'Felix', lastName: 'Wagner', ahaInstructorId: '04567890123' },
    { firstName: 'Laura', lastName: 'Braun', ahaInstructorId: '05678901234' },
    { firstName: 'Deniz', lastName: 'Aydın', ahaInstructorId: null },
  ],
  2: [
    { firstName: 'Katharina', lastName: 'Roth', ahaInstructorId: '06789012345' },
    { firstName: 'Paul', lastName: 'Neumann', ahaInstructorId: '07890123456' },
    // an instructor of the courses seed, with her AHA id from there
    { firstName: 'Elif', lastName: 'Kaya', ahaInstructorId: null },
  ],
};

const mail = (p: Person) =>
  `${p.firstName}.${p.lastName}`
    .toLowerCase()
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/[^a-z.]/g, '') + '@example.com';

/**
 * The site's instructor profile of the person: the one the site has already (the courses seed's),
 * else a new one – on the site's participant profile of that name if there is one, else on a new
 * participant profile. So no person exists twice at a site.
 */
async function instructor(trx: Trx, organisationId: string, person: Person): Promise<string> {
  const participant = await trx
    .selectFrom('participantProfiles as p')
    .leftJoin('instructorProfiles as i', (join) =>
      join.onRef('i.participantProfileId', '=', 'p.id').on('i.deleted', '=', false),
    )
    .select(['p.id', 'i.id as instructorId'])
    .where('p.organisationId', '=', organisationId)
    .where('p.firstName', '=', person.firstName)
    .where('p.lastName', '=', person.lastName)
    .where('p.deleted', '=', false)
    .executeTakeFirst();
  if (participant?.instructorId) return participant.instructorId;
  const participantProfileId =
    participant?.id ??
    (
      await trx
        .insertInto('participantProfiles')
        .values({
          organisationId,
          userId: null,
          title: null,
          firstName: person.firstName,
          lastName: person.lastName,
          email: mail(person),
          phoneNumber: null,
          qualification: 'Rettungssanitäter',
          foodPreference: null,
          customerNumber: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const { id } = await trx
    .insertInto('instructorProfiles')
    .values({
      organisationId,
      participantProfileId,
      compensationPerHour: 40,
      status: 'FREELANCER',
      cellPhone: null,
      googleEmail: null,
      clothingSize: null,
      comment: null,
      ahaInstructorId: person.ahaInstructorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

interface CertificateSeed {
  instructor: string;
  discipline: string;
  type: DisciplineType;
  status: CertificateStatus;
  /** Months before today the certificate was certified (CERTIFIED only). */
  certifiedMonthsAgo?: number;
  itcComment?: string;
  info?: string;
  /** Required files to attach; all of them by default once submitted. */
  files?: 'all' | 'some' | 'none';
}

/** A certificate of the demo: whose, in which discipline, its type and status, and what else it has. */
const filed = (
  instructor: string,
  discipline: string,
  type: DisciplineType,
  status: CertificateStatus,
  more: Pick<CertificateSeed, 'certifiedMonthsAgo' | 'itcComment' | 'info' | 'files'> = {},
): CertificateSeed => ({ instructor, discipline, type, status, ...more });

export async function seedCertification(trx: Trx, refs: DemoRefs) {
  const day = today();
  const discipline = async (organisationId: string, name: string) =>
    (
      await trx
        .insertInto('disciplines')
        .values({ organisationId, name, validityMonths: 24 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const disciplineIds: Record<string, string> = {};
  for (const name of DISCIPLINES_DE) {
    const id = await discipline(refs.itcId, name);
    disciplineIds[name] = id;
    await trx
      .insertInto('disciplineTemplates')
      .values(
        TEMPLATE_FILE_TYPES.map((type) => ({
          organisationId: refs.itcId,
          disciplineId: id,
          type,
          createdBy: refs.users.itc,
          ...pdfFile(`${name}-${type.toLowerCase().replace(/_/g, '-')}.pdf`, `${name}: ${type}`),
        })),
      )
      .execute();
  }
  const swiss: Record<string, string> = {};
  for (const name of DISCIPLINES_CH) swiss[name] = await discipline(refs.otherItcId, name);
  // a retired discipline, so the deleted toggle has something to show
  await trx
    .insertInto('disciplines')
    .values({ organisationId: refs.itcId, name: 'First Aid (alt)', validityMonths: 36, deleted: true })
    .execute();

  const jonas = await demoInstructorProfile(trx, refs);
  const people: Record<string, { id: string; organisationId: string }> = { 'Jonas Becker': jonas };
  for (const [index, persons] of Object.entries(INSTRUCTORS)) {
    const organisationId = refs.siteIds[Number(index)];
    for (const person of persons)
      people[`${person.firstName} ${person.lastName}`] = {
        id: await instructor(trx, organisationId, person),
        organisationId,
      };
  }
  const reto = {
    id: await instructor(trx, refs.otherSiteId, {
      firstName: 'Reto',
      lastName: 'Keller',
      ahaInstructorId: '08901234567',
    }),
    organisationId: refs.otherSiteId,
  };

  const seeds: CertificateSeed[] = [
    // the demo instructor: active, expiring soon with a renewal under way, expired
    filed('Jonas Becker', 'BLS', 'INITIAL', 'CERTIFIED', { certifiedMonthsAgo: 6 }),
    filed('Jonas Becker', 'ACLS', 'INITIAL', 'CERTIFIED', { certifiedMonthsAgo: 23 }),
    filed('Jonas Becker', 'ACLS', 'RECERTIFICATION', 'DATAENTRY', { files: 'some', info: 'Verlängerung vor Ablauf' }),
    filed('Jonas Becker', 'PALS', 'INITIAL', 'CERTIFIED', { certifiedMonthsAgo: 30 }),
    filed('Sarah Klein', 'BLS', 'INITIAL', 'APPROVAL'),
    filed('Sarah Klein', 'ACLS', 'INITIAL', 'CERTIFIED', { certifiedMonthsAgo: 2 }),
    filed('Tim Vogel', 'PALS', 'INITIAL', 'CERTIFIED', { certifiedMonthsAgo: 23 }),
    filed('Tim Vogel', 'PALS', 'RECERTIFICATION', 'APPROVED'),
    filed('Miriam Schulz', 'BLS', 'INITIAL', 'DATAENTRY', {
      files: 'all',
      itcComment: 'Das Monitoring-Formular ist nicht unterschrieben. Bitte neu hochladen.',
    }),
    filed('Felix Wagner', 'BLS', 'INITIAL', 'CERTIFIED', { certifiedMonthsAgo: 10 }),
    filed('Felix Wagner', 'ACLS', 'INITIAL', 'APPROVAL'),
    filed('Laura Braun', 'Heartsaver', 'INITIAL', 'CERTIFIED', { certifiedMonthsAgo: 27 }),
    filed('Deniz Aydın', 'BLS', 'INITIAL', 'DATAENTRY', { files: 'none' }),
    filed('Katharina Roth', 'ACLS', 'INITIAL', 'CERTIFIED', { certifiedMonthsAgo: 24 }),
    filed('Katharina Roth', 'BLS', 'INITIAL', 'APPROVED'),
    filed('Paul Neumann', 'PALS', 'INITIAL', 'CERTIFIED', { certifiedMonthsAgo: 14 }),
    // the courses seed's instructor: she trains in ACLS courses at her site
    filed('Elif Kaya', 'ACLS', 'INITIAL', 'CERTIFIED', { certifiedMonthsAgo: 8 }),
  ];

  const invoice = {
    invoiceNameOrInstitution: 'Trainingszentrum – Buchhaltung',
    invoiceStreet: 'Elbchaussee',
    invoiceHouseNumber: '12',
    invoiceZipCode: '22763',
    invoiceCity: 'Hamburg',
    invoiceCountry: 'Deutschland',
  };

  let sequence = 0;
  async function certificate(
    seed: CertificateSeed,
    person: { id: string; organisationId: string },
    disciplineId: string,
    createdBy: string,
  ) {
    const certificationDate = seed.status === 'CERTIFIED' ? addMonths(day, -(seed.certifiedMonthsAgo ?? 0)) : null;
    const recertification = seed.type === 'RECERTIFICATION';
    // filed two weeks before certification; open requests within the last weeks
    sequence += 1;
    const createdAt = new Date(`${certificationDate ?? day}T09:00:00Z`);
    createdAt.setUTCDate(createdAt.getUTCDate() - (certificationDate ? 14 : 3 + ((sequence * 5) % 40)));
    const { id } = await trx
      .insertInto('instructorCertificates')
      .values({
        organisationId: person.organisationId,
        instructorId: person.id,
        disciplineId,
        disciplineType: seed.type,
        status: seed.status,
        info: seed.info ?? null,
        itcComment: seed.itcComment ?? null,
        certificationDate,
        expiryDate: certificationDate ? expiryDateFor(certificationDate, 24) : null,
        paidRecertificationAccepted: recertification,
        ...(recertification ? invoice : NO_INVOICE_ADDRESS),
        createdBy,
        createdAt,
        updatedAt: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const files = seed.files ?? (seed.status === 'DATAENTRY' ? 'none' : 'all');
    const types =
      files === 'all' ? REQUIRED_FILES[seed.type] : files === 'some' ? REQUIRED_FILES[seed.type].slice(0, 1) : [];
    if (types.length) {
      await trx
        .insertInto('certificateFiles')
        .values(
          types.map((type) => ({
            organisationId: person.organisationId,
            certificateId: id,
            type,
            createdBy,
            createdAt,
            ...pdfFile(`${type.toLowerCase()}.pdf`, `${type} ${seed.instructor}`),
          })),
        )
        .execute();
    }
  }

  for (const seed of seeds)
    await certificate(seed, people[seed.instructor], disciplineIds[seed.discipline], refs.users.its);
  // Reto Keller's at the Swiss site, filed by the administrator
  const swissSeeds = [
    filed('Reto Keller', 'BLS', 'INITIAL', 'CERTIFIED', { certifiedMonthsAgo: 5 }),
    filed('Reto Keller', 'ACLS', 'INITIAL', 'APPROVAL'),
  ];
  for (const seed of swissSeeds) await certificate(seed, reto, swiss[seed.discipline], refs.users.admin);
}
