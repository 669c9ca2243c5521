import type { Kysely } from 'kysely';
import { ERRORS, type ErrorCode } from '../../../src/domain/errors';
import {
  canMoveCourse,
  countInstructors,
  MIN_COURSE_INSTRUCTORS,
  type CourseStatus,
  type TrainerOrigin,
  type TrainerType,
} from '../../../src/domain/courses';
import { english, type Message } from '../../../src/domain/validation';
import type { Database } from '../../db/schema';
import { conflict, HttpError } from '../../http/errors';

/**
 * The rules of a course with its trainers and participants (§3, §5 and DESIGN §5), checked and
 * written inside the write's transaction: references of the course's organisation, at least one
 * instructor, status one step at a time, dates in order.
 */
type Db = Kysely<Database>;

export interface TrainerInput {
  id?: string;
  instructorProfileId?: string | null;
  instructorType: TrainerType;
  origin: TrainerOrigin;
  name?: string | null;
  ahaInstructorId?: string | null;
}

export interface ParticipantInput {
  id?: string;
  sequenceNumber?: number | null;
  participantProfileId: string;
  orderNumber?: string | null;
  grouping?: string | null;
  comment?: string | null;
  price?: number | null;
}

/** The course columns a client may write (besides trainers, participants and status). */
export const COURSE_FIELDS = [
  'courseTypeId',
  'venueId',
  'date',
  'startDate',
  'endDate',
  'time',
  'courseFormat',
  'doctorName',
  'numberOfParticipants',
  'targetGroup',
  'customer',
  'order',
  'projectNumber',
  'invoiceNumber',
  'expectedRevenue',
  'courseLanguages',
  'courseLeader',
] as const;
export type CourseField = (typeof COURSE_FIELDS)[number];
export type CourseValues = Partial<Record<CourseField, unknown>>;

/** Collects field messages and answers them all at once (400). */
class FieldErrors {
  readonly errors: Record<string, Message> = {};
  add(field: string, message: Message) {
    this.errors[field] ??= message;
  }
  get empty() {
    return Object.keys(this.errors).length === 0;
  }
  throwIfAny(code: ErrorCode = 'VALIDATION', message?: string) {
    if (this.empty) return;
    const texts = Object.fromEntries(Object.entries(this.errors).map(([field, m]) => [field, english(m)]));
    throw new HttpError(400, code, message, texts);
  }
}

interface Existing {
  trainers: { id: string; instructorProfileId: string | null; origin: string; ahaInstructorId: string | null }[];
  participants: { id: string; participantProfileId: string }[];
  courseTypeId?: string;
  venueId?: string | null;
}

const required: Message = { key: 'required' };
const invalid: Message = { key: 'invalidValue' };
const duplicate: Message = { key: 'unique' };

/**
 * Checks the course values and resolves trainers and participants to rows ready to insert. Every
 * reference must belong to the course's organisation (deleted profiles, types and venues only if
 * the course had them already); an instructor of another organisation is found by his AHA id,
 * which names one profile across the product (migration 046).
 * Throws 409 without any course type, 400 with field messages otherwise.
 */
export async function checkCourse(
  db: Db,
  organisationId: string,
  values: CourseValues,
  trainers: TrainerInput[] | undefined,
  participants: ParticipantInput[] | undefined,
  existing: Existing = { trainers: [], participants: [] },
) {
  const errors = new FieldErrors();

  if ('courseTypeId' in values || existing.courseTypeId === undefined) {
    if (!values.courseTypeId) {
      const anyType = await db
        .selectFrom('courseTypes')
        .select('id')
        .where('organisationId', '=', organisationId)
        .where('deleted', '=', false)
        .executeTakeFirst();
      if (!anyType)
        throw conflict('NO_COURSE_TYPES', ERRORS.NO_COURSE_TYPES, {
          courseTypeId: english({ key: 'noCourseTypes' }),
        });
      errors.add('courseTypeId', required);
    } else if (values.courseTypeId !== existing.courseTypeId) {
      const type = await db
        .selectFrom('courseTypes')
        .select('id')
        .where('id', '=', values.courseTypeId as string)
        .where('organisationId', '=', organisationId)
        .where('deleted', '=', false)
        .executeTakeFirst();
      if (!type) errors.add('courseTypeId', invalid);
    }
  }
  if (values.venueId && values.venueId !== existing.venueId) {
    const venue = await db
      .selectFrom('venues')
      .select('id')
      .where('id', '=', values.venueId as string)
      .where('organisationId', '=', organisationId)
      .where('deleted', '=', false)
      .executeTakeFirst();
    if (!venue) errors.add('venueId', invalid);
  }

  const trainerRows = trainers && (await resolveTrainers(db, organisationId, trainers, existing, errors));
  const participantRows =
    participants && (await resolveParticipants(db, organisationId, participants, existing, errors));

  if (trainers && countInstructors(trainers) < MIN_COURSE_INSTRUCTORS) {
    errors.add('trainers', { key: 'minInstructors', values: { n: MIN_COURSE_INSTRUCTORS } });
    errors.throwIfAny('NO_INSTRUCTOR', ERRORS.NO_INSTRUCTOR);
  }
  errors.throwIfAny();
  return { trainerRows, participantRows };
}

async function resolveTrainers(
  db: Db,
  organisationId: string,
  trainers: TrainerInput[],
  existing: Existing,
  errors: FieldErrors,
) {
  const ownIds = trainers
    .filter((t) => t.origin === 'own_organisation' && t.instructorProfileId)
    .map((t) => t.instructorProfileId!);
  const own = ownIds.length
    ? await db
        .selectFrom('instructorProfiles')
        .select(['id', 'deleted', 'ahaInstructorId'])
        .where('id', 'in', ownIds)
        .where('organisationId', '=', organisationId)
        .execute()
    : [];
  const wasTrainer = new Set(existing.trainers.map((t) => t.instructorProfileId));
  const existingIds = new Set(existing.trainers.map((t) => t.id));
  const seen = new Set<string>();
  const rows = [];
  for (const [index, trainer] of trainers.entries()) {
    const field = (name: string) => `trainers.${index}.${name}`;
    let instructorProfileId: string | null = null;
    // a profile's AHA id is the profile's own; a trainer given as free text may carry one
    let ahaInstructorId = trainer.ahaInstructorId?.trim() || null;
    const name = trainer.origin === 'free_text' ? trainer.name?.trim() || null : null;
    if (trainer.origin === 'own_organisation') {
      const profile = own.find((p) => p.id === trainer.instructorProfileId);
      if (!trainer.instructorProfileId) errors.add(field('instructorProfileId'), required);
      else if (!profile || (profile.deleted && !wasTrainer.has(profile.id)))
        errors.add(field('instructorProfileId'), invalid);
      else {
        instructorProfileId = profile.id;
        ahaInstructorId = profile.ahaInstructorId;
      }
    } else if (trainer.origin === 'other_organisation') {
      if (!ahaInstructorId) errors.add(field('ahaInstructorId'), required);
      else {
        const kept = existing.trainers.find(
          (t) => t.id === trainer.id && t.origin === 'other_organisation' && t.ahaInstructorId === ahaInstructorId,
        );
        const found =
          kept?.instructorProfileId ??
          (
            await db
              .selectFrom('instructorProfiles')
              .select('id')
              .where('ahaInstructorId', '=', ahaInstructorId)
              .where('organisationId', '<>', organisationId)
              .where('deleted', '=', false)
              .orderBy('updatedAt', 'desc')
              .executeTakeFirst()
          )?.id;
        if (!found) errors.add(field('ahaInstructorId'), { key: 'instructorNotFound' });
        else instructorProfileId = found;
      }
    } else if (!name) {
      errors.add(field('name'), required);
    }
    if (instructorProfileId) {
      if (seen.has(instructorProfileId))
        errors.add(field(trainer.origin === 'own_organisation' ? 'instructorProfileId' : 'ahaInstructorId'), duplicate);
      seen.add(instructorProfileId);
    }
    rows.push({
      ...(trainer.id && existingIds.has(trainer.id) ? { id: trainer.id } : {}),
      position: index,
      instructorProfileId,
      instructorType: trainer.instructorType,
      origin: trainer.origin,
      name,
      ahaInstructorId,
    });
  }
  return rows;
}

async function resolveParticipants(
  db: Db,
  organisationId: string,
  participants: ParticipantInput[],
  existing: Existing,
  errors: FieldErrors,
) {
  const ids = participants.map((p) => p.participantProfileId);
  const profiles = ids.length
    ? await db
        .selectFrom('participantProfiles')
        .select(['id', 'deleted'])
        .where('id', 'in', ids)
        .where('organisationId', '=', organisationId)
        .execute()
    : [];
  const wasParticipant = new Set(existing.participants.map((p) => p.participantProfileId));
  const existingIds = new Set(existing.participants.map((p) => p.id));
  const seenProfiles = new Set<string>();
  const seenNumbers = new Set<number>();
  let next = Math.max(0, ...participants.map((p) => p.sequenceNumber ?? 0)) + 1;
  const rows = [];
  for (const [index, participant] of participants.entries()) {
    const field = (name: string) => `participants.${index}.${name}`;
    const profile = profiles.find((p) => p.id === participant.participantProfileId);
    if (!profile || (profile.deleted && !wasParticipant.has(profile.id)))
      errors.add(field('participantProfileId'), invalid);
    else if (seenProfiles.has(profile.id)) errors.add(field('participantProfileId'), duplicate);
    seenProfiles.add(participant.participantProfileId);
    const sequenceNumber = participant.sequenceNumber ?? next++;
    if (seenNumbers.has(sequenceNumber)) errors.add(field('sequenceNumber'), duplicate);
    seenNumbers.add(sequenceNumber);
    rows.push({
      ...(participant.id && existingIds.has(participant.id) ? { id: participant.id } : {}),
      sequenceNumber,
      participantProfileId: participant.participantProfileId,
      orderNumber: participant.orderNumber?.trim() || null,
      grouping: participant.grouping?.trim() || null,
      comment: participant.comment?.trim() || null,
      price: participant.price ?? null,
    });
  }
  return rows;
}

type Resolved = Awaited<ReturnType<typeof checkCourse>>;

/** Replaces the course's trainers and participants with the resolved rows (ids kept where sent back). */
export async function writeCourseChildren(
  trx: Db,
  courseId: string,
  organisationId: string,
  { trainerRows, participantRows }: Resolved,
) {
  if (trainerRows) {
    await trx.deleteFrom('courseTrainers').where('courseId', '=', courseId).execute();
    if (trainerRows.length)
      await trx
        .insertInto('courseTrainers')
        .values(trainerRows.map((row) => ({ ...row, courseId, organisationId })))
        .execute();
  }
  if (participantRows) {
    await trx.deleteFrom('courseParticipants').where('courseId', '=', courseId).execute();
    if (participantRows.length) {
      await trx
        .insertInto('courseParticipants')
        .values(participantRows.map((row) => ({ ...row, courseId, organisationId })))
        .execute();
    }
  }
}

/** The dates must be in order (checked on the values the course will have). */
export function checkDates(startDate: unknown, endDate: unknown) {
  if (typeof startDate === 'string' && typeof endDate === 'string' && endDate < startDate) {
    throw new HttpError(400, 'VALIDATION', undefined, { endDate: english({ key: 'endBeforeStart' }) });
  }
}

/** 409 unless the course may move from `from` to `to` (one step; DONE is final). */
export function checkTransition(from: CourseStatus, to: CourseStatus) {
  if (from !== to && !canMoveCourse(from, to)) throw conflict('COURSE_ILLEGAL_TRANSITION');
}
