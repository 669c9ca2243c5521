import { randomUUID } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { sql, type Kysely, type SqlBool } from 'kysely';
import {
  AHA_ID_PATTERN,
  IMPORT_CERTIFICATE,
  IMPORT_ERRORS,
  IMPORT_REQUIRED,
  isImportEmail,
  parseImportDate,
  type DisciplineType,
  type ImportColumn,
  type ImportErrorCode,
  type ImportResult,
  type ImportRowError,
} from '../../src/domain/certificates';
import { withPerson } from '../areas/certification/queries';
import { inOrganisations, type Organisations } from '../auth/scope';
import type { Database } from '../db/schema';

/**
 * The CSV import of instructors (itc_instructor_certificate_import). Each row names a site of the
 * ITC (by name, or by id where sites of several ITCs share the name), the instructor and, unless
 * both are empty, a certificate (discipline and expiry date). The instructor is found
 *   - by the AHA id, which names one instructor in the whole product: its holder at the row's site
 *     is updated; a holder anywhere else (another site, another ITC) refuses the row, since the
 *     import must not take over someone else's instructor ("The AHA ID belongs to another
 *     instructor");
 *   - else by the e-mail at the site: updated, and given the row's AHA id if he has none
 *     ("Instructor already exists with another AHA ID" when he has a different one);
 *   - else created at the site, with the row's AHA id if it has one.
 * A CERTIFIED certificate with the expiry date is recorded unless the instructor holds exactly
 * that one already. Rows with errors are reported and change nothing; the others are written
 * together (one statement per table, in the caller's transaction), so each row is either fully
 * in or reported.
 */

type Db = Kysely<Database>;
type Row = Partial<Record<ImportColumn, string>>;

const MAX_TEXT = 200;
/** Rows planned between two turns of the event loop. */
const YIELD_EVERY = 1000;
/** What stands in for a row once planned. */
const PLANNED: Row = Object.freeze({});

/** A person the file makes; his ids are drawn when he is written (a dry run needs none). */
interface NewPerson {
  organisationId: string;
  firstName: string;
  lastName: string;
  email: string;
  ahaInstructorId: string | null;
}

/** Who a row names: an instructor found (his id) or one the file makes. */
type Person = string | NewPerson;

interface Plan {
  result: ImportResult;
  newPeople: NewPerson[];
  /** Existing participant profiles to refresh (names and e-mail from the file). */
  updates: Map<string, { firstName: string; lastName: string; email: string }>;
  /** Existing instructors without an AHA id who get the file's. */
  ahaIds: Map<string, string>;
  certificates: {
    organisationId: string;
    instructor: Person;
    disciplineId: string;
    disciplineType: DisciplineType;
    expiryDate: string;
  }[];
}

const key = (...parts: string[]) => parts.join('\u0000');
const lower = (text: string) => text.trim().toLowerCase();

/** What the rows would do; it takes them over (up to 50,000: each is let go once planned). */
export async function planImport(db: Db, scope: Organisations, rows: Row[]): Promise<Plan> {
  const planner = new ImportPlanner(await whatIsKnown(db, scope, rows), rows.length);
  for (let index = 0; index < rows.length; index++) {
    const raw = rows[index];
    // the row's object is let go as it is planned (its values live on in the plan)
    rows[index] = PLANNED;
    // 50,000 rows are some hundred milliseconds of work: other users' requests go in between
    if (index % YIELD_EVERY === YIELD_EVERY - 1) await setImmediate();
    planner.planRow(raw, index + 2);
  }
  return planner.finish();
}

const text = (raw: Row, column: ImportColumn) => (typeof raw[column] === 'string' ? raw[column].trim() : '');

/** What the rows are checked against: the sites of the ITC, their disciplines, their instructors and those instructors' certificates. */
async function whatIsKnown(db: Db, scope: Organisations, rows: Row[]) {
  const sites = await db
    .selectFrom('organisations as o')
    .select(['o.id', 'o.name', 'o.parentId'])
    .where('o.type', '=', 'its')
    .where('o.deleted', '=', false)
    .where(inOrganisations('o.id', scope))
    .execute();
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
  const { holderOf, byEmail, known } = await instructorsNamed(db, siteIds, rows);
  const { heldCertificate, heldDiscipline } = await certificatesHeld(db, known);
  return { sitesNamed: sitesNamedIn(sites), disciplineByName, holderOf, byEmail, heldCertificate, heldDiscipline };
}
type Known = Awaited<ReturnType<typeof whatIsKnown>>;

/**
 * The sites a row's text names. A row names its site by name or by id. Names are unique within an
 * ITC only, so the internal staff, who import for every ITC, may meet a name of several sites:
 * such a row is refused rather than given to one of them.
 */
function sitesNamedIn<Site extends { id: string; name: string }>(sites: Site[]) {
  const siteById = new Map(sites.map((s) => [s.id, s]));
  const sitesByName = new Map<string, Site[]>();
  for (const site of sites) sitesByName.set(lower(site.name), [...(sitesByName.get(lower(site.name)) ?? []), site]);
  return (text: string) => {
    const byId = siteById.get(lower(text));
    return byId ? [byId] : (sitesByName.get(lower(text)) ?? []);
  };
}

/**
 * Only the instructors the file names (by e-mail or AHA id): memory grows with the file, not with
 * the ITC (tens of thousands of instructors).
 */
async function instructorsNamed(db: Db, siteIds: string[], rows: Row[]) {
  const emails = [...new Set(rows.map((r) => lower(text(r, 'email'))).filter(Boolean))];
  const ahaIds = [...new Set(rows.map((r) => text(r, 'ahaInstructorId')).filter(Boolean))];
  const instructorFields = ['i.id', 'i.organisationId', 'i.ahaInstructorId', 'p.id as participantId'] as const;
  const byEmailRows =
    siteIds.length && emails.length
      ? await withPerson(db.selectFrom('instructorProfiles as i'))
          .select(instructorFields)
          .select('p.email')
          .where('i.organisationId', 'in', siteIds)
          .where('i.deleted', '=', false)
          .where('p.deleted', '=', false)
          .where(sql<SqlBool>`lower(p.email) = ANY(${emails}::text[])`)
          .execute()
      : [];
  // the holders of the file's AHA ids anywhere: an id names one instructor in the product
  const holders = ahaIds.length
    ? await withPerson(db.selectFrom('instructorProfiles as i'))
        .select(instructorFields)
        .where('i.deleted', '=', false)
        .where(sql<SqlBool>`i.aha_instructor_id = ANY(${ahaIds}::text[])`)
        .execute()
    : [];
  const holderOf = new Map(holders.map((h) => [h.ahaInstructorId!, h]));
  const byEmail = new Map<string, (typeof byEmailRows)[number]>();
  for (const instructor of byEmailRows)
    if (instructor.email) byEmail.set(key(instructor.organisationId, lower(instructor.email)), instructor);
  return { holderOf, byEmail, known: [...byEmailRows, ...holders].map((i) => i.id) };
}

/** The CERTIFIED certificates of the instructors found: by discipline and expiry date, and by discipline. */
async function certificatesHeld(db: Db, known: string[]) {
  const certified = known.length
    ? await db
        .selectFrom('instructorCertificates')
        .select(['instructorId', 'disciplineId', 'expiryDate'])
        .where(sql<SqlBool>`instructor_id = ANY(${known}::uuid[])`)
        .where('status', '=', 'CERTIFIED')
        .execute()
    : [];
  return {
    heldCertificate: new Set(certified.map((c) => key(c.instructorId, c.disciplineId, c.expiryDate ?? ''))),
    heldDiscipline: new Set(certified.map((c) => key(c.instructorId, c.disciplineId))),
  };
}

/** One row's values, checked on their own and against what is known; `fail` adds an error. */
function checkRow(known: Known, raw: Row) {
  const value = (column: ImportColumn) => text(raw, column);
  const errors: ImportRowError[] = [];
  const fail = (code: ImportErrorCode, field?: ImportColumn) =>
    errors.push({ code, field, message: IMPORT_ERRORS[code] });

  for (const column of IMPORT_REQUIRED) if (!value(column)) fail('REQUIRED', column);
  if (IMPORT_CERTIFICATE.some((column) => value(column)))
    for (const column of IMPORT_CERTIFICATE) if (!value(column)) fail('REQUIRED', column);
  for (const column of Object.keys(raw) as ImportColumn[])
    if (value(column).length > MAX_TEXT) fail('TOO_LONG', column);

  const named = value('organisation') ? known.sitesNamed(value('organisation')) : [];
  const site = named.length === 1 ? named[0] : undefined;
  if (value('organisation') && !named.length) fail('UNKNOWN_ORGANISATION', 'organisation');
  if (named.length > 1) fail('AMBIGUOUS_ORGANISATION', 'organisation');
  const discipline =
    site && value('discipline')
      ? known.disciplineByName.get(key(site.parentId ?? '', lower(value('discipline'))))
      : undefined;
  if (value('discipline') && site && !discipline) fail('UNKNOWN_DISCIPLINE', 'discipline');
  const expiryDate = value('expiryDate') ? parseImportDate(value('expiryDate')) : undefined;
  if (value('expiryDate') && !expiryDate) fail('BAD_DATE', 'expiryDate');
  const email = value('email');
  if (email && !isImportEmail(email)) fail('BAD_EMAIL', 'email');
  const ahaId = value('ahaInstructorId');
  if (ahaId && !AHA_ID_PATTERN.test(ahaId)) fail('BAD_AHA_ID', 'ahaInstructorId');
  return { value, errors, fail, site, discipline, expiryDate, email, ahaId };
}
type CheckedRow = ReturnType<typeof checkRow>;
type Site = NonNullable<CheckedRow['site']>;
type KnownInstructor = NonNullable<ReturnType<Known['holderOf']['get']>>;

/**
 * The plan the rows make, row by row. A row's person is an instructor found (his id) or one the
 * file makes (his plan). No key is made per row that outlives it: 50,000 rows must fit the
 * server's memory beside other work.
 */
class ImportPlanner {
  private readonly known: Known;
  private readonly result: ImportResult;
  private readonly plan: Plan;
  /** The people the file makes, by site and (lower-cased) e-mail. */
  private readonly newPeople = new Map<string, Map<string, NewPerson>>();
  /** The disciplines each person has in the file so far. */
  private readonly disciplinesOf = new Map<Person, string[]>();
  /** AHA ids the file gives to instructors (new or without one until now): to whom. */
  private readonly given = new Map<string, Person>();
  private readonly createdPeople = new Set<NewPerson>();
  private readonly updatedPeople = new Set<string>();

  constructor(known: Known, total: number) {
    this.known = known;
    this.result = { dryRun: true, total, created: 0, updated: 0, failed: 0, certificates: 0, rows: [] };
    this.plan = { result: this.result, newPeople: [], updates: new Map(), ahaIds: new Map(), certificates: [] };
  }

  planRow(raw: Row, line: number) {
    const row = checkRow(this.known, raw);
    const { value, errors, site } = row;
    let existing: KnownInstructor | undefined;
    let person: Person | undefined;
    let identified = false;
    if (site && !errors.length) {
      identified = true;
      ({ existing, person } = this.identify(row, site));
    }
    const failed = errors.length > 0 || !site || !identified;
    if (!failed) this.record(row, site, existing, person);
    this.result.rows.push({
      line,
      action: failed ? 'error' : existing ? 'update' : 'create',
      organisation: value('organisation'),
      name: [value('firstName'), value('lastName')].filter(Boolean).join(' '),
      discipline: value('discipline'),
      errors,
    });
  }

  finish(): Plan {
    const { result } = this;
    result.failed = result.rows.filter((r) => r.action === 'error').length;
    result.created = this.createdPeople.size;
    result.updated = this.updatedPeople.size;
    result.certificates = this.plan.certificates.length;
    return this.plan;
  }

  /** Who the row is: an existing instructor (by AHA id, else by e-mail at the site) or a new one. */
  private identify({ ahaId, email, discipline, errors, fail }: CheckedRow, site: Site) {
    let existing: KnownInstructor | undefined;
    const holder = ahaId ? this.known.holderOf.get(ahaId) : undefined;
    const atSite = this.known.byEmail.get(key(site.id, lower(email)));
    if (holder && holder.organisationId !== site.id) fail('AHA_ID_TAKEN', 'ahaInstructorId');
    else if (holder) existing = holder;
    else if (atSite?.ahaInstructorId && ahaId) fail('INSTRUCTOR_EXISTS', 'email');
    else existing = atSite;
    // (undefined: a new person the file has not named before)
    const made = existing ? undefined : this.newPeople.get(site.id)?.get(lower(email));
    const person: Person | undefined = existing ? existing.id : made;
    // the file gives one new AHA id to one instructor, and one instructor one id
    const planned = existing ? (existing.ahaInstructorId ?? this.plan.ahaIds.get(existing.id)) : made?.ahaInstructorId;
    if (!errors.length && ahaId && !holder) {
      if (this.given.has(ahaId) && this.given.get(ahaId) !== person) fail('AHA_ID_TAKEN', 'ahaInstructorId');
      else if (planned && planned !== ahaId) fail('INSTRUCTOR_EXISTS', 'ahaInstructorId');
    }
    // the same instructor and discipline twice in one file
    if (!errors.length && person !== undefined && this.disciplinesOf.get(person)?.includes(discipline?.id ?? ''))
      fail('DUPLICATE');
    return { existing, person };
  }

  /** A valid row planned: its instructor updated or made, and its certificate unless he holds it. */
  private record(row: CheckedRow, site: Site, existing: KnownInstructor | undefined, found: Person | undefined) {
    const { discipline, expiryDate } = row;
    const person = existing ? this.updated(row, existing) : this.made(row, site, found as NewPerson | undefined);
    const disciplines = this.disciplinesOf.get(person);
    if (disciplines) disciplines.push(discipline?.id ?? '');
    else this.disciplinesOf.set(person, [discipline?.id ?? '']);
    // a certificate of a person and discipline is planned once: a second row of them is a DUPLICATE
    // a new person holds no certificate yet
    const held = existing ? existing.id : '';
    if (discipline && expiryDate && !this.known.heldCertificate.has(key(held, discipline.id, expiryDate))) {
      const disciplineType: DisciplineType = this.known.heldDiscipline.has(key(held, discipline.id))
        ? 'RECERTIFICATION'
        : 'INITIAL';
      this.plan.certificates.push({
        organisationId: site.id,
        instructor: person,
        disciplineId: discipline.id,
        disciplineType,
        expiryDate,
      });
    }
  }

  /** An instructor found: his names and e-mail from the file, and its AHA id if he has none. */
  private updated({ value, email, ahaId }: CheckedRow, existing: KnownInstructor): Person {
    const person = existing.id;
    this.plan.updates.set(existing.participantId, {
      firstName: value('firstName'),
      lastName: value('lastName'),
      email,
    });
    if (ahaId && !existing.ahaInstructorId) {
      this.plan.ahaIds.set(existing.id, ahaId);
      this.given.set(ahaId, person);
    }
    this.updatedPeople.add(existing.id);
    return person;
  }

  /** A person the file makes, or the one an earlier row made, with the row's AHA id. */
  private made({ value, email, ahaId }: CheckedRow, site: Site, earlier: NewPerson | undefined): Person {
    let made = earlier;
    if (!made) {
      made = {
        organisationId: site.id,
        firstName: value('firstName'),
        lastName: value('lastName'),
        email,
        ahaInstructorId: null,
      };
      const atSite = this.newPeople.get(site.id) ?? new Map<string, NewPerson>();
      this.newPeople.set(site.id, atSite.set(lower(email), made));
      this.plan.newPeople.push(made);
    }
    if (ahaId) {
      made.ahaInstructorId = ahaId;
      this.given.set(ahaId, made);
    }
    this.createdPeople.add(made);
    return made;
  }
}

/** Writes the plan of the valid rows, `importId` naming the import in the certificates' history; call inside the import's transaction. One statement per table: the rows travel as arrays. */
export async function writeImport(trx: Db, plan: Plan, userId: string, importId: string) {
  const people = plan.newPeople;
  const ids = new Map(people.map((p) => [p, { participantId: randomUUID(), instructorId: randomUUID() }]));
  const idsOf = (p: NewPerson) => ids.get(p)!;
  const instructorOf = (person: Person) => (typeof person === 'string' ? person : idsOf(person).instructorId);
  if (people.length) {
    await sql`
      INSERT INTO participant_profiles (id, organisation_id, first_name, last_name, email, is_instructor)
      SELECT *, true FROM unnest(${people.map((p) => idsOf(p).participantId)}::uuid[], ${people.map((p) => p.organisationId)}::uuid[],
        ${people.map((p) => p.firstName)}::text[], ${people.map((p) => p.lastName)}::text[], ${people.map((p) => p.email)}::text[])`.execute(
      trx,
    );
    await sql`
      INSERT INTO instructor_profiles (id, organisation_id, participant_profile_id, aha_instructor_id)
      SELECT * FROM unnest(${people.map((p) => idsOf(p).instructorId)}::uuid[], ${people.map((p) => p.organisationId)}::uuid[], ${people.map((p) => idsOf(p).participantId)}::uuid[],
        ${people.map((p) => p.ahaInstructorId)}::text[])`.execute(trx);
  }
  if (plan.ahaIds.size) {
    await sql`
      UPDATE instructor_profiles AS i SET aha_instructor_id = v.aha_id, updated_at = now()
      FROM unnest(${[...plan.ahaIds.keys()]}::uuid[], ${[...plan.ahaIds.values()]}::text[]) AS v(id, aha_id)
      WHERE i.id = v.id`.execute(trx);
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
    // each certificate's history says it came from this import (who and when: the audit row's)
    await sql`
      WITH imported AS (
        INSERT INTO instructor_certificates (organisation_id, instructor_id, discipline_id, discipline_type, expiry_date, status, created_by)
        SELECT v.*, 'CERTIFIED', ${userId}::uuid FROM unnest(${certificates.map((c) => c.organisationId)}::uuid[], ${certificates.map((c) => instructorOf(c.instructor))}::uuid[],
          ${certificates.map((c) => c.disciplineId)}::uuid[], ${certificates.map((c) => c.disciplineType)}::text[], ${certificates.map((c) => c.expiryDate)}::date[]) AS v
        RETURNING id, organisation_id, expiry_date
      )
      INSERT INTO audit_log (organisation_id, user_id, entity, entity_id, action, after)
      SELECT organisation_id, ${userId}::uuid, 'instructor-certificates', id::text, 'import',
        jsonb_build_object('importId', ${importId}::text, 'status', 'CERTIFIED', 'expiryDate', expiry_date)
      FROM imported`.execute(trx);
  }
}
