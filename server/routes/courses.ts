import { Type, type FastifyPluginAsyncTypebox, type TSchema } from '@fastify/type-provider-typebox';
import { ERRORS } from '../../src/domain/errors';
import type { FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import {
  COURSE_FORMATS,
  COURSE_LANGUAGES,
  COURSE_LIMITS,
  COURSE_SCOPES,
  COURSE_STATUSES,
  isCourseDeletable,
  isCourseEditable,
  TRAINER_ORIGINS,
  TRAINER_TYPES,
  type CourseScope,
  type CourseStatus,
} from '../../src/domain/courses';
import { PROFILE_LIMITS } from '../../src/domain/profiles';
import { heldGrants } from '../../src/domain/access';
import { inOrganisations, organisationsOf, type Organisations } from '../auth/scope';
import type { RouteOptions } from '../http/context';
import { conflict, fieldErrors, forbidden, notFound } from '../http/errors';
import {
  applyFilters,
  applyOrderAndRange,
  ListQuerystring,
  parseListQuery,
  sendList,
  type ListSpec,
} from '../http/list';
import { authErrors, IdParams, Nullable, OptionalText, Uuid } from '../http/schemas';
import { audit } from '../services/audit';
import {
  checkCourse,
  checkDates,
  checkTransition,
  COURSE_FIELDS,
  courseRows,
  everyCourse,
  existingChildren,
  loadCourse,
  trainerOf,
  writeCourseChildren,
  type CourseCondition,
  type CourseRow,
  type CourseValues,
  type ParticipantInput,
  type TrainerInput,
} from '../services/courses';

/**
 * Courses (§3) with trainers and participants, in the scopes its, itc and my (DESIGN §4): list
 * (v1 and v2), read, create, update, status step and delete. A course and its trainers and
 * participants are written in one transaction with one audit row.
 */

const RESOURCE = 'courses';
const tags = [RESOURCE];

const literals = (values: readonly string[]) => Type.Union(values.map((v) => Type.Literal(v)));
const OptionalUuid = Type.Optional(Type.Union([Uuid, Type.Literal(''), Type.Null()]));
const Day = Type.String({ minLength: 1, format: 'date' });
const OptionalDay = Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Literal(''), Type.Null()]));
const OptionalNumber = (maximum: number, integer = false): TSchema =>
  Type.Optional(Nullable(integer ? Type.Integer({ minimum: 0, maximum }) : Type.Number({ minimum: 0, maximum })));

const TrainerBody = Type.Object(
  {
    id: Type.Optional(Uuid),
    instructorProfileId: OptionalUuid,
    instructorType: literals(TRAINER_TYPES),
    origin: literals(TRAINER_ORIGINS),
    name: OptionalText(PROFILE_LIMITS.name),
    ahaInstructorId: OptionalText(PROFILE_LIMITS.ahaInstructorId),
  },
  { additionalProperties: false },
);

const ParticipantBody = Type.Object(
  {
    id: Type.Optional(Uuid),
    sequenceNumber: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 10000 }))),
    participantProfileId: Uuid,
    orderNumber: OptionalText(COURSE_LIMITS.number),
    grouping: OptionalText(COURSE_LIMITS.name),
    comment: OptionalText(COURSE_LIMITS.comment),
    price: OptionalNumber(COURSE_LIMITS.maxPrice),
  },
  { additionalProperties: false },
);

const courseFields = {
  courseTypeId: OptionalUuid,
  venueId: OptionalUuid,
  date: OptionalDay,
  startDate: Day,
  endDate: OptionalDay,
  time: OptionalText(COURSE_LIMITS.time),
  courseFormat: Type.Optional(Type.Union([literals(COURSE_FORMATS), Type.Literal(''), Type.Null()])),
  doctorName: OptionalText(COURSE_LIMITS.name),
  numberOfParticipants: OptionalNumber(COURSE_LIMITS.maxParticipants, true),
  targetGroup: OptionalText(COURSE_LIMITS.text),
  customer: OptionalText(COURSE_LIMITS.text),
  order: OptionalText(COURSE_LIMITS.text),
  projectNumber: OptionalText(COURSE_LIMITS.number),
  invoiceNumber: OptionalText(COURSE_LIMITS.number),
  expectedRevenue: OptionalNumber(COURSE_LIMITS.maxMoney),
  courseLanguages: Type.Optional(
    Nullable(Type.Array(literals(COURSE_LANGUAGES), { maxItems: COURSE_LANGUAGES.length, uniqueItems: true })),
  ),
  courseLeader: OptionalText(COURSE_LIMITS.name),
  status: Type.Optional(literals(COURSE_STATUSES)),
  trainers: Type.Optional(Type.Array(TrainerBody, { maxItems: COURSE_LIMITS.maxRows })),
  participants: Type.Optional(Type.Array(ParticipantBody, { maxItems: COURSE_LIMITS.maxParticipants })),
};
const CreateBody = Type.Object(
  { ...courseFields, organisationId: Type.Optional(Uuid) },
  { additionalProperties: false },
);
const UpdateBody = Type.Partial(Type.Object(courseFields), { additionalProperties: false });
const StatusBody = Type.Object({ status: literals(COURSE_STATUSES) }, { additionalProperties: false });

type Body = Partial<Record<string, unknown>> & {
  status?: CourseStatus;
  trainers?: TrainerInput[];
  participants?: ParticipantInput[];
};

const one = { 200: Type.Unknown(), ...authErrors, 409: authErrors[400] };

const listSpec: ListSpec = {
  sortable: Object.fromEntries(
    [
      'startDate',
      'endDate',
      'date',
      'time',
      'courseFormat',
      'courseTypeName',
      'venueName',
      'organisationName',
      'customer',
      'order',
      'projectNumber',
      'invoiceNumber',
      'courseLeader',
      'doctorName',
      'targetGroup',
      'numberOfParticipants',
      'expectedRevenue',
      'participantCount',
      'instructorCount',
      'traineeCount',
      'trainerNames',
      'createdAt',
      'updatedAt',
    ]
      .map((field) => [field, `c.${field}`])
      .concat([['status', 'c.statusRank']]),
  ),
  defaultSort: { field: 'startDate', order: 'DESC' },
  search: [
    'c.courseTypeName',
    'c.venueName',
    'c.organisationName',
    'c.customer',
    'c.order',
    'c.projectNumber',
    'c.invoiceNumber',
    'c.courseLeader',
    'c.doctorName',
    'c.targetGroup',
    'c.trainerNames',
  ],
  filters: {
    id: { type: 'uuids', column: 'c.id' },
    organisationId: { type: 'uuid', column: 'c.organisationId' },
    status: { type: { enum: COURSE_STATUSES }, column: 'c.status' },
    courseTypeId: { type: 'uuid', column: 'c.courseTypeId' },
    venueId: { type: 'uuid', column: 'c.venueId' },
    courseFormat: { type: { enum: COURSE_FORMATS }, column: 'c.courseFormat' },
    startDateFrom: { type: 'date', where: (day: string) => sql<SqlBool>`c.start_date >= ${day}` },
    startDateTo: { type: 'date', where: (day: string) => sql<SqlBool>`c.start_date <= ${day}` },
    instructorProfileId: {
      type: 'uuid',
      where: (id: string) =>
        sql<SqlBool>`EXISTS (SELECT 1 FROM course_trainers t WHERE t.course_id = c.id AND t.instructor_profile_id = ${id})`,
    },
    participantProfileId: {
      type: 'uuid',
      // a trainer's view of a course has no participants, not even to filter by
      where: (id: string) =>
        sql<SqlBool>`NOT c.trainer_view AND EXISTS (SELECT 1 FROM course_participants cp WHERE cp.course_id = c.id AND cp.participant_profile_id = ${id})`,
    },
  },
  idColumn: 'c.id',
};

const pick = (body: Body): CourseValues =>
  Object.fromEntries(
    COURSE_FIELDS.filter((field) => field in body).map((field) => {
      const value = body[field];
      return [
        field,
        typeof value === 'string' ? value.trim() || null : field === 'courseLanguages' ? (value ?? []) : value,
      ];
    }),
  );

export const courseRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx, version }) => {
  const db = ctx.db;

  /** The organisations the caller may touch with `action` through his course features; undefined without any. */
  const orgScope = (request: FastifyRequest, action: string, reach?: 'itc'): Organisations | undefined => {
    // the organisations of his course features (the courses he trains in are `trainerOf` below)
    const grants = heldGrants(request.user, RESOURCE, action).filter(
      (g) => g.reach !== 'my' && (!reach || g.reach === reach),
    );
    return grants.length
      ? organisationsOf(
          request.user,
          grants.some((g) => g.reach === 'itc'),
        )
      : undefined;
  };
  const requireScope = (request: FastifyRequest, action: string) => {
    const scope = orgScope(request, action);
    if (!scope) throw forbidden();
    return scope;
  };

  /** What a reader may see: the organisations of his course features, and the courses he trains in. */
  const readable = (request: FastifyRequest): CourseCondition => {
    const scope = orgScope(request, 'read');
    return (c) =>
      scope
        ? sql<SqlBool>`(${inOrganisations(c.organisationId, scope)} OR ${trainerOf(c.id, request.user.id)})`
        : trainerOf(c.id, request.user.id);
  };

  /**
   * Which courses the caller sees whole: those of organisations his course features let him read,
   * and his own organisation's. Of the others he only trains in them: he sees the schedule
   * (COURSE_BUSINESS_FIELDS and participants stay hidden, see courseRows).
   */
  const wholeCourse = (request: FastifyRequest): CourseCondition => {
    const scope = orgScope(request, 'read');
    const own = request.user.organisation.id;
    return (c) =>
      scope
        ? sql<SqlBool>`(${inOrganisations(c.organisationId, scope)} OR ${sql.ref(c.organisationId)} = ${own})`
        : sql<SqlBool>`${sql.ref(c.organisationId)} = ${own}`;
  };

  /** The list's scope (filter.scope): its = own organisation, itc = the ITC and its sites, my = where he trains. */
  const listScope = (request: FastifyRequest, scope: unknown): CourseCondition => {
    if (scope === undefined || scope === null || scope === '') {
      const orgs = requireScope(request, 'read');
      return (c) => inOrganisations(c.organisationId, orgs);
    }
    if (!COURSE_SCOPES.includes(scope as CourseScope)) throw fieldErrors({ 'filter.scope': { key: 'invalidValue' } });
    if (scope === 'my') return (c) => trainerOf(c.id, request.user.id);
    if (scope === 'itc') {
      const orgs = orgScope(request, 'read', 'itc');
      if (!orgs || orgs.kind === 'one') throw forbidden();
      return (c) => inOrganisations(c.organisationId, orgs);
    }
    const orgs = requireScope(request, 'read');
    const own: Organisations = orgs.kind === 'all' ? orgs : { kind: 'one', id: request.user.organisation.id };
    return (c) => inOrganisations(c.organisationId, own);
  };

  /** The course inside the caller's update scope, locked for the change; 404 outside it. */
  async function lockForUpdate(trx: typeof db, request: FastifyRequest, id: string, action: string) {
    const scope = requireScope(request, action);
    const row = await trx
      .selectFrom('courses')
      .selectAll()
      .where('id', '=', id)
      .where(inOrganisations('organisationId', scope))
      .forUpdate()
      .executeTakeFirst();
    if (!row) {
      // a course he may only read (he trains in it) answers 403, anything else 404
      const visible = await loadCourse(trx, id, readable(request));
      throw visible ? forbidden() : notFound();
    }
    return row;
  }

  /** Whether the caller may change the course (update feature reaching its organisation, not DONE). */
  async function editable(request: FastifyRequest, course: CourseRow) {
    const scope = orgScope(request, 'update');
    if (!scope || !isCourseEditable(course.status)) return false;
    const inside = await db
      .selectFrom('organisations')
      .select('id')
      .where('id', '=', course.organisationId)
      .where(inOrganisations('id', scope))
      .executeTakeFirst();
    return !!inside;
  }

  const answer = async (request: FastifyRequest, id: string) => {
    const course = await loadCourse(db, id, readable(request), wholeCourse(request));
    if (!course) throw notFound();
    return { ...course, editable: await editable(request, course) };
  };

  app.get(
    `/${RESOURCE}`,
    { schema: { tags, querystring: ListQuerystring, response: { 200: Type.Unknown(), ...authErrors } } },
    async (request, reply) => {
      const query = parseListQuery(version, request.query);
      const { scope, ...filter } = query.filter;
      const where = listScope(request, scope);
      const filtered = applyFilters(courseRows(db, where, wholeCourse(request)), listSpec, filter);
      const [rows, { total }] = await Promise.all([
        applyOrderAndRange(filtered, listSpec, query).execute(),
        filtered
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return sendList(reply, version, RESOURCE, query, rows, total);
    },
  );

  app.get(`/${RESOURCE}/:id`, { schema: { tags, params: IdParams, response: one } }, async (request) =>
    answer(request, request.params.id),
  );

  app.post(
    `/${RESOURCE}`,
    {
      config: { access: ['its_courses', 'itc_courses'] },
      schema: { tags, body: CreateBody, response: { ...one, 201: Type.Unknown() } },
    },
    async (request, reply) => {
      const scope = requireScope(request, 'create');
      const { organisationId = request.user.organisation.id, ...body } = request.body as Body & {
        organisationId?: string;
      };
      const organisation = await db
        .selectFrom('organisations')
        .select('id')
        .where('id', '=', organisationId)
        .where(inOrganisations('id', scope))
        .executeTakeFirst();
      if (!organisation) throw notFound();
      if (body.status && body.status !== 'NEW') throw conflict('COURSE_ILLEGAL_TRANSITION');
      const values = pick(body);
      checkDates(values.startDate, values.endDate);
      const id = await db.transaction().execute(async (trx) => {
        const resolved = await checkCourse(trx, organisationId, values, body.trainers ?? [], body.participants ?? []);
        const { id } = await trx
          .insertInto('courses')
          .values({ ...values, organisationId, status: 'NEW' } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeCourseChildren(trx, id, organisationId, resolved);
        const after = await loadCourse(trx, id, everyCourse);
        await audit(trx, {
          organisationId,
          userId: request.user.id,
          entity: RESOURCE,
          entityId: id,
          action: 'create',
          after,
        });
        return id;
      });
      return reply.status(201).send(await answer(request, id));
    },
  );

  app.patch(
    `/${RESOURCE}/:id`,
    {
      config: { access: ['its_courses', 'itc_courses'] },
      schema: { tags, params: IdParams, body: UpdateBody, response: one },
    },
    async (request) => {
      const body = request.body as Body;
      await db.transaction().execute(async (trx) => {
        const current = await lockForUpdate(trx, request, request.params.id, 'update');
        const status = current.status as CourseStatus;
        if (!isCourseEditable(status)) throw conflict('COURSE_DONE', ERRORS.COURSE_DONE);
        if (body.status) checkTransition(status, body.status);
        const values = pick(body);
        checkDates(
          'startDate' in values ? values.startDate : current.startDate,
          'endDate' in values ? values.endDate : current.endDate,
        );
        const existing = await existingChildren(trx, current.id);
        const resolved = await checkCourse(trx, current.organisationId, values, body.trainers, body.participants, {
          ...existing,
          courseTypeId: current.courseTypeId,
          venueId: current.venueId,
        });
        const before = await loadCourse(trx, current.id, everyCourse);
        await trx
          .updateTable('courses')
          .set({ ...values, ...(body.status ? { status: body.status } : {}), updatedAt: new Date() } as never)
          .where('id', '=', current.id)
          .execute();
        await writeCourseChildren(trx, current.id, current.organisationId, resolved);
        const after = await loadCourse(trx, current.id, everyCourse);
        await audit(trx, {
          organisationId: current.organisationId,
          userId: request.user.id,
          entity: RESOURCE,
          entityId: current.id,
          action: 'update',
          before,
          after,
        });
      });
      return answer(request, request.params.id);
    },
  );

  // The workflow step (DESIGN §5): one step forward or back; DONE is final.
  app.post(
    `/${RESOURCE}/:id/status`,
    {
      config: { access: ['its_courses', 'itc_courses'] },
      schema: { tags, params: IdParams, body: StatusBody, response: one },
    },
    async (request) => {
      const to = request.body.status as CourseStatus;
      await db.transaction().execute(async (trx) => {
        const current = await lockForUpdate(trx, request, request.params.id, 'update');
        const from = current.status as CourseStatus;
        if (from === to || !isCourseEditable(from)) throw conflict('COURSE_ILLEGAL_TRANSITION');
        checkTransition(from, to);
        await trx
          .updateTable('courses')
          .set({ status: to, updatedAt: new Date() })
          .where('id', '=', current.id)
          .execute();
        await audit(trx, {
          organisationId: current.organisationId,
          userId: request.user.id,
          entity: RESOURCE,
          entityId: current.id,
          action: 'status',
          before: { status: from },
          after: { status: to },
        });
      });
      return answer(request, request.params.id);
    },
  );

  app.delete(
    `/${RESOURCE}/:id`,
    { config: { access: ['its_courses', 'itc_courses'] }, schema: { tags, params: IdParams, response: one } },
    async (request) =>
      db.transaction().execute(async (trx) => {
        const current = await lockForUpdate(trx, request, request.params.id, 'delete');
        if (!isCourseDeletable(current.status as CourseStatus)) throw conflict('COURSE_NOT_NEW', ERRORS.COURSE_NOT_NEW);
        const before = await loadCourse(trx, current.id, everyCourse);
        await trx.deleteFrom('courses').where('id', '=', current.id).execute();
        await audit(trx, {
          organisationId: current.organisationId,
          userId: request.user.id,
          entity: RESOURCE,
          entityId: current.id,
          action: 'delete',
          before,
        });
        return before;
      }),
  );
};
