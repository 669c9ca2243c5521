import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERRORS } from '../../src/domain/errors';
import { loadSession } from '../auth/session';
import type { RouteOptions } from '../http/context';
import { conflict, HttpError } from '../http/errors';
import { authErrors, ErrorResponse, Nullable, SessionUserSchema, Uuid } from '../http/schemas';
import { createInstructorAccount, instructorAccountOrganisations, profilesOf } from '../services/ownProfiles';

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

/** The current user's profiles and the instructor account he opens for himself (§7). */
export const ownProfileRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx }) => {
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
      await createInstructorAccount(ctx.db, user, organisationId);
      const session = await loadSession(ctx.db, user.id);
      return reply.status(201).send({ profiles: await profilesOf(ctx.db, user.id), user: session!.user });
    },
  );
};
