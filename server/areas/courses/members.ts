import type { Kysely, Selectable } from 'kysely';
import type { ErrorCode } from '../../../src/domain/errors';
import type { TrainerOrigin, TrainerType } from '../../../src/domain/courses';
import { english, type Message } from '../../../src/domain/validation';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';

/**
 * The trainers and participants of a course as sent, resolved against the profiles of the
 * course's organisation into rows ready to insert, with a message per wrong field.
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

/** Collects field messages and answers them all at once (400). */
export class FieldErrors {
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

export interface Existing {
  trainers: { id: string; instructorProfileId: string | null; origin: string; ahaInstructorId: string | null }[];
  participants: { id: string; participantProfileId: string }[];
  courseTypeId?: string;
  venueId?: string | null;
}

/** The instructor profile of another organisation an AHA id names, if the course may name him (one counted look-up). */
export type TrainerLookup = (ahaInstructorId: string) => Promise<string | undefined>;

export const required: Message = { key: 'required' };
export const invalid: Message = { key: 'invalidValue' };
export const duplicate: Message = { key: 'unique' };

/**
 * The profiles of the course's organisation among `ids` that the course may name, by id: a deleted
 * one only where the course names it already (`named`), so that a course keeps whom it had.
 */
async function namableProfiles<T extends 'instructorProfiles' | 'participantProfiles'>(
  db: Db,
  table: T,
  organisationId: string,
  ids: readonly string[],
  named: ReadonlySet<string | null>,
) {
  type Profile = Selectable<Database[T]> & { id: string; deleted: boolean };
  const profiles = ids.length
    ? ((await db
        .selectFrom(table as 'instructorProfiles' | 'participantProfiles')
        .selectAll()
        .where('id', 'in', ids)
        .where('organisationId', '=', organisationId)
        .execute()) as Profile[])
    : [];
  return new Map(profiles.filter((p) => !p.deleted || named.has(p.id)).map((p) => [p.id, p]));
}

export async function resolveTrainers(
  db: Db,
  organisationId: string,
  trainers: TrainerInput[],
  existing: Existing,
  errors: FieldErrors,
  lookup: TrainerLookup,
) {
  const ownIds = trainers
    .filter((t) => t.origin === 'own_organisation' && t.instructorProfileId)
    .map((t) => t.instructorProfileId!);
  const wasTrainer = new Set(existing.trainers.map((t) => t.instructorProfileId));
  const own = await namableProfiles(db, 'instructorProfiles', organisationId, ownIds, wasTrainer);
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
      const profile = trainer.instructorProfileId ? own.get(trainer.instructorProfileId) : undefined;
      if (!trainer.instructorProfileId) errors.add(field('instructorProfileId'), required);
      else if (!profile) errors.add(field('instructorProfileId'), invalid);
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
        // a trainer the course has already keeps his profile; a new id is looked up (and counted)
        const found = kept?.instructorProfileId ?? (await lookup(ahaInstructorId));
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

export async function resolveParticipants(
  db: Db,
  organisationId: string,
  participants: ParticipantInput[],
  existing: Existing,
  errors: FieldErrors,
) {
  const ids = participants.map((p) => p.participantProfileId);
  const wasParticipant = new Set(existing.participants.map((p) => p.participantProfileId));
  const profiles = await namableProfiles(db, 'participantProfiles', organisationId, ids, wasParticipant);
  const existingIds = new Set(existing.participants.map((p) => p.id));
  const seenProfiles = new Set<string>();
  const seenNumbers = new Set<number>();
  let next = Math.max(0, ...participants.map((p) => p.sequenceNumber ?? 0)) + 1;
  const rows = [];
  for (const [index, participant] of participants.entries()) {
    const field = (name: string) => `participants.${index}.${name}`;
    const profile = profiles.get(participant.participantProfileId);
    if (!profile) errors.add(field('participantProfileId'), invalid);
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
