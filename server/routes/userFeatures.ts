import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACTIONS, FEATURES, type FeatureAction, type UserFeature } from '../../src/domain/features';
import { inOrganisations } from '../auth/scope';
import { assertGrantable, manageableUser, userInScope, userScope } from '../auth/userAdmin';
import type { Db } from '../db/database';
import type { RouteOptions } from '../http/context';
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

export const FeaturePair = Type.Object(
  {
    feature: Type.Union(FEATURES.map((f) => Type.Literal(f))),
    action: Type.Union(ACTIONS.map((a) => Type.Literal(a))),
  },
  { additionalProperties: false },
);

const FeaturesBody = Type.Object(
  { features: Type.Array(FeaturePair, { maxItems: FEATURES.length * ACTIONS.length }) },
  { additionalProperties: false },
);

export const pairKey = (f: FeatureAction) => `${f.feature}:${f.action}`;

export async function featuresOf(db: Db, userId: string): Promise<UserFeature[]> {
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
 * caller's organisation scope; the rules of who may change whom are in server/auth/userAdmin.ts.
 */
export const userFeatureRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx }) => {
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
      const scope = userScope(request, 'read');
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
        .where(inOrganisations('u.organisationId', scope))
        .orderBy('o.name')
        .orderBy('u.lastName')
        .orderBy('u.firstName')
        .execute();
      const features = users.length
        ? await ctx.db
            .selectFrom('userFeatures')
            .select(['userId', 'feature', 'action'])
            .where(
              'userId',
              'in',
              users.map((u) => u.id),
            )
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
      schema: {
        tags: ['user features'],
        params: IdParams,
        response: { 200: Type.Array(UserFeatureSchema), ...authErrors },
      },
    },
    async (request) => {
      await userInScope(ctx.db, userScope(request, 'read'), request.params.id);
      return featuresOf(ctx.db, request.params.id);
    },
  );

  app.patch(
    '/users/:id/user-features',
    {
      config: { access: ['core_user_features'] },
      schema: {
        tags: ['user features'],
        summary: "Replace a user's feature-action pairs",
        params: IdParams,
        body: FeaturesBody,
        response: { 200: Type.Array(UserFeatureSchema), ...authErrors },
      },
    },
    async (request) => {
      const target = await manageableUser(ctx.db, request, 'update', request.params.id);
      const wanted = [...new Map(request.body.features.map((f) => [pairKey(f), f])).values()];
      const before = await featuresOf(ctx.db, target.id);
      assertGrantable(request, before, wanted);
      await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('userFeatures').where('userId', '=', target.id).execute();
        if (wanted.length) {
          await trx
            .insertInto('userFeatures')
            .values(wanted.map((f) => ({ userId: target.id, ...f })))
            .execute();
        }
        await audit(trx, {
          organisationId: target.organisationId,
          userId: request.user.id,
          entity: 'user_features',
          entityId: target.id,
          action: 'replace',
          before: before.map(pairKey),
          after: wanted.map(pairKey),
        });
      });
      return featuresOf(ctx.db, target.id);
    },
  );
};
