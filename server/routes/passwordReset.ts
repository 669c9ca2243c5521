import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import { ERRORS } from '../../src/domain/errors';
import { MAX_OPEN_RESET_TOKENS, mailLanguage, RESET_TOKEN_HOURS } from '../../src/domain/accounts';
import { personName } from '../../src/domain/profiles';
import { LIMITS, passwordStrength } from '../../src/domain/validation';
import { hashPassword } from '../auth/passwords';
import { storePassword } from '../auth/session';
import type { Db } from '../db/database';
import type { AppContext, RouteApp, RouteOptions } from '../http/context';
import { fieldErrors, HttpError } from '../http/errors';
import { publicFormLimit } from '../http/publicFormLimit';
import { routesTagged } from '../http/routeOptions';
import { Email, ErrorResponse } from '../http/schemas';
import { auditAccount } from '../services/audit';
import { backgroundTasks, type BackgroundTasks } from '../services/background';
import { mailText } from '../services/mailTexts';
import {
  createPasswordToken,
  findOpenToken,
  openTokenCount,
  passwordLink,
  voidOpenTokens,
} from '../services/passwordTokens';

const tokenMissing = () => new HttpError(400, 'TOKEN_MISSING', ERRORS.TOKEN_MISSING);
const tokenInvalid = () => new HttpError(400, 'TOKEN_INVALID', ERRORS.TOKEN_INVALID);

const Token = Type.Optional(Type.String({ maxLength: 200 }));
const Message = Type.Object({ message: Type.String() });
const publicErrors = { 400: ErrorResponse, 429: ErrorResponse };

/** The same answer whether or not the address has an account (no user enumeration). */
const REQUEST_ANSWER = { message: 'If the address belongs to an account, a link to reset the password is on its way.' };

/**
 * The two-step password reset (§4): a request mails a link with a random token; the token sets a
 * new password once, within an hour, and ends every older session.
 */
export const passwordResetRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx }) => {
  const later = backgroundTasks(app);
  const limit = publicFormLimit(app, ctx, 'password-reset');
  requestRoute(app, ctx, later, limit);
  checkRoute(app, ctx, limit);
  resetRoute(app, ctx, limit);
};

const route = routesTagged('password reset');

/** The onRequest hook limiting the forms per client address (429 beyond). */
type FormLimit = ReturnType<typeof publicFormLimit>;

/** Looks the address up and mails a link; runs after the answer, so timing reveals nothing. */
async function sendResetLink(ctx: AppContext, email: string) {
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'title', 'firstName', 'lastName', 'language', 'organisationId'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .where('deleted', '=', false)
    .executeTakeFirst();
  if (!user) return;
  // Links that ran out a day ago or more are of no use any more.
  await ctx.db
    .deleteFrom('passwordTokens')
    .where('userId', '=', user.id)
    .where('expiresAt', '<', new Date(Date.now() - 86_400_000))
    .execute();
  // Someone requesting over and over for one address gets no further mail.
  if ((await openTokenCount(ctx.db, user.id)) >= MAX_OPEN_RESET_TOKENS) return;
  const token = await ctx.db.transaction().execute(async (trx) => {
    const created = await createPasswordToken(trx, user.id, 'reset');
    await auditAccount(trx, user, { action: 'password_reset_requested' }, null);
    return created;
  });
  const values = { name: personName(user), link: passwordLink(ctx.config.publicUrl, token), hours: RESET_TOKEN_HOURS };
  await ctx.mailer.send({ to: user.email, ...mailText(mailLanguage(user.language), 'password_reset', values) });
}

function requestRoute(app: RouteApp, ctx: AppContext, later: BackgroundTasks, limit: FormLimit) {
  app.post(
    '/auth/password-reset/request',
    {
      ...route.public({
        summary: 'Step 1: mail a reset link to the address, if it has an account (the answer is the same either way)',
        body: Type.Object({ email: Email }, { additionalProperties: false }),
        response: { 202: Message, ...publicErrors },
      }),
      onRequest: limit,
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      later(request.log, 'password reset mail', () => sendResetLink(ctx, email));
      return reply.status(202).send(REQUEST_ANSWER);
    },
  );
}

function checkRoute(app: RouteApp, ctx: AppContext, limit: FormLimit) {
  app.post(
    '/auth/password-reset/check',
    {
      ...route.public({
        summary: 'Whether a reset token still works (the reset screen asks before the user types a password)',
        body: Type.Object({ token: Token }, { additionalProperties: false }),
        response: { 200: Type.Object({ valid: Type.Literal(true), purpose: Type.String() }), ...publicErrors },
      }),
      onRequest: limit,
    },
    async (request) => {
      const token = request.body.token?.trim();
      if (!token) throw tokenMissing();
      const row = await findOpenToken(ctx.db, token);
      if (!row) throw tokenInvalid();
      return { valid: true as const, purpose: row.purpose };
    },
  );
}

const ResetBody = Type.Object(
  {
    token: Token,
    password: Type.String({ minLength: 1, maxLength: LIMITS.password }),
    passwordRepeat: Type.String({ maxLength: LIMITS.password }),
  },
  { additionalProperties: false },
);

function resetRoute(app: RouteApp, ctx: AppContext, limit: FormLimit) {
  app.post(
    '/auth/password-reset/reset',
    {
      ...route.public({
        summary: 'Step 2: set a new password with the token; every older session ends',
        body: ResetBody,
        response: { 200: Message, ...publicErrors },
      }),
      onRequest: limit,
    },
    (request) => resetPassword(ctx, request.body),
  );
}

async function resetPassword(ctx: AppContext, body: Static<typeof ResetBody>) {
  const { password, passwordRepeat } = body;
  const token = body.token?.trim();
  if (!token) throw tokenMissing();
  const found = await findOpenToken(ctx.db, token);
  if (!found) throw tokenInvalid();
  const weak = passwordStrength(password);
  if (weak) throw fieldErrors({ password: weak });
  if (passwordRepeat !== password) throw fieldErrors({ passwordRepeat: { key: 'passwordsMatch' } });
  const hash = await hashPassword(password);
  await ctx.db.transaction().execute((trx) => claimAndStore(trx, found, hash));
  return { message: 'The password was changed. Please sign in with the new password.' };
}

/**
 * Claiming the token and changing the password happen together or not at all (the caller's
 * transaction); a second request with the same token finds it used.
 */
async function claimAndStore(trx: Db, found: OpenToken, hash: string) {
  const claimed = await trx
    .updateTable('passwordTokens')
    .set({ usedAt: new Date() })
    .where('id', '=', found.id)
    .where('usedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) throw tokenInvalid();
  await voidOpenTokens(trx, found.userId);
  await storePassword(trx, found.userId, hash);
  const action = found.purpose === 'invite' ? 'password_set' : 'password_reset';
  await auditAccount(trx, { id: found.userId, organisationId: found.organisationId }, { action });
}

type OpenToken = NonNullable<Awaited<ReturnType<typeof findOpenToken>>>;
