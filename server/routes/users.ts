import { randomBytes } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { INVITE_TOKEN_DAYS, mailLanguage } from '../../src/domain/accounts';
import { FEATURES, type FeatureAction, type UserFeature } from '../../src/domain/features';
import { AUTHORIZATIONS, type Authorization } from '../../src/domain/roles';
import { LANGUAGES } from '../../src/domain/settings';
import { grantsOf, mayAssign, presetGrants } from '../../src/domain/userRights';
import { hashPassword } from '../auth/passwords';
import { inOrganisations } from '../auth/scope';
import { assertGrantable, manageableUser, userInScope, userScope } from '../auth/userAdmin';
import type { Db } from '../db/database';
import type { RouteOptions } from '../http/context';
import { conflict, forbidden, notFound } from '../http/errors';
import {
  applyFilters,
  applyOrderAndRange,
  ListQuerystring,
  parseListQuery,
  sendList,
  type ListSpec,
} from '../http/list';
import { authErrors, Email, IdParams, Nullable, OptionalText, Text, UserFeatureSchema, Uuid } from '../http/schemas';
import { audit } from '../services/audit';
import { backgroundTasks } from '../services/background';
import { mailText } from '../services/mailTexts';
import { createPasswordToken } from '../services/passwordTokens';
import { featuresOf, pairKey } from './userFeatures';

const UserRow = Type.Object({
  id: Type.String(),
  email: Type.String(),
  title: Nullable(Type.String()),
  firstName: Type.String(),
  lastName: Type.String(),
  organisationId: Type.String(),
  organisationName: Type.String(),
  authorizations: Type.Array(Type.String()),
  deleted: Type.Boolean(),
  createdAt: Type.Unsafe<Date>({ type: 'string', format: 'date-time' }),
  userFeatures: Type.Array(UserFeatureSchema),
});

const CreateBody = Type.Object(
  {
    email: Email,
    firstName: Text(100),
    lastName: Text(100),
    title: OptionalText(50),
    organisationId: Type.Optional(Uuid),
    authorization: Type.Optional(Type.Union(AUTHORIZATIONS.map((a) => Type.Literal(a)))),
    language: Type.Optional(Type.Union(LANGUAGES.map((l) => Type.Literal(l)))),
  },
  { additionalProperties: false },
);

const GrantBody = Type.Object(
  {
    userIds: Type.Array(Uuid, { minItems: 1, maxItems: 1000 }),
    features: Type.Array(Type.Union(FEATURES.map((f) => Type.Literal(f))), { minItems: 1, maxItems: FEATURES.length }),
  },
  { additionalProperties: false },
);

const LIST: ListSpec = {
  sortable: {
    lastName: 'u.lastName',
    firstName: 'u.firstName',
    email: 'u.email',
    organisationName: 'o.name',
    createdAt: 'u.createdAt',
  },
  defaultSort: { field: 'lastName', order: 'ASC' },
  search: ['u.firstName', 'u.lastName', 'u.email', 'o.name'],
  filters: {
    id: { type: 'uuids', column: 'u.id' },
    organisationId: { type: 'uuid', column: 'u.organisationId' },
    deleted: { type: 'boolean', column: 'u.deleted' },
  },
  idColumn: 'u.id',
};

function userRows(db: Db) {
  return db
    .selectFrom('users as u')
    .innerJoin('organisations as o', 'o.id', 'u.organisationId')
    .select((eb) => [
      'u.id',
      'u.email',
      'u.title',
      'u.firstName',
      'u.lastName',
      'u.organisationId',
      'o.name as organisationName',
      'u.authorizations',
      'u.deleted',
      'u.createdAt',
      jsonArrayFrom(
        eb
          .selectFrom('userFeatures as f')
          .select(['f.userId', 'f.feature', 'f.action'])
          .whereRef('f.userId', '=', 'u.id')
          .orderBy('f.feature')
          .orderBy('f.action'),
      ).as('userFeatures'),
    ]);
}

const one = { 200: UserRow, ...authErrors, 409: authErrors[400] };

/**
 * User administration (§2 /settings/user-features, core_user_features): the users of the caller's
 * scope with their features; create (with an invitation mail to set the password), deactivate and
 * reactivate, bulk grant. Rules of who may change whom: server/auth/userAdmin.ts.
 */
export const userRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx, version }) => {
  const tags = ['users'];
  const later = backgroundTasks(app);
  const rowOf = (id: string) => userRows(ctx.db).where('u.id', '=', id).executeTakeFirstOrThrow();

  app.get(
    '/users',
    { schema: { tags, querystring: ListQuerystring, response: { 200: Type.Unknown(), ...authErrors } } },
    async (request, reply) => {
      const query = parseListQuery(version, request.query);
      const filtered = applyFilters(
        userRows(ctx.db).where(inOrganisations('u.organisationId', userScope(request, 'read'))),
        LIST,
        query.filter,
      );
      const [rows, { total }] = await Promise.all([
        applyOrderAndRange(filtered, LIST, query).execute(),
        filtered
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return sendList(reply, version, 'users', query, rows, total);
    },
  );

  app.get(
    '/users/organisations',
    {
      schema: {
        tags,
        summary: 'The organisations whose users the caller manages',
        response: {
          200: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), type: Type.String() })),
          ...authErrors,
        },
      },
    },
    async (request) =>
      ctx.db
        .selectFrom('organisations')
        .select(['id', 'name', 'type'])
        .where(inOrganisations('organisations.id', userScope(request, 'read')))
        .where('deleted', '=', false)
        .orderBy('name')
        .execute(),
  );

  app.get('/users/:id', { schema: { tags, params: IdParams, response: one } }, async (request) => {
    await userInScope(ctx.db, userScope(request, 'read'), request.params.id);
    return rowOf(request.params.id);
  });

  app.post(
    '/users',
    {
      config: { access: ['core_user_features'] },
      schema: {
        tags,
        summary: 'Create a user; he gets a mail with a link to choose his password',
        body: CreateBody,
        response: { 201: UserRow, ...one },
      },
    },
    async (request, reply) => {
      const scope = userScope(request, 'create');
      const { email, firstName, lastName, title, authorization = 'USER', language } = request.body;
      const organisationId = request.body.organisationId ?? request.user.organisation.id;
      const organisation = await ctx.db
        .selectFrom('organisations')
        .select(['id', 'name'])
        .where('id', '=', organisationId)
        .where(inOrganisations('id', scope))
        .executeTakeFirst();
      if (!organisation) throw notFound();
      if (!mayAssign(request.user, authorization as Authorization)) throw forbidden();
      const grants = presetGrants([authorization as Authorization]);
      assertGrantable(request, [], grants);
      const taken = await ctx.db
        .selectFrom('users')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
        .executeTakeFirst();
      if (taken) throw conflict('EMAIL_IN_USE', undefined, { email: 'Email in use' });
      // Nobody knows this password: the user chooses his own through the invitation link.
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      const { id, token } = await ctx.db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('users')
          .values({
            organisationId,
            email: email.trim(),
            passwordHash,
            title: title?.trim() || null,
            firstName: firstName.trim(),
            lastName: lastName.trim(),
            authorizations: [authorization],
            language: language ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (grants.length)
          await trx
            .insertInto('userFeatures')
            .values(grants.map((g) => ({ userId: id, ...g })))
            .execute();
        const token = await createPasswordToken(trx, id, 'invite');
        await audit(trx, {
          organisationId,
          userId: request.user.id,
          entity: 'users',
          entityId: id,
          action: 'create',
          after: { email, firstName, lastName, authorization, features: grants.map(pairKey) },
        });
        return { id, token };
      });
      const link = `${ctx.config.publicUrl}/password-reset/reset?token=${encodeURIComponent(token)}`;
      later(request.log, 'invitation mail', () =>
        ctx.mailer.send({
          to: email.trim(),
          ...mailText(mailLanguage(language), 'invitation', {
            name: [title, firstName, lastName].filter(Boolean).join(' '),
            inviter: `${request.user.firstName} ${request.user.lastName}`,
            organisation: organisation.name,
            email: email.trim(),
            link,
            days: INVITE_TOKEN_DAYS,
          }),
        }),
      );
      return reply.status(201).send(await rowOf(id));
    },
  );

  /** Deactivation ends the user's sessions at once (session version) and voids his open links. */
  async function setDeleted(
    userId: string,
    deleted: boolean,
    callerId: string,
    target: { organisationId: string; deleted: boolean },
  ) {
    if (target.deleted === deleted) return;
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set((eb) => ({
          deleted,
          updatedAt: new Date(),
          ...(deleted ? { sessionVersion: eb('sessionVersion', '+', 1) } : {}),
        }))
        .where('id', '=', userId)
        .execute();
      if (deleted)
        await trx
          .updateTable('passwordTokens')
          .set({ usedAt: new Date() })
          .where('userId', '=', userId)
          .where('usedAt', 'is', null)
          .execute();
      await audit(trx, {
        organisationId: target.organisationId,
        userId: callerId,
        entity: 'users',
        entityId: userId,
        action: deleted ? 'deactivate' : 'reactivate',
        before: { deleted: !deleted },
        after: { deleted },
      });
    });
  }

  app.delete(
    '/users/:id',
    {
      config: { access: ['core_user_features'] },
      schema: {
        tags,
        summary: 'Deactivate a user: he cannot sign in, his sessions end at once',
        params: IdParams,
        response: one,
      },
    },
    async (request) => {
      const target = await manageableUser(ctx.db, request, 'delete', request.params.id);
      await setDeleted(target.id, true, request.user.id, target);
      return rowOf(target.id);
    },
  );

  app.post(
    '/users/:id/restore',
    {
      config: { access: ['core_user_features'] },
      schema: { tags, summary: 'Reactivate a user', params: IdParams, response: one },
    },
    async (request) => {
      const target = await manageableUser(ctx.db, request, 'delete', request.params.id);
      await setDeleted(target.id, false, request.user.id, target);
      return rowOf(target.id);
    },
  );

  app.post(
    '/users/grant-features',
    {
      config: { access: ['core_user_features'] },
      schema: {
        tags,
        summary: 'Add features (create, read, update, delete each) to several users at once: all or none',
        body: GrantBody,
        response: { 200: Type.Array(UserRow), ...authErrors },
      },
    },
    async (request) => {
      const userIds = [...new Set(request.body.userIds)];
      const pairs: FeatureAction[] = [...new Set(request.body.features)].flatMap(grantsOf);
      const targets: Awaited<ReturnType<typeof manageableUser>>[] = [];
      for (const id of userIds) targets.push(await manageableUser(ctx.db, request, 'update', id));
      assertGrantable(request, [], pairs);
      await ctx.db.transaction().execute(async (trx) => {
        for (const target of targets) {
          const before = await featuresOf(trx, target.id);
          await trx
            .insertInto('userFeatures')
            .values(pairs.map((p) => ({ userId: target.id, ...p })))
            .onConflict((oc) => oc.columns(['userId', 'feature', 'action']).doNothing())
            .execute();
          const after = (await featuresOf(trx, target.id)) as UserFeature[];
          await audit(trx, {
            organisationId: target.organisationId,
            userId: request.user.id,
            entity: 'user_features',
            entityId: target.id,
            action: 'grant',
            before: before.map(pairKey),
            after: after.map(pairKey),
          });
        }
      });
      return userRows(ctx.db).where('u.id', 'in', userIds).orderBy('u.lastName').orderBy('u.firstName').execute();
    },
  );
};
