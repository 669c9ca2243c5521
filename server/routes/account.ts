import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { mailLanguage } from '../../src/domain/accounts';
import { personName } from '../../src/domain/profiles';
import { LIMITS, passwordStrength } from '../../src/domain/validation';
import { assertEmailFree } from '../auth/accountEmail';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { storePassword } from '../auth/session';
import type { Db } from '../db/database';
import type { AppContext, RouteApp, RouteOptions } from '../http/context';
import { fieldErrors } from '../http/errors';
import { authErrors, Email, ErrorResponse, LoginAnswerSchema, Nullable, OptionalText, Text } from '../http/schemas';
import { routesTagged } from '../http/routeOptions';
import { auditAccount } from '../services/audit';
import { backgroundTasks, type BackgroundTasks } from '../services/background';
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

/** The current user's own account (§7): profiles, account data and password. */
export const accountRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx }) => {
  const later = backgroundTasks(app);
  accountRoute(app, ctx, later);
  passwordRoute(app, ctx);
};

const route = routesTagged('account');

function accountRoute(app: RouteApp, ctx: AppContext, later: BackgroundTasks) {
  app.patch(
    '/users/current-user/account',
    route.gated('user', { body: AccountBody, response: { 200: AccountSchema, 409: ErrorResponse, ...authErrors } }),
    (request) => updateAccount(ctx, later, request),
  );
}

async function updateAccount(
  ctx: AppContext,
  later: BackgroundTasks,
  request: FastifyRequest & { body: Static<typeof AccountBody> },
) {
  const { email, currentPassword } = request.body;
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
  await assertEmailFree(ctx.db, email, request.user.id);
  const { before, updated: after } = await ctx.db.transaction().execute((trx) => saveAccount(trx, request));
  if (before.email.toLowerCase() !== after.email.toLowerCase()) {
    // The old address learns of the change: if it was not its owner, he can still act.
    const values = { name: personName(after), old: before.email, new: after.email, support: ctx.config.supportEmail };
    later(request.log, 'e-mail change notice', () =>
      ctx.mailer.send({ to: before.email, ...mailText(mailLanguage(user.language), 'email_changed', values) }),
    );
  }
  return after;
}

/** The account's data written and audited: answers it before and after. */
async function saveAccount(trx: Db, request: FastifyRequest & { body: Static<typeof AccountBody> }) {
  const { firstName, lastName, email, title } = request.body;
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
  await auditAccount(trx, request.user, { action: 'update_account', before, after: updated });
  return { before, updated };
}

function passwordRoute(app: RouteApp, ctx: AppContext) {
  app.patch(
    '/users/current-user/password',
    route.gated('user', {
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
    }),
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
        await storePassword(trx, request.user.id, hash);
        await auditAccount(trx, request.user, { action: 'change_password' });
      });
      return issueToken(ctx, request.user.id);
    },
  );
}
