import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERRORS } from '../../src/domain/errors';
import { mailLanguage } from '../../src/domain/accounts';
import { LIMITS, passwordStrength } from '../../src/domain/validation';
import { grantsOf } from '../../src/domain/userRights';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { RouteOptions } from '../http/context';
import type { Db } from '../db/database';
import { conflict, fieldErrors, HttpError } from '../http/errors';
import {
  authErrors,
  Email,
  ErrorResponse,
  LoginAnswerSchema,
  Nullable,
  OptionalText,
  SessionUserSchema,
  Text,
  Uuid,
} from '../http/schemas';
import { loadSession } from '../auth/session';
import { audit } from '../services/audit';
import { backgroundTasks } from '../services/background';
import { mailText } from '../services/mailTexts';
import { issueToken } from './session';

const AccountBody = Type.Object(
  {
    firstName: Text(LIMITS.shortText),
    lastName: Text(LIMITS.shortText),
    email: Email,
    title: OptionalText(50),
    /** Needed only when the e-mail address changes: a stolen token alone must not take the account over. */
    currentPassword: Type.Optional(Type.String({ maxLength: LIMITS.password })),
  },
  { additionalProperties: false },
);

const AccountSchema = Type.Object({
  id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  title: Nullable(Type.String()),
});

const ProfileSchema = Type.Object({
  organisation: Type.Object({ id: Type.String(), name: Type.String(), type: Type.String() }),
  participantProfile: Type.Object({
    id: Type.String(),
    title: Nullable(Type.String()),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Nullable(Type.String()),
    phoneNumber: Nullable(Type.String()),
    qualification: Nullable(Type.String()),
    customerNumber: Nullable(Type.String()),
  }),
  instructorProfile: Nullable(
    Type.Object({
      id: Type.String(),
      status: Nullable(Type.String()),
      ahaInstructorId: Nullable(Type.String()),
      cellPhone: Nullable(Type.String()),
    }),
  ),
});

/** The user's participant profiles, each with its organisation and instructor profile (if any). */
async function profilesOf(db: Db, userId: string) {
  const rows = await db
    .selectFrom('participantProfiles as p')
    .innerJoin('organisations as o', 'o.id', 'p.organisationId')
    .leftJoin('instructorProfiles as i', (join) =>
      join.onRef('i.participantProfileId', '=', 'p.id').on('i.deleted', '=', false),
    )
    .select([
      'o.id as organisationId',
      'o.name as organisationName',
      'o.type as organisationType',
      'p.id',
      'p.title',
      'p.firstName',
      'p.lastName',
      'p.email',
      'p.phoneNumber',
      'p.qualification',
      'p.customerNumber',
      'i.id as instructorId',
      'i.status as instructorStatus',
      'i.ahaInstructorId',
      'i.cellPhone',
    ])
    .where('p.userId', '=', userId)
    .where('p.deleted', '=', false)
    .orderBy('o.name')
    .execute();
  return rows.map((r) => ({
    organisation: { id: r.organisationId, name: r.organisationName, type: r.organisationType },
    participantProfile: {
      id: r.id,
      title: r.title,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      phoneNumber: r.phoneNumber,
      qualification: r.qualification,
      customerNumber: r.customerNumber,
    },
    instructorProfile: r.instructorId
      ? { id: r.instructorId, status: r.instructorStatus, ahaInstructorId: r.ahaInstructorId, cellPhone: r.cellPhone }
      : null,
  }));
}

/** Organisations where an instructor account can be created: the own one and those with a participant profile, running courses or certificates, without an instructor profile yet. */
async function instructorAccountOrganisations(db: Db, userId: string, homeOrganisationId: string) {
  const profiles = await profilesOf(db, userId);
  const candidates = new Set([homeOrganisationId, ...profiles.map((p) => p.organisation.id)]);
  const withInstructor = new Set(profiles.filter((p) => p.instructorProfile).map((p) => p.organisation.id));
  const ids = [...candidates].filter((id) => !withInstructor.has(id));
  if (!ids.length) return [];
  return db
    .selectFrom('organisations')
    .select(['id', 'name', 'type'])
    .where('id', 'in', ids)
    .where('deleted', '=', false)
    .where((eb) =>
      eb.or([eb(eb.val('courses'), '=', eb.fn.any('modules')), eb(eb.val('certificates'), '=', eb.fn.any('modules'))]),
    )
    .orderBy('name')
    .execute();
}

/** The current user's own account (§7): profiles, account data and password. */
export const accountRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx }) => {
  const later = backgroundTasks(app);

  app.get(
    '/users/current-user/profiles',
    {
      schema: {
        tags: ['account'],
        summary: "The current user's participant and instructor profiles, per organisation",
        response: { 200: Type.Array(ProfileSchema), ...authErrors },
      },
    },
    async (request) => profilesOf(ctx.db, request.user.id),
  );

  app.patch(
    '/users/current-user/account',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        body: AccountBody,
        response: { 200: AccountSchema, 409: ErrorResponse, ...authErrors },
      },
    },
    async (request) => {
      const { firstName, lastName, email, title, currentPassword } = request.body;
      const user = await ctx.db
        .selectFrom('users')
        .select(['email', 'passwordHash', 'language'])
        .where('id', '=', request.user.id)
        .executeTakeFirstOrThrow();
      const emailChanges = email.trim().toLowerCase() !== user.email.toLowerCase();
      // Checked before anything else, so a stolen token cannot even learn which addresses are taken.
      if (emailChanges) {
        if (!currentPassword) throw fieldErrors({ currentPassword: { key: 'required' } });
        if (!(await verifyPassword(currentPassword, user.passwordHash)))
          throw fieldErrors({ currentPassword: { key: 'wrongPassword' } });
      }
      const taken = await ctx.db
        .selectFrom('users')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
        .where('id', '<>', request.user.id)
        .executeTakeFirst();
      if (taken) throw conflict('EMAIL_IN_USE', undefined, { email: 'Email in use' });
      const changed = await ctx.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('users')
          .select(['firstName', 'lastName', 'email', 'title'])
          .where('id', '=', request.user.id)
          .executeTakeFirstOrThrow();
        const updated = await trx
          .updateTable('users')
          .set({
            firstName: firstName.trim(),
            lastName: lastName.trim(),
            email: email.trim(),
            title: title || null,
            updatedAt: new Date(),
          })
          .where('id', '=', request.user.id)
          .returning(['id', 'firstName', 'lastName', 'email', 'title'])
          .executeTakeFirstOrThrow();
        await audit(trx, {
          organisationId: request.user.organisation.id,
          userId: request.user.id,
          entity: 'users',
          entityId: request.user.id,
          action: 'update_account',
          before,
          after: updated,
        });
        return { before, updated };
      });
      const { before, updated: after } = changed;
      if (before.email.toLowerCase() !== after.email.toLowerCase()) {
        // The old address learns of the change: if it was not its owner, he can still act.
        const name = [after.title, after.firstName, after.lastName].filter(Boolean).join(' ');
        const values = { name, old: before.email, new: after.email, support: ctx.config.supportEmail };
        later(request.log, 'e-mail change notice', () =>
          ctx.mailer.send({ to: before.email, ...mailText(mailLanguage(user.language), 'email_changed', values) }),
        );
      }
      return after;
    },
  );

  app.patch(
    '/users/current-user/password',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Change the password; every older token stops working, the answer carries a new one',
        body: Type.Object(
          {
            currentPassword: Type.String({ minLength: 1, maxLength: LIMITS.password }),
            newPassword: Type.String({ minLength: 1, maxLength: LIMITS.password }),
            /** When sent, it must equal newPassword (the form's repeat field). */
            newPasswordRepeat: Type.Optional(Type.String({ maxLength: LIMITS.password })),
          },
          { additionalProperties: false },
        ),
        response: { 200: LoginAnswerSchema, ...authErrors },
      },
    },
    async (request) => {
      const { currentPassword, newPassword, newPasswordRepeat } = request.body;
      const weak = passwordStrength(newPassword);
      if (weak) throw fieldErrors({ newPassword: weak });
      if (newPasswordRepeat !== undefined && newPasswordRepeat !== newPassword)
        throw fieldErrors({ newPasswordRepeat: { key: 'passwordsMatch' } });
      const { passwordHash } = await ctx.db
        .selectFrom('users')
        .select('passwordHash')
        .where('id', '=', request.user.id)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(currentPassword, passwordHash))) {
        throw fieldErrors({ currentPassword: { key: 'wrongPassword' } });
      }
      const hash = await hashPassword(newPassword);
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set((eb) => ({ passwordHash: hash, sessionVersion: eb('sessionVersion', '+', 1), updatedAt: new Date() }))
          .where('id', '=', request.user.id)
          .execute();
        await audit(trx, {
          organisationId: request.user.organisation.id,
          userId: request.user.id,
          entity: 'users',
          entityId: request.user.id,
          action: 'change_password',
        });
      });
      return issueToken(ctx, request.user.id);
    },
  );
  app.get(
    '/users/current-user/instructor-account/organisations',
    {
      schema: {
        tags: ['account'],
        summary: 'Organisations where the current user can create an instructor account for himself',
        response: {
          200: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), type: Type.String() })),
          ...authErrors,
        },
      },
    },
    async (request) => instructorAccountOrganisations(ctx.db, request.user.id, request.user.organisation.id),
  );

  app.post(
    '/users/current-user/instructor-account',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary:
          'Create an instructor account at one of the own organisations (instructor profile, user_is_instructor)',
        body: Type.Object({ organisationId: Uuid }, { additionalProperties: false }),
        response: {
          201: Type.Object({ profiles: Type.Array(ProfileSchema), user: SessionUserSchema }),
          409: ErrorResponse,
          ...authErrors,
        },
      },
    },
    async (request, reply) => {
      const { organisationId } = request.body;
      const user = request.user;
      const allowed = await instructorAccountOrganisations(ctx.db, user.id, user.organisation.id);
      if (!allowed.some((o) => o.id === organisationId)) {
        const profiles = await profilesOf(ctx.db, user.id);
        if (profiles.some((p) => p.organisation.id === organisationId && p.instructorProfile)) {
          throw conflict('INSTRUCTOR_EXISTS', ERRORS.INSTRUCTOR_EXISTS);
        }
        throw new HttpError(400, 'NO_INSTRUCTOR_ORGANISATION', ERRORS.NO_INSTRUCTOR_ORGANISATION, {
          organisationId: ERRORS.NO_INSTRUCTOR_ORGANISATION,
        });
      }
      await ctx.db.transaction().execute(async (trx) => {
        // A second request at the same moment waits here and then finds the profile.
        await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
        let participant = await trx
          .selectFrom('participantProfiles')
          .select('id')
          .where('userId', '=', user.id)
          .where('organisationId', '=', organisationId)
          .where('deleted', '=', false)
          .orderBy('createdAt')
          .executeTakeFirst();
        if (!participant) {
          participant = await trx
            .insertInto('participantProfiles')
            .values({
              organisationId,
              userId: user.id,
              title: user.title,
              firstName: user.firstName,
              lastName: user.lastName,
              email: user.email,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
        }
        const existing = await trx
          .selectFrom('instructorProfiles')
          .select('id')
          .where('participantProfileId', '=', participant.id)
          .where('deleted', '=', false)
          .executeTakeFirst();
        if (existing) throw conflict('INSTRUCTOR_EXISTS', ERRORS.INSTRUCTOR_EXISTS);
        const instructor = await trx
          .insertInto('instructorProfiles')
          .values({ organisationId, participantProfileId: participant.id })
          .returning('id')
          .executeTakeFirstOrThrow();
        // The one right a user gives himself: being an instructor, which the specification offers him.
        await trx
          .insertInto('userFeatures')
          .values(grantsOf('user_is_instructor').map((pair) => ({ userId: user.id, ...pair })))
          .onConflict((oc) => oc.columns(['userId', 'feature', 'action']).doNothing())
          .execute();
        await audit(trx, {
          organisationId,
          userId: user.id,
          entity: 'instructor-profiles',
          entityId: instructor.id,
          action: 'create_own_instructor_account',
          after: { participantProfileId: participant.id },
        });
      });
      const session = await loadSession(ctx.db, user.id);
      return reply.status(201).send({ profiles: await profilesOf(ctx.db, user.id), user: session!.user });
    },
  );
};
