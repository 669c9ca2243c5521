import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type SqlBool } from 'kysely';
import {
  IMPORT_ERRORS,
  IMPORT_REQUIRED,
  isImportEmail,
  parseImportDate,
  type DisciplineType,
  type ImportColumn,
  type ImportErrorCode,
  type ImportResult,
  type ImportRowError,
  type ImportRowResult,
} from '../../src/domain/certificates';
import { withPerson } from '../areas/certification/queries';
import { inOrganisations, type Organisations } from '../auth/scope';
import type { Database } from '../db/schema';

/**
 * The CSV import of instructors (itc_instructor_certificate_import). Each row names a site of the
 * ITC (by name, or by id where sites of several ITCs share the name), the instructor and a
 * certificate (discipline and expiry date):
 *   - no AHA id: a new instructor (participant and instructor profile) at the site, unless one with
 *     the e-mail exists there already ("Instructor already exists");
 *   - with an AHA id: the instructor of the site with that id is updated ("Instructor with the
 *     given AHA ID not found" otherwise);
 *   - either way a CERTIFIED certificate with the expiry date is recorded, unless the instructor
 *     holds exactly that one already.
 * The plan is worked out in memory from a handful of queries; the import writes it with one
 * statement per table in one transaction, and only when no row has an error.
 */

type Db = Kysely<Database>;
type Row = Partial<Record<ImportColumn, string>>;

const MAX_TEXT = 200;

interface NewPerson {
  participantId: string;
  instructorId: string;
  organisationId: string;
  firstName: string;
  lastName: string;
  email: string;
}

interface Plan {
  result: ImportResult;
  newPeople: NewPerson[];
  /** Existing participant profiles to refresh (names and e-mail from the file). */
  updates: Map<string, { firstName: string; lastName: string; email: string }>;
  certificates: {
    organisationId: string;
    instructorId: string;
    disciplineId: string;
    disciplineType: DisciplineType;
    expiryDate: string;
  }[];
}

const key = (...parts: string[]) => parts.join('\u0000');
const lower = (text: string) => text.trim().toLowerCase();

export async function planImport(db: Db, scope: Organisations, rows: Row[]): Promise<Plan> {
  // the sites of the ITC, their disciplines, their instructors and those instructors' certificates
  const sites = await db
    .selectFrom('organisations as o')
    .select(['o.id', 'o.name', 'o.parentId'])
    .where('o.type', '=', 'its')
    .where('o.deleted', '=', false)
    .where(inOrganisations('o.id', scope))
    .execute();
  // A row names its site by name or by id. Names are unique within an ITC only, so the internal
  // staff, who import for every ITC, may meet a name of several sites: such a row is refused
  // rather than given to one of them.
  const siteById = new Map(sites.map((s) => [s.id, s]));
  const sitesByName = new Map<string, (typeof sites)[number][]>();
  for (const site of sites) sitesByName.set(lower(site.name), [...(sitesByName.get(lower(site.name)) ?? []), site]);
  const sitesNamed = (text: string) => {
    const byId = siteById.get(lower(text));
    return byId ? [byId] : (sitesByName.get(lower(text)) ?? []);
  };
  const siteIds = sites.map((s) => s.id);
  const itcIds = [...new Set(sites.map((s) => s.parentId).filter((id): id is string => !!id))];

  const disciplines = itcIds.length
    ? await db
        .selectFrom('disciplines')
        .select(['id', 'name', 'organisationId'])
        .where('organisationId', 'in', itcIds)
        .where('deleted', '=', false)
        .execute()
    : [];
  const disciplineByName = new Map(disciplines.map((d) => [key(d.organisationId, lower(d.name)), d]));

  // Only the instructors the file names (by e-mail or AHA id) and their certificates: memory
  // grows with the file, not with the ITC (tens of thousands of instructors).
  const emails = [...new Set(rows.map((r) => lower(typeof r.email === 'string' ? r.email : '')).filter(Boolean))];
  const ahaIds = [
    ...new Set(
      rows.map((r) => (typeof r.ahaInstructorId === 'string' ? r.ahaInstructorId.trim() : '')).filter(Boolean),
    ),
  ];
  const instructors =
    siteIds.length && (emails.length || ahaIds.length)
      ? await withPerson(db.selectFrom('instructorProfiles as i'))
          .select(['i.id', 'i.organisationId', 'i.ahaInstructorId', 'p.id as participantId', 'p.email'])
          .where('i.organisationId', 'in', siteIds)
          .where('i.deleted', '=', false)
          .where('p.deleted', '=', false)
          .where((eb) =>
            eb.or([
              sql<SqlBool>`lower(p.email) = ANY(${emails}::text[])`,
              sql<SqlBool>`trim(i.aha_instructor_id) = ANY(${ahaIds}::text[])`,
            ]),
          )
          .execute()
      : [];
  const byAhaId = new Map<string, (typeof instructors)[number]>();
  const byEmail = new Map<string, (typeof instructors)[number]>();
  for (const instructor of instructors) {
    if (instructor.ahaInstructorId)
      byAhaId.set(key(instructor.organisationId, instructor.ahaInstructorId.trim()), instructor);
    if (instructor.email) byEmail.set(key(instructor.organisationId, lower(instructor.email)), instructor);
  }

  const certified = instructors.length
    ? await db
        .selectFrom('instructorCertificates')
        .select(['instructorId', 'disciplineId', 'expiryDate'])
        .where(sql<SqlBool>`instructor_id = ANY(${instructors.map((i) => i.id)}::uuid[])`)
        .where('status', '=', 'CERTIFIED')
        .execute()
    : [];
  const heldCertificate = new Set(certified.map((c) => key(c.instructorId, c.disciplineId, c.expiryDate ?? '')));
  const heldDiscipline = new Set(certified.map((c) => key(c.instructorId, c.disciplineId)));

  const result: ImportResult = {
    dryRun: true,
    total: rows.length,
    created: 0,
    updated: 0,
    failed: 0,
    certificates: 0,
    rows: [],
  };
  const plan: Plan = { result, newPeople: [], updates: new Map(), certificates: [] };
  const newByEmail = new Map<string, NewPerson>();
  const seen = new Map<string, number>();
  const createdPeople = new Set<string>();
  const updatedPeople = new Set<string>();

  rows.forEach((raw, index) => {
    const line = index + 2;
    const value = (column: ImportColumn) => (typeof raw[column] === 'string' ? raw[column]!.trim() : '');
    const errors: ImportRowError[] = [];
    const fail = (code: ImportErrorCode, field?: ImportColumn) =>
      errors.push({ code, field, message: IMPORT_ERRORS[code] });

    for (const column of IMPORT_REQUIRED) if (!value(column)) fail('REQUIRED', column);
    for (const column of Object.keys(raw) as ImportColumn[])
      if (value(column).length > MAX_TEXT) fail('TOO_LONG', column);

    const named = value('organisation') ? sitesNamed(value('organisation')) : [];
    const site = named.length === 1 ? named[0] : undefined;
    if (value('organisation') && !named.length) fail('UNKNOWN_ORGANISATION', 'organisation');
    if (named.length > 1) fail('AMBIGUOUS_ORGANISATION', 'organisation');
    const discipline =
      site && value('discipline')
        ? disciplineByName.get(key(site.parentId ?? '', lower(value('discipline'))))
        : undefined;
    if (value('discipline') && site && !discipline) fail('UNKNOWN_DISCIPLINE', 'discipline');
    const expiryDate = value('expiryDate') ? parseImportDate(value('expiryDate')) : undefined;
    if (value('expiryDate') && !expiryDate) fail('BAD_DATE', 'expiryDate');
    const email = value('email');
    if (email && !isImportEmail(email)) fail('BAD_EMAIL', 'email');

    const ahaId = value('ahaInstructorId');
    let action: ImportRowResult['action'] = 'error';
    let instructorId: string | undefined;
    let personKey: string | undefined;
    if (site) {
      if (ahaId) {
        const existing = byAhaId.get(key(site.id, ahaId));
        if (!existing) fail('AHA_ID_NOT_FOUND', 'ahaInstructorId');
        else {
          action = 'update';
          instructorId = existing.id;
          personKey = key('existing', existing.id);
        }
      } else if (email) {
        const existing = byEmail.get(key(site.id, lower(email)));
        if (existing) fail('INSTRUCTOR_EXISTS', 'email');
        else {
          action = 'create';
          personKey = key('new', site.id, lower(email));
        }
      }
    }

    // the same instructor and discipline twice in one file (among rows that are fine otherwise)
    if (personKey && discipline && !errors.length) {
      const rowKey = key(personKey, discipline.id);
      if (seen.has(rowKey)) fail('DUPLICATE');
      else seen.set(rowKey, line);
    }

    const failed = errors.length > 0;
    if (!failed && site && discipline && expiryDate) {
      if (action === 'create') {
        let person = newByEmail.get(personKey!);
        if (!person) {
          person = {
            participantId: randomUUID(),
            instructorId: randomUUID(),
            organisationId: site.id,
            firstName: value('firstName'),
            lastName: value('lastName'),
            email,
          };
          newByEmail.set(personKey!, person);
          plan.newPeople.push(person);
        }
        instructorId = person.instructorId;
        createdPeople.add(personKey!);
      } else {
        const existing = byAhaId.get(key(site.id, ahaId))!;
        plan.updates.set(existing.participantId, { firstName: value('firstName'), lastName: value('lastName'), email });
        updatedPeople.add(personKey!);
      }
      if (!heldCertificate.has(key(instructorId!, discipline.id, expiryDate))) {
        const disciplineType: DisciplineType = heldDiscipline.has(key(instructorId!, discipline.id))
          ? 'RECERTIFICATION'
          : 'INITIAL';
        plan.certificates.push({
          organisationId: site.id,
          instructorId: instructorId!,
          disciplineId: discipline.id,
          disciplineType,
          expiryDate,
        });
      }
    }
    result.rows.push({
      line,
      action: failed ? 'error' : action,
      organisation: value('organisation'),
      name: [value('firstName'), value('lastName')].filter(Boolean).join(' '),
      discipline: value('discipline'),
      errors,
    });
  });

  result.failed = result.rows.filter((r) => r.action === 'error').length;
  result.created = createdPeople.size;
  result.updated = updatedPeople.size;
  result.certificates = plan.certificates.length;
  return plan;
}

/** Writes a plan without errors; call inside the import's transaction. One statement per table: the rows travel as arrays. */
export async function writeImport(trx: Db, plan: Plan, userId: string) {
  const people = plan.newPeople;
  if (people.length) {
    await sql`
      INSERT INTO participant_profiles (id, organisation_id, first_name, last_name, email)
      SELECT * FROM unnest(${people.map((p) => p.participantId)}::uuid[], ${people.map((p) => p.organisationId)}::uuid[],
        ${people.map((p) => p.firstName)}::text[], ${people.map((p) => p.lastName)}::text[], ${people.map((p) => p.email)}::text[])`.execute(
      trx,
    );
    await sql`
      INSERT INTO instructor_profiles (id, organisation_id, participant_profile_id)
      SELECT * FROM unnest(${people.map((p) => p.instructorId)}::uuid[], ${people.map((p) => p.organisationId)}::uuid[], ${people.map((p) => p.participantId)}::uuid[])`.execute(
      trx,
    );
  }
  if (plan.updates.size) {
    const ids = [...plan.updates.keys()];
    const values = [...plan.updates.values()];
    await sql`
      UPDATE participant_profiles AS p
      SET first_name = v.first_name, last_name = v.last_name, email = v.email, updated_at = now()
      FROM unnest(${ids}::uuid[], ${values.map((v) => v.firstName)}::text[], ${values.map((v) => v.lastName)}::text[], ${values.map((v) => v.email)}::text[])
        AS v(id, first_name, last_name, email)
      WHERE p.id = v.id`.execute(trx);
  }
  const certificates = plan.certificates;
  if (certificates.length) {
    await sql`
      INSERT INTO instructor_certificates (organisation_id, instructor_id, discipline_id, discipline_type, expiry_date, status, created_by)
      SELECT v.*, 'CERTIFIED', ${userId}::uuid FROM unnest(${certificates.map((c) => c.organisationId)}::uuid[], ${certificates.map((c) => c.instructorId)}::uuid[],
        ${certificates.map((c) => c.disciplineId)}::uuid[], ${certificates.map((c) => c.disciplineType)}::text[], ${certificates.map((c) => c.expiryDate)}::date[]) AS v`.execute(
      trx,
    );
  }
}
