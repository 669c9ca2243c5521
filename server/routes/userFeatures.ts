import { createHash } from 'node:crypto';
import { Type } from '@fastify/type-provider-typebox';
import { ACTIONS, FEATURES, type FeatureAction, type UserFeature } from '../../src/domain/features';
import { inOrganisations } from '../auth/scope';
import { assertGrantable, manageableUser, userInScope, userScope } from '../auth/userAdmin';
import type { Db } from '../db/database';
import type { AppContext, RouteApp } from '../http/context';
import { HttpError } from '../http/errors';
import { authErrors, ErrorResponse, IdParams, Nullable, UserFeatureSchema } from '../http/schemas';
import { routesTagged } from '../http/routeOptions';
import { routePlugin } from '../http/routePlugin';
import { ifMatch } from '../resources/writes/versions';
import { audit, auditRowsOf } from '../services/audit';

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

/** The version of a user's rights (ETag, If-Match): a short hash of his pairs, in their order. */
export const featuresVersion = (pairs: readonly FeatureAction[]) =>
  createHash('sha256').update(pairs.map(pairKey).join(',')).digest('base64url').slice(0, 16);

/** The audit row of a change of a user's pairs by `actorId`: the pairs before and after, as `feature:action`. */
export const auditFeatures = (
  trx: Db,
  change: { organisationId: string; actorId: string; userId: string; action: 'grant' | 'replace' },
  before: readonly FeatureAction[],
  after: readonly FeatureAction[],
) =>
  audit(trx, {
    organisationId: change.organisationId,
    userId: change.actorId,
    entity: 'user_features',
    entityId: change.userId,
    action: change.action,
    before: before.map(pairKey),
    after: after.map(pairKey),
  });

/** 412 of a rights change made on pairs that someone else changed meanwhile: the pairs now, who and when. */
async function rightsChangedMeanwhile(db: Db, userId: string, current: UserFeature[]) {
  const [last] = await auditRowsOf(db, 'user_features', userId, 1);
  return new HttpError(412, 'CHANGED_MEANWHILE', undefined, undefined, {
    current: { userFeatures: current, version: featuresVersion(current) },
    changedBy: last?.actorName ?? null,
    changedAt: last ? new Date(last.createdAt).toISOString() : null,
  });
}

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
export const userFeatureRoutes = routePlugin(usersWithFeaturesRoute, userFeaturesRoute, replaceFeaturesRoute);

const route = routesTagged('user features');

function usersWithFeaturesRoute(app: RouteApp, ctx: AppContext) {
  app.get(
    '/users/user-features',
    route.read({
      summary: 'Every user in the caller’s scope with his feature-action pairs',
      response: { 200: Type.Array(UserWithFeatures), ...authErrors },
    }),
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
}

function userFeaturesRoute(app: RouteApp, ctx: AppContext) {
  app.get(
    '/users/:id/user-features',
    route.read({ params: IdParams, response: { 200: Type.Array(UserFeatureSchema), ...authErrors } }),
    async (request, reply) => {
      await userInScope(ctx.db, userScope(request, 'read'), request.params.id);
      const features = await featuresOf(ctx.db, request.params.id);
      return reply.header('etag', `"${featuresVersion(features)}"`).send(features);
    },
  );
}

function replaceFeaturesRoute(app: RouteApp, ctx: AppContext) {
  app.patch(
    '/users/:id/user-features',
    route.gated(['core_user_features'], {
      summary: "Replace a user's feature-action pairs",
      description:
        'Send `If-Match` with the ETag of the pairs you saw (GET): if someone changed them meanwhile, the answer is 412 with the pairs now, and nothing is written.',
      params: IdParams,
      body: FeaturesBody,
      response: { 200: Type.Array(UserFeatureSchema), ...authErrors, 412: ErrorResponse },
    }),
    async (request, reply) => {
      const target = await manageableUser(ctx.db, request, 'update', request.params.id);
      const wanted = [...new Map(request.body.features.map((f) => [pairKey(f), f])).values()];
      const expected = ifMatch(request);
      await ctx.db.transaction().execute(async (trx) => {
        // the user's row locked, so that two changes of his rights are checked one after the other
        await trx.selectFrom('users').select('id').where('id', '=', target.id).forUpdate().executeTakeFirst();
        const before = await featuresOf(trx, target.id);
        if (expected !== undefined && expected !== featuresVersion(before)) {
          throw await rightsChangedMeanwhile(ctx.db, target.id, before);
        }
        assertGrantable(request, before, wanted);
        await trx.deleteFrom('userFeatures').where('userId', '=', target.id).execute();
        if (wanted.length) {
          await trx
            .insertInto('userFeatures')
            .values(wanted.map((f) => ({ userId: target.id, ...f })))
            .execute();
        }
        const change = { organisationId: target.organisationId, actorId: request.user.id, userId: target.id };
        await auditFeatures(trx, { ...change, action: 'replace' }, before, wanted);
      });
      const features = await featuresOf(ctx.db, target.id);
      return reply.header('etag', `"${featuresVersion(features)}"`).send(features);
    },
  );
}
