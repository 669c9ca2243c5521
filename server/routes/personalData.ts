import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { canHandlePersonalData } from '../../src/domain/access';
import { ERRORS } from '../../src/domain/errors';
import type { RouteOptions } from '../http/context';
import { forbidden, HttpError, notFound } from '../http/errors';
import { authErrors, ErrorResponse, Uuid } from '../http/schemas';
import { sendFile } from '../services/files';
import { personalDataArchive } from '../services/personalData/collect';
import { erasePerson } from '../services/personalData/erase';
import { findPerson, PERSON_KINDS, type PersonKind } from '../services/personalData/person';
import type { SessionUser } from '../../src/domain/session';
import type { Db } from '../db/database';

const PersonParams = Type.Object({
  kind: Type.Union(PERSON_KINDS.map((kind) => Type.Literal(kind))),
  id: Uuid,
});

const tags = ['personal data'];

/**
 * The person, when the caller may handle his data: 403 without the right at all, 404 for a person
 * outside his reach (an attacker learns nothing about other organisations' people).
 */
async function personFor(db: Db, user: SessionUser, kind: PersonKind, id: string) {
  if (!canHandlePersonalData(user)) throw forbidden();
  const person = await findPerson(db, kind, id);
  if (!person || !person.organisations.every((o) => canHandlePersonalData(user, o))) throw notFound();
  return person;
}

/** Export and erasure of a person's data (GDPR art. 15, 17, 20): internal administrators and his ITC. */
export const personalDataRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx }) => {
  app.get(
    '/people/:kind/:id/export',
    {
      config: { download: true, access: ['itc_instructors'] },
      schema: {
        tags,
        summary: 'Everything stored about a person, as a ZIP (JSON and his files)',
        params: PersonParams,
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const person = await personFor(ctx.db, request.user, kind, id);
      const content = await personalDataArchive(ctx.db, person);
      return sendFile(reply, { fileName: `personal-data-${kind}-${id}.zip`, contentType: 'application/zip', content });
    },
  );

  app.post(
    '/people/:kind/:id/erase',
    {
      config: { access: ['itc_instructors'] },
      schema: {
        tags,
        summary: 'Erase a person: personal fields anonymised where records must stay, the rest deleted',
        params: PersonParams,
        body: Type.Object({ confirm: Type.Literal(true) }, { additionalProperties: false }),
        response: {
          200: Type.Object({
            usersAnonymised: Type.Integer(),
            participantProfilesDeleted: Type.Integer(),
            participantProfilesAnonymised: Type.Integer(),
            instructorProfilesDeleted: Type.Integer(),
            instructorProfilesAnonymised: Type.Integer(),
            certificatesAnonymised: Type.Integer(),
            filesRemoved: Type.Integer(),
            mailsRemoved: Type.Integer(),
          }),
          409: ErrorResponse,
          ...authErrors,
        },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const person = await personFor(ctx.db, request.user, kind, id);
      if (person.userIds.includes(request.user.id)) throw new HttpError(409, 'ERASE_SELF', ERRORS.ERASE_SELF);
      return erasePerson(
        ctx.db,
        person,
        { userId: request.user.id, organisationId: request.user.organisation.id },
        ctx.mailer.captureDir,
      );
    },
  );
};
