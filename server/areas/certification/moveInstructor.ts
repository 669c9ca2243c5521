import { randomUUID } from 'node:crypto';
import { sql, type SqlBool } from 'kysely';
import { OPEN_STATUSES } from '../../../src/domain/certificates';
import { reaches, type Scope } from '../../auth/scope';
import type { Db } from '../../db/database';
import { ERRORS } from '../../../src/domain/errors';
import { conflict, fieldErrors, HttpError, notFound } from '../../http/errors';
import { audit } from '../../services/audit';
import { withPerson } from './queries';

/**
 * Moving an instructor's certificates (and their files) to another site of the same ITC, in the
 * caller's transaction: the instructor at the new site is the same person's profile there (same
 * user or e-mail), else a copy of this one. Both sites get an audit row.
 */

/** The instructor whose certificates move: a row of the ITC's instructors, locked by the caller. */
export interface MoveSource {
  id: string;
  organisationId: string;
  organisationParentId: string | null;
}

export interface MoveResult {
  /** The instructor profile at the new site. */
  instructorId: string;
  organisationId: string;
  organisationName: string;
  certificates: number;
}

export async function moveInstructor(
  trx: Db,
  userId: string,
  scope: Scope,
  source: MoveSource,
  organisationId: string,
): Promise<MoveResult> {
  const target = await targetSite(trx, scope, source, organisationId);
  // serialise moves and requests of this instructor
  await trx
    .selectFrom('instructorCertificates')
    .select('id')
    .where('instructorId', '=', source.id)
    .forUpdate()
    .execute();
  const targetId = await profileAtSite(trx, source.id, target.id);
  const certificates = await moveCertificates(trx, source.id, targetId, target.id);
  const result = {
    instructorId: targetId,
    organisationId: target.id,
    organisationName: target.name,
    certificates,
  };
  const before = { instructorId: source.id, organisationId: source.organisationId };
  const entry = { userId, entity: 'itc-instructors', before, after: result };
  await audit(trx, { ...entry, organisationId: source.organisationId, entityId: source.id, action: 'move' });
  await audit(trx, { ...entry, organisationId: target.id, entityId: targetId, action: 'move_in' });
  return result;
}

/** The site moved to: another site of the instructor's ITC, in the caller's reach (404, else 400). */
async function targetSite(trx: Db, scope: Scope, source: MoveSource, organisationId: string) {
  const target = await trx
    .selectFrom('organisations')
    .select(['id', 'name', 'parentId'])
    .where('id', '=', organisationId)
    .where('type', '=', 'its')
    .where('deleted', '=', false)
    .where(reaches(scope, 'id'))
    .executeTakeFirst();
  if (!target) throw notFound();
  // 400 as a field of the request, with its own code: a selection's result says why per row
  if (target.id === source.organisationId)
    throw new HttpError(400, 'ALREADY_AT_SITE', undefined, { organisationId: ERRORS.ALREADY_AT_SITE });
  if (target.parentId !== source.organisationParentId) throw fieldErrors({ organisationId: { key: 'invalidValue' } });
  return target;
}

/**
 * The instructor's profile at the site, answered by id: the same person's there (refused with 409
 * when both have an open request of one discipline), else a copy of this one.
 */
async function profileAtSite(trx: Db, sourceId: string, siteId: string) {
  const profile = await withPerson(trx.selectFrom('instructorProfiles as i'))
    .selectAll('i')
    .select(['p.userId', 'p.email'])
    .where('i.id', '=', sourceId)
    .executeTakeFirstOrThrow();
  const existing = await withPerson(trx.selectFrom('instructorProfiles as i'))
    .select(['i.id', 'i.ahaInstructorId'])
    .where('i.organisationId', '=', siteId)
    .where('i.deleted', '=', false)
    .where((eb) =>
      eb.or([
        ...(profile.userId ? [eb('p.userId', '=', profile.userId)] : []),
        ...(profile.email ? [sql<SqlBool>`lower(p.email) = ${profile.email.toLowerCase()}`] : []),
        sql<SqlBool>`false`,
      ]),
    )
    .orderBy('i.createdAt')
    .executeTakeFirst();
  // The AHA id names one profile (migration 046): it goes with the certificates, unless the
  // profile there has an id of its own already.
  const ahaId = profile.ahaInstructorId && !existing?.ahaInstructorId ? profile.ahaInstructorId : null;
  if (ahaId) await setAhaId(trx, sourceId, null);
  if (!existing) return copyProfile(trx, sourceId, siteId, ahaId);
  const clash = await trx
    .selectFrom('instructorCertificates as a')
    .innerJoin('instructorCertificates as b', 'b.disciplineId', 'a.disciplineId')
    .select('a.id')
    .where('a.instructorId', '=', sourceId)
    .where('b.instructorId', '=', existing.id)
    .where('a.status', 'in', OPEN_STATUSES)
    .where('b.status', 'in', OPEN_STATUSES)
    .executeTakeFirst();
  if (clash) throw conflict('ONE_REQUEST_PER_DISCIPLINE', 'Only one request per discipline');
  if (ahaId) await setAhaId(trx, existing.id, ahaId);
  return existing.id;
}

const setAhaId = (trx: Db, id: string, value: string | null) =>
  trx
    .updateTable('instructorProfiles')
    .set({ ahaInstructorId: value, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();

/** The instructor's certificates and their files move to the profile at the site; answers how many. */
async function moveCertificates(trx: Db, sourceId: string, targetId: string, siteId: string) {
  const moved = await trx
    .updateTable('instructorCertificates')
    .set({ instructorId: targetId, organisationId: siteId, updatedAt: new Date() })
    .where('instructorId', '=', sourceId)
    .returning('id')
    .execute();
  if (moved.length) {
    await trx
      .updateTable('certificateFiles')
      .set({ organisationId: siteId })
      .where(
        'certificateId',
        'in',
        moved.map((m) => m.id),
      )
      .execute();
  }
  return moved.length;
}

/** A copy of the instructor (person and profile) at the site, with the AHA id that moves along; answers its id. */
async function copyProfile(trx: Db, sourceId: string, organisationId: string, ahaId: string | null) {
  const profile = await trx
    .selectFrom('instructorProfiles')
    .selectAll()
    .where('id', '=', sourceId)
    .executeTakeFirstOrThrow();
  const {
    id: _id,
    organisationId: _o,
    createdAt: _c,
    updatedAt: _u,
    ...person
  } = await trx
    .selectFrom('participantProfiles')
    .selectAll()
    .where('id', '=', profile.participantProfileId)
    .executeTakeFirstOrThrow();
  const participantProfileId = randomUUID();
  await trx
    .insertInto('participantProfiles')
    .values({ ...person, id: participantProfileId, organisationId, deleted: false })
    .execute();
  const {
    id: _i,
    organisationId: _io,
    participantProfileId: _pp,
    createdAt: _ic,
    updatedAt: _iu,
    ...instructor
  } = profile;
  const id = randomUUID();
  await trx
    .insertInto('instructorProfiles')
    .values({ ...instructor, ahaInstructorId: ahaId, id, organisationId, participantProfileId, deleted: false })
    .execute();
  return id;
}
