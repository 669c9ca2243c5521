import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import {
  addDays,
  EXPIRES_SOON_DAYS,
  holdsReach,
  today,
  type DisplayStatus,
  type Relation,
} from '../../src/domain/certificates';
import type { Action } from '../../src/domain/features';
import type { Grant, Reach } from '../../src/domain/resources';
import { INTERNAL_MODULE } from '../../src/domain/organisations';
import { hasModule } from '../../src/domain/permissions';
import type { SessionUser } from '../../src/domain/session';
import { inOrganisations, type Organisations } from '../auth/scope';

/**
 * The certificate rules of src/domain/certificates.ts in SQL: which rows a user reaches, and the
 * display status. Queries name the certificate's (or instructor's) organisation column and the
 * participant profile's user column; the relation of one row is worked out in TypeScript from the
 * same facts, so lists and single rows agree.
 */

/** The organisations a permit of each reach covers for this user (undefined: he holds none). */
export interface Reaches {
  own?: Organisations;
  itc?: Organisations;
  /** The user id: rows whose instructor is linked to him. */
  my?: string;
}

export function reachesOf(user: SessionUser, permits: readonly Grant[], action: Action, only?: Reach): Reaches {
  const internal = hasModule(user, INTERNAL_MODULE);
  const reaches: Reaches = {};
  const wanted = (reach: Reach) => (!only || only === reach) && holdsReach(user, permits, action, reach);
  if (wanted('own')) reaches.own = internal ? { kind: 'all' } : { kind: 'one', id: user.organisation.id };
  if (wanted('itc')) {
    reaches.itc = internal
      ? { kind: 'all' }
      : user.organisation.type === 'itc'
        ? { kind: 'network', itcId: user.organisation.id }
        : { kind: 'one', id: user.organisation.id };
  }
  if (wanted('my')) reaches.my = user.id;
  return reaches;
}

export const reachesAnything = (reaches: Reaches) => !!(reaches.own || reaches.itc || reaches.my);

/** A WHERE condition: the row's organisation is reached, or its instructor is the user himself. */
export function reachCondition(reaches: Reaches, organisationColumn: string, userColumn: string): RawBuilder<SqlBool> {
  const parts: RawBuilder<SqlBool>[] = [];
  if (reaches.own) parts.push(inOrganisations(organisationColumn, reaches.own));
  if (reaches.itc) parts.push(inOrganisations(organisationColumn, reaches.itc));
  if (reaches.my) parts.push(sql<SqlBool>`${sql.ref(userColumn)} = ${reaches.my}`);
  if (!parts.length) return sql<SqlBool>`false`;
  return sql<SqlBool>`(${sql.join(parts, sql` OR `)})`;
}

/** The facts of one row that decide the user's relation to it. */
export interface RowFacts {
  organisationId: string;
  organisationParentId: string | null;
  instructorUserId: string | null;
}

/** How the user relates to a row (same rules as reachesOf/reachCondition). */
export function relationOf(user: SessionUser, row: RowFacts): Relation {
  const internal = hasModule(user, INTERNAL_MODULE);
  const own = internal || row.organisationId === user.organisation.id;
  const itc = own || (user.organisation.type === 'itc' && row.organisationParentId === user.organisation.id);
  return { own, itc, my: !!row.instructorUserId && row.instructorUserId === user.id };
}

/** The expiry date of an instructor's newest certified certificate of a discipline (or NULL). */
export const newestExpirySql = (instructorColumn: string, disciplineColumn: string) =>
  sql<
    string | null
  >`(SELECT n.expiry_date FROM instructor_certificates n WHERE n.instructor_id = ${sql.ref(instructorColumn)} AND n.discipline_id = ${sql.ref(disciplineColumn)} AND n.status = 'CERTIFIED' ORDER BY n.expiry_date DESC LIMIT 1)`;

/** The display status (domain displayStatus()) of an expiry date, in SQL. */
export function displayStatusSql(
  expiry: Expression<string | null> | RawBuilder<string | null>,
  day: string = today(),
): RawBuilder<DisplayStatus> {
  const soon = addDays(day, EXPIRES_SOON_DAYS);
  return sql<DisplayStatus>`(CASE WHEN ${expiry} IS NULL THEN 'NO_CERTIFICATE' WHEN ${expiry} < ${day}::date THEN 'EXPIRED' WHEN ${expiry} <= ${soon}::date THEN 'EXPIRES_SOON' ELSE 'ACTIVE' END)`;
}

/**
 * The display status of a certificate row (alias `c`), as the certificate lists show and filter it:
 * its own expiry once certified, else the instructor's current one in that discipline.
 */
export const rowDisplayStatusSql = (day: string) =>
  displayStatusSql(
    sql<
      string | null
    >`(CASE WHEN c.status = 'CERTIFIED' THEN c.expiry_date ELSE ${newestExpirySql('c.instructorId', 'c.disciplineId')} END)`,
    day,
  );

/** The ITC whose disciplines a site uses: its parent, or itself when it is the ITC. */
export const itcOfSql = (organisationAlias: string) =>
  sql<string>`coalesce(${sql.ref(`${organisationAlias}.parentId`)}, ${sql.ref(`${organisationAlias}.id`)})`;
