import { Type } from '@fastify/type-provider-typebox';
import { tooManyRequestsMessage } from '../../src/domain/errors';
import type { LoginAnswer } from '../../src/domain/session';
import { LIMITS } from '../../src/domain/validation';
import { loginAccount, releaseLoginAttempt, reserveLoginAttempt } from '../auth/loginLimit';
import { DUMMY_HASH, verifyPassword } from '../auth/passwords';
import { endSessions, loadSession } from '../auth/session';
import type { AppContext, RouteApp } from '../http/context';
import { HttpError } from '../http/errors';
import { auditAccount } from '../services/audit';
import { ErrorResponse, LoginAnswerSchema, SessionUserSchema } from '../http/schemas';
import { routesTagged } from '../http/routeOptions';
import { routePlugin } from '../http/routePlugin';

const LoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: LIMITS.email }),
    password: Type.String({ minLength: 1, maxLength: LIMITS.password }),
  },
  { additionalProperties: false },
);

/**
 * Signs a fresh token for a user: after login and a password change (a new session), and for
 * auth/refresh (the same session, `sessionStart` kept, no longer than its absolute limit).
 */
export async function issueToken(ctx: AppContext, userId: string, sessionStart?: number): Promise<LoginAnswer> {
  const session = await loadSession(ctx.db, userId);
  if (!session || session.deleted) throw new HttpError(401, 'INVALID_CREDENTIALS');
  const { user } = session;
  const { token, expiresIn } = await ctx.tokens.sign(
    {
      sub: user.id,
      user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
      sv: session.sessionVersion,
      ses: sessionStart,
    },
    sessionStart === undefined ? undefined : sessionStart + ctx.config.sessionMaxAgeSeconds,
  );
  return { access_token: token, token_type: 'Bearer', expires_in: expiresIn, user };
}

export const sessionRoutes = routePlugin(loginRoute, refreshRoute, logoutRoute, currentUserRoute);

const route = routesTagged('session');

function loginRoute(app: RouteApp, ctx: AppContext) {
  app.post(
    '/auth/login',
    route.public({
      summary: 'Log in with e-mail and password',
      body: LoginBody,
      response: { 200: LoginAnswerSchema, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
    }),
    async (request, reply) => {
      const account = loginAccount(request.body.username);
      const attempt = ctx.config.rateLimits
        ? await reserveLoginAttempt(ctx.db, request.ip, account, {
            perAccount: ctx.config.loginMaxFailures,
            perAddress: ctx.config.loginMaxFailuresPerAddress,
          })
        : 0;
      if (attempt === undefined) {
        return reply.status(429).send({
          statusCode: 429,
          code: 'TOO_MANY_REQUESTS',
          message: tooManyRequestsMessage(request.hostname.replace(/:\d+$/, '')),
        });
      }
      const user = await ctx.db
        .selectFrom('users')
        .select(['id', 'passwordHash'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', account))
        .where('deleted', '=', false)
        .executeTakeFirst();
      // The hash is checked even for unknown addresses, so timing does not reveal who has an account.
      const valid = await verifyPassword(request.body.password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !valid) throw new HttpError(401, 'INVALID_CREDENTIALS');
      if (attempt) await releaseLoginAttempt(ctx.db, attempt);
      return issueToken(ctx, user.id);
    },
  );
}

function refreshRoute(app: RouteApp, ctx: AppContext) {
  app.post(
    '/auth/refresh',
    route.gated('user', {
      summary: 'A fresh token for the same session, while the session is younger than its absolute limit',
      response: { 200: LoginAnswerSchema, 401: ErrorResponse },
    }),
    async (request) => {
      // The authentication hook has checked token, expiry and session version (logout, password
      // change, deactivation); the claims are read again here for the session's start.
      const claims = await ctx.tokens.verify(request.headers.authorization!.split(' ')[1]);
      const sessionStart = claims.ses ?? claims.iat;
      const now = Math.floor(Date.now() / 1000);
      if (now >= sessionStart + ctx.config.sessionMaxAgeSeconds) throw new HttpError(401, 'SESSION_TOO_OLD');
      return issueToken(ctx, request.user.id, sessionStart);
    },
  );
}

function logoutRoute(app: RouteApp, ctx: AppContext) {
  app.post(
    '/auth/logout',
    route.gated('user', {
      summary: "Log out: the token stops working at once, and so do the user's other sessions",
      response: { 204: Type.Null(), 401: ErrorResponse },
    }),
    async (request, reply) => {
      // Tokens carry the session version they were signed with (server/auth/session.ts checks
      // it on every request): raising it ends this session. Tokens keep no id of their own, so
      // the user's other sessions end with it.
      await ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set(endSessions()).where('id', '=', request.user.id).execute();
        await auditAccount(trx, request.user, { action: 'logout' });
      });
      return reply.status(204).send(null);
    },
  );
}

function currentUserRoute(app: RouteApp) {
  app.get(
    '/users/current-user',
    route.read({
      summary: 'The logged-in user with organisation and feature-action pairs',
      response: { 200: SessionUserSchema, 401: ErrorResponse },
    }),
    async (request) => request.user,
  );
}
