import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SUPPORT_LIMITS } from '../../src/domain/accounts';
import { LANGUAGES } from '../../src/domain/settings';
import type { RouteOptions } from '../http/context';
import { fieldErrors } from '../http/errors';
import { publicFormLimit } from '../http/publicFormLimit';
import { Email, ErrorResponse, Text } from '../http/schemas';
import { backgroundTasks } from '../services/background';
import { mailText } from '../services/mailTexts';

const SupportBody = Type.Object(
  {
    organisationName: Text(SUPPORT_LIMITS.organisationName),
    contactPerson: Text(SUPPORT_LIMITS.contactPerson),
    email: Email,
    message: Text(SUPPORT_LIMITS.message),
    privacyPolicyConfirmed: Type.Boolean(),
    language: Type.Optional(Type.Union(LANGUAGES.map((l) => Type.Literal(l)))),
  },
  { additionalProperties: false },
);

/**
 * The public support form (§2 /support, §3 Support ticket): stored as a support ticket, then
 * mailed to SUPPORT_EMAIL with the sender as reply address. Limited per client address.
 */
export const supportRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx }) => {
  const later = backgroundTasks(app);
  app.post(
    '/support',
    {
      config: { public: true },
      onRequest: publicFormLimit(app, ctx, 'support'),
      schema: {
        tags: ['support'],
        summary: 'Send the public support form',
        body: SupportBody,
        response: {
          201: Type.Object({ id: Type.String(), createdAt: Type.String() }),
          400: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.privacyPolicyConfirmed !== true) throw fieldErrors({ privacyPolicyConfirmed: { key: 'required' } });
      const ticket = await ctx.db
        .insertInto('supportTickets')
        .values({
          organisationName: body.organisationName.trim(),
          contactPerson: body.contactPerson.trim(),
          email: body.email.trim(),
          message: body.message.trim(),
          privacyPolicyConfirmed: true,
          language: body.language ?? null,
        })
        .returning(['id', 'createdAt', 'organisationName', 'contactPerson', 'email', 'message', 'language'])
        .executeTakeFirstOrThrow();
      // The ticket is stored; the mail follows (a mail server being slow or down loses nothing).
      later(request.log, 'support mail', () =>
        ctx.mailer.send({
          to: ctx.config.supportEmail,
          replyTo: ticket.email,
          ...mailText('en', 'support_request', {
            organisation: ticket.organisationName,
            contact: ticket.contactPerson,
            email: ticket.email,
            language: ticket.language ?? '–',
            message: ticket.message,
            id: ticket.id,
          }),
        }),
      );
      return reply.status(201).send({ id: ticket.id, createdAt: ticket.createdAt.toISOString() });
    },
  );
};
