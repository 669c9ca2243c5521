import { Type } from '@fastify/type-provider-typebox';
import { heldGrants } from '../../../src/domain/access';
import { isCourseEditable, type CourseStatus } from '../../../src/domain/courses';
import {
  checkPastedRow,
  PASTED_COLUMNS,
  PASTED_MAX_ROWS,
  PASTED_ROW_STATES,
  type PastedRow,
  type PastedRowState,
} from '../../../src/domain/participantList';
import type { SessionUser } from '../../../src/domain/session';
import { english } from '../../../src/domain/validation';
import { contains, reaches, scopeOf } from '../../auth/scope';
import type { Db } from '../../db/database';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import type { ActionHandler, Row } from '../../resources/extension';
import { audit } from '../../services/audit';
import { participantsOf } from './queries';

/**
 * A participant list pasted into a course (`POST /courses/:id/add-participants`): `?dryRun=true`
 * (the default) says per row whether it becomes a new profile, is one already, is in the course
 * already, or is wrong; `dryRun=false` creates the missing profiles at the course's organisation
 * and adds every row to the course in one transaction, or refuses a list with a wrong row whole.
 */

interface Planned {
  state: PastedRowState;
  values: PastedRow;
  profileId?: string;
  errors: Record<string, string>;
}

const trimmed = (row: PastedRow): PastedRow =>
  Object.fromEntries(PASTED_COLUMNS.map((column) => [column, row[column]?.trim() || undefined]));

const nameKey = (row: { firstName?: string | null; lastName?: string | null }) =>
  `${row.firstName?.toLowerCase()}\u0000${row.lastName?.toLowerCase()}`;

/** Matches each row with the organisation's profiles: by e-mail, or without one by a name only one profile has. */
async function plan(db: Db, organisationId: string, courseId: string | null, pasted: PastedRow[]): Promise<Planned[]> {
  const rows = pasted.map(trimmed);
  const emails = [...new Set(rows.map((row) => row.email?.toLowerCase()).filter((e): e is string => !!e))];
  // rows without an e-mail are matched by name, among all the organisation's profiles
  let query = db
    .selectFrom('participantProfiles')
    .select(['id', 'firstName', 'lastName', 'email'])
    .where('organisationId', '=', organisationId)
    .where('deleted', '=', false);
  if (rows.every((row) => row.email)) query = query.where((eb) => eb(eb.fn('lower', ['email']), 'in', emails));
  const profiles = rows.length ? await query.execute() : [];
  const byEmail = new Map(profiles.filter((p) => p.email).map((p) => [p.email!.toLowerCase(), p.id]));
  const byName = new Map<string, string | null>();
  for (const profile of profiles) {
    const key = nameKey(profile);
    byName.set(key, byName.has(key) ? null : profile.id);
  }
  // a course not saved yet has no participants stored
  const enrolled = new Set(
    courseId
      ? (
          await db
            .selectFrom('courseParticipants')
            .select('participantProfileId')
            .where('courseId', '=', courseId)
            .execute()
        ).map((p) => p.participantProfileId)
      : [],
  );
  const seenEmails = new Set<string>();
  const seenProfiles = new Set<string>();
  return rows.map((values) => {
    const errors = Object.fromEntries(
      Object.entries(checkPastedRow(values)).map(([field, message]) => [field, english(message)]),
    );
    const email = values.email?.toLowerCase();
    if (email && seenEmails.has(email)) errors.email ??= english({ key: 'unique' });
    if (email) seenEmails.add(email);
    if (Object.keys(errors).length) return { state: 'invalid', values, errors };
    const profileId = email ? byEmail.get(email) : (byName.get(nameKey(values)) ?? undefined);
    if (!profileId) return { state: 'new', values, errors };
    // the same person twice in the list (once by e-mail, once by name) is added once
    if (seenProfiles.has(profileId)) return { state: 'invalid', values, errors: { email: english({ key: 'unique' }) } };
    seenProfiles.add(profileId);
    return { state: enrolled.has(profileId) ? 'enrolled' : 'existing', values, profileId, errors };
  });
}

/** Whether the caller may create participant profiles at the course's organisation (their own grants). */
function mayCreateProfiles(user: SessionUser, course: Row) {
  const organisations = scopeOf(user, heldGrants(user, 'participant-profiles', 'create'))?.organisations;
  return (
    !!organisations &&
    contains(organisations, {
      id: course.organisationId as string,
      parentId: (course.organisationParentId as string | null) ?? null,
    })
  );
}

const answerOf = (planned: Planned[], dryRun: boolean, mayCreate: boolean) => ({
  dryRun,
  mayCreate,
  rows: planned.map((p, index) => ({
    line: index + 1,
    state: p.state,
    ...p.values,
    ...(p.profileId ? { profileId: p.profileId } : {}),
    errors: p.errors,
  })),
  ...Object.fromEntries(PASTED_ROW_STATES.map((state) => [state, planned.filter((p) => p.state === state).length])),
});

/**
 * The rows become profiles and participants: one statement each, numbered after the course's last.
 * A course being created leaves its own audit row to the create (`auditCourse: false`).
 */
async function write(trx: Db, course: Row, planned: Planned[], userId: string, auditCourse = true) {
  const organisationId = course.organisationId as string;
  const fresh = planned.filter((p) => p.state === 'new');
  const created = fresh.length
    ? await trx
        .insertInto('participantProfiles')
        .values(
          fresh.map(({ values }) => ({
            organisationId,
            title: values.title ?? null,
            firstName: values.firstName!,
            lastName: values.lastName!,
            email: values.email ?? null,
            phoneNumber: values.phoneNumber ?? null,
          })),
        )
        .returning('id')
        .execute()
    : [];
  fresh.forEach((p, i) => (p.profileId = created[i].id));
  const participantsBefore = await participantsOf(trx, course.id);
  const adding = planned.filter((p) => p.state === 'new' || p.state === 'existing');
  const last = await trx
    .selectFrom('courseParticipants')
    .select((eb) => eb.fn.max('sequenceNumber').as('n'))
    .where('courseId', '=', course.id)
    .executeTakeFirst();
  const first = Number(last?.n ?? 0) + 1;
  if (first + adding.length - 1 > 10000)
    throw new HttpError(400, 'VALIDATION', undefined, { rows: english({ key: 'maxValue', values: { n: 10000 } }) });
  if (adding.length) {
    await trx
      .insertInto('courseParticipants')
      .values(
        adding.map((p, i) => ({
          organisationId,
          courseId: course.id,
          participantProfileId: p.profileId!,
          sequenceNumber: first + i,
        })),
      )
      .execute();
    await trx.updateTable('courses').set({ updatedAt: new Date() }).where('id', '=', course.id).execute();
  }
  if (created.length) {
    await trx
      .insertInto('auditLog')
      .values(
        fresh.map((p) => ({
          organisationId,
          userId,
          entity: 'participant-profiles',
          entityId: p.profileId!,
          action: 'create',
          before: null,
          after: JSON.stringify({ ...p.values, organisationId }),
        })),
      )
      .execute();
  }
  if (!auditCourse) return;
  await audit(trx, {
    organisationId,
    userId,
    entity: 'courses',
    entityId: course.id,
    action: 'add-participants',
    // the roster before and after, as an update's audit row keeps it, so the history shows who came
    before: { participants: participantsBefore },
    after: {
      participants: await participantsOf(trx, course.id),
      created: created.map((c) => c.id),
      added: adding.map((p) => p.profileId),
    },
  });
}

/** A list with a wrong row is refused whole (400, `{field}.{n}.{column}`), one making profiles the caller may not (403). */
function assertWritable(planned: Planned[], field: string, mayCreate: boolean) {
  const wrong = planned.flatMap((p, index) =>
    Object.entries(p.errors).map(([column, message]) => [`${field}.${index}.${column}`, message] as const),
  );
  if (wrong.length) throw new HttpError(400, 'VALIDATION', undefined, Object.fromEntries(wrong.slice(0, 20)));
  if (!mayCreate && planned.some((p) => p.state === 'new')) throw forbidden();
}

/**
 * The people pasted into a course before its first save (`newParticipants` of the create), in the
 * create's transaction once the course and its participants are written: matched, made and added
 * as `add-participants` does; someone already among the course's participants is left out.
 */
export async function addPastedOnCreate(trx: Db, user: SessionUser, courseId: string, pasted: PastedRow[]) {
  if (!pasted.length) return;
  const course = await courseRow(trx, courseId);
  const planned = await plan(trx, course.organisationId as string, courseId, pasted);
  assertWritable(planned, 'newParticipants', mayCreateProfiles(user, course));
  await write(trx, course, planned, user.id, false);
}

/** A course's id with its organisation and that organisation's parent (what mayCreateProfiles reads). */
const courseRow = async (db: Db, courseId: string): Promise<Row> =>
  db
    .selectFrom('courses as c')
    .innerJoin('organisations as o', 'o.id', 'c.organisationId')
    .select(['c.id', 'c.organisationId', 'o.parentId as organisationParentId'])
    .where('c.id', '=', courseId)
    .executeTakeFirstOrThrow();

const Query = Type.Object({ dryRun: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])) });

const Text = Type.Optional(Type.String());
const Answer = Type.Object({
  dryRun: Type.Boolean(),
  mayCreate: Type.Boolean(),
  rows: Type.Array(
    Type.Object({
      line: Type.Integer(),
      state: Type.Union(PASTED_ROW_STATES.map((state) => Type.Literal(state))),
      ...Object.fromEntries(PASTED_COLUMNS.map((column) => [column, Text])),
      profileId: Type.Optional(Type.String({ format: 'uuid' })),
      errors: Type.Record(Type.String(), Type.String()),
    }),
  ),
  ...Object.fromEntries(PASTED_ROW_STATES.map((state) => [state, Type.Integer()])),
});

export const addParticipants: ActionHandler = {
  async handle(request, _reply, { app, row }) {
    const id = (request.params as { id: string }).id;
    const pasted = (request.body as { rows: PastedRow[] }).rows;
    const dryRun = (request.query as { dryRun?: string }).dryRun !== 'false';
    const user = request.user;
    const check = async (db: Db) => {
      // 404 outside the caller's courses, 403 for a course he only trains in
      const course = await row(db, id, true);
      if (!isCourseEditable(course.status as CourseStatus)) throw conflict('COURSE_DONE');
      return { course, planned: await plan(db, course.organisationId as string, id, pasted) };
    };
    if (dryRun) {
      const { course, planned } = await check(app.db);
      return answerOf(planned, true, mayCreateProfiles(user, course));
    }
    return app.db.transaction().execute(async (trx) => {
      const { course, planned } = await check(trx);
      const mayCreate = mayCreateProfiles(user, course);
      assertWritable(planned, 'rows', mayCreate);
      await write(trx, course, planned, user.id);
      return answerOf(planned, false, mayCreate);
    });
  },
  options: {
    // a full list (PASTED_MAX_ROWS rows of five cells) is larger than the default 64 kB
    bodyLimit: PASTED_MAX_ROWS * 400,
    config: { maxJsonValues: PASTED_MAX_ROWS * (PASTED_COLUMNS.length + 1) + 16 },
    schema: { querystring: Query, response: { 200: Answer } },
  },
};

/**
 * `POST /courses/check-participants {organisationId, rows}`: the preview of a list pasted into a
 * course not saved yet, at the organisation it is to be created in (404 outside the caller's
 * reach for creating courses). Nothing is written; the rows go with the course's create.
 */
export const checkParticipants: ActionHandler = {
  async handle(request, _reply, { app, scope }) {
    const { organisationId, rows } = request.body as { organisationId: string; rows: PastedRow[] };
    const organisation = await app.db
      .selectFrom('organisations as r')
      .select(['r.id', 'r.parentId'])
      .where('r.id', '=', organisationId)
      .where(reaches(scope, 'r.id'))
      .executeTakeFirst();
    if (!organisation) throw notFound();
    const planned = await plan(app.db, organisationId, null, rows);
    const course = { id: '', organisationId, organisationParentId: organisation.parentId };
    return answerOf(planned, true, mayCreateProfiles(request.user, course));
  },
  options: {
    bodyLimit: PASTED_MAX_ROWS * 400,
    config: { maxJsonValues: PASTED_MAX_ROWS * (PASTED_COLUMNS.length + 1) + 16 },
    schema: { response: { 200: Answer } },
  },
};
