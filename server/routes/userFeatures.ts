import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACTIONS, FEATURES, type FeatureAction, type UserFeature } from '../../src/domain/features';
import { can } from '../../src/domain/permissions';
import { inScope, widestScope } from '../auth/scope';
import { requireFeature } from '../auth/session';
import type { Db } from '../db/database';
import type { RouteOptions } from '../http/context';
import { HttpError, notFound } from '../http/errors';
import { authErrors, IdParams, Nullable, UserFeatureSchema } from '../http/schemas';
import { audit } from '../services/audit';

const UserWithFeatures = Type.Object({
  id: Type.String(),
  email: Type.String(),
  title: Nullable(Type.String()),
  firstName: Type.String(),
  lastName: Type.String(),
  organisationId: Type.String(),
  organisationName: Type.String(),
  authorizations: Type.Array(Type.String()),
  deleted: Type.Boolean(),
  userFeatures: Type.Array(UserFeatureSchema),
});

const FeaturesBody = Type.Object(
  {
    features: Type.Array(
      Type.Object(
        {
          feature: Type.Union(FEATURES.map((f) => Type.Literal(f))),
          action: Type.Union(ACTIONS.map((a) => Type.Literal(a))),
        },
        { additionalProperties: false },
      ),
      { maxItems: FEATURES.length * ACTIONS.length },
    ),
  },
  { additionalProperties: false },
);

const key = (f: FeatureAction) => `${f.feature}:${f.action}`;

async function featuresOf(db: Db, userId: string): Promise<UserFeature[]> {
  return (await db
    .selectFrom('userFeatures')
    .select(['userId', 'feature', 'action'])
    .where('userId', '=', userId)
    .orderBy('feature')
    .orderBy('action')
    .execute()) as UserFeature[];
}

/**
 * Feature-action pairs of users (§7). Needs core_user_features (or ADMIN) and stays inside the
 * caller's organisation scope; nobody changes his own rights or grants what he does not hold.
 */
export const userFeatureRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx }) => {
  /** The target user, if inside the caller's scope; 404 otherwise. */
  async function userInScope(callerScope: ReturnType<typeof widestScope>, userId: string) {
    const user = await ctx.db
      .selectFrom('users')
      .select(['id', 'organisationId'])
      .where('id', '=', userId)
      .where(inScope('users.organisationId', callerScope))
      .executeTakeFirst();
    if (!user) throw notFound();
    return user;
  }

  app.get(
    '/users/user-features',
    {
      schema: {
        tags: ['user features'],
        summary: 'Every user in the caller’s scope with his feature-action pairs',
        response: { 200: Type.Array(UserWithFeatures), ...authErrors },
      },
    },
    async (request) => {
      requireFeature(request, 'core_user_features', 'read');
      const users = await ctx.db
        .selectFrom('users as u')
        .innerJoin('organisations as o', 'o.id', 'u.organisationId')
        .select([
          'u.id',
          'u.email',
          'u.title',
          'u.firstName',
          'u.lastName',
          'u.organisationId',
          'o.name as organisationName',
          'u.authorizations',
          'u.deleted',
        ])
        .where(inScope('u.organisationId', widestScope(request.user)))
        .orderBy('o.name')
        .orderBy('u.lastName')
        .orderBy('u.firstName')
        .execute();
      const features = users.length
        ? await ctx.db
            .selectFrom('userFeatures')
            .select(['userId', 'feature', 'action'])
            .where('userId', 'in', users.map((u) => u.id))
            .execute()
        : [];
      const byUser = new Map<string, UserFeature[]>();
      for (const f of features as UserFeature[]) byUser.set(f.userId, [...(byUser.get(f.userId) ?? []), f]);
      return users.map((u) => ({ ...u, userFeatures: byUser.get(u.id) ?? [] }));
    },
  );

  app.get(
    '/users/:id/user-features',
    {
      schema: { tags: ['user features'], params: IdParams, response: { 200: Type.Array(UserFeatureSchema), ...authErrors } },
    },
    async (request) => {
      requireFeature(request, 'core_user_features', 'read');
      await userInScope(widestScope(request.user), request.params.id);
      return featuresOf(ctx.db, request.params.id);
    },
  );

  app.patch(
    '/users/:id/user-features',
    {
      schema: {
        tags: ['user features'],
        summary: "Replace a user's feature-action pairs",
        params: IdParams,
        body: FeaturesBody,
        response: { 200: Type.Array(UserFeatureSchema), ...authErrors },
      },
    },
    async (request) => {
      requireFeature(request, 'core_user_features', 'update');
      const target = await userInScope(widestScope(request.user), request.params.id);
      if (target.id === request.user.id) throw new HttpError(403, 'OWN_RIGHTS');
      const wanted = [...new Map(request.body.features.map((f) => [key(f), f])).values()];
      const before = await featuresOf(ctx.db, target.id);
      const had = new Set(before.map(key));
      const added = wanted.filter((f) => !had.has(key(f)));
      // Granting is limited to what the caller holds himself, so rights cannot be raised by proxy.
      if (added.some((f) => !can(request.user, f.feature, f.action))) throw new HttpError(403, 'FORBIDDEN');
      await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('userFeatures').where('userId', '=', target.id).execute();
        if (wanted.length) {
          await trx.insertInto('userFeatures').values(wanted.map((f) => ({ userId: target.id, ...f }))).execute();
        }
        await audit(trx, {
          organisationId: target.organisationId,
          userId: request.user.id,
          entity: 'user_features',
          entityId: target.id,
          action: 'replace',
          before: before.map(key),
          after: wanted.map(key),
        });
      });
      return featuresOf(ctx.db, target.id);
    },
  );
};
