import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIMITS, passwordStrength } from '../../src/domain/validation';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { RouteOptions } from '../http/context';
import { conflict, fieldErrors } from '../http/errors';
import { authErrors, Email, ErrorResponse, LoginAnswerSchema, Nullable, OptionalText, Text } from '../http/schemas';
import { audit } from '../services/audit';
import { issueToken } from './session';

const AccountBody = Type.Object(
  {
    firstName: Text(LIMITS.shortText),
    lastName: Text(LIMITS.shortText),
    email: Email,
    title: OptionalText(50),
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

/** The current user's own account (§7): profiles, account data and password. */
export const accountRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx }) => {
  app.get(
    '/users/current-user/profiles',
    {
      schema: {
        tags: ['account'],
        summary: "The current user's participant and instructor profiles, per organisation",
        response: { 200: Type.Array(ProfileSchema), ...authErrors },
      },
    },
    async (request) => {
      const rows = await ctx.db
        .selectFrom('participantProfiles as p')
        .innerJoin('organisations as o', 'o.id', 'p.organisationId')
        .leftJoin('instructorProfiles as i', (join) => join.onRef('i.participantProfileId', '=', 'p.id').on('i.deleted', '=', false))
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
        .where('p.userId', '=', request.user.id)
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
    },
  );

  app.patch(
    '/users/current-user/account',
    {
      schema: {
        tags: ['account'],
        body: AccountBody,
        response: { 200: AccountSchema, 409: ErrorResponse, ...authErrors },
      },
    },
    async (request) => {
      const { firstName, lastName, email, title } = request.body;
      const taken = await ctx.db
        .selectFrom('users')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
        .where('id', '<>', request.user.id)
        .executeTakeFirst();
      if (taken) throw conflict('EMAIL_IN_USE', undefined, { email: 'Email in use' });
      return ctx.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('users')
          .select(['firstName', 'lastName', 'email', 'title'])
          .where('id', '=', request.user.id)
          .executeTakeFirstOrThrow();
        const after = await trx
          .updateTable('users')
          .set({ firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), title: title || null, updatedAt: new Date() })
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
          after,
        });
        return after;
      });
    },
  );

  app.patch(
    '/users/current-user/password',
    {
      schema: {
        tags: ['account'],
        summary: 'Change the password; every older token stops working, the answer carries a new one',
        body: Type.Object(
          {
            currentPassword: Type.String({ minLength: 1, maxLength: LIMITS.password }),
            newPassword: Type.String({ minLength: 1, maxLength: LIMITS.password }),
          },
          { additionalProperties: false },
        ),
        response: { 200: LoginAnswerSchema, ...authErrors },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const weak = passwordStrength(newPassword);
      if (weak) throw fieldErrors({ newPassword: weak });
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
};
