import { randomBytes } from 'node:crypto';
import { Type } from '@fastify/type-provider-typebox';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { INVITE_TOKEN_DAYS, mailLanguage } from '../../../src/domain/accounts';
import type { Feature, FeatureAction, UserFeature } from '../../../src/domain/features';
import { personName } from '../../../src/domain/profiles';
import type { Authorization } from '../../../src/domain/roles';
import type { Language } from '../../../src/domain/settings';
import { grantsOf, mayAssign, presetGrants, refusalToManage } from '../../../src/domain/userRights';
import { hashPassword } from '../../auth/passwords';
import { reaches } from '../../auth/scope';
import { endSessions } from '../../auth/session';
import { assertEmailFree } from '../../auth/accountEmail';
import { assertGrantable } from '../../auth/userAdmin';
import { forbidden, HttpError, notFound } from '../../http/errors';
import { users as userDefinition } from '../../../src/domain/resources/users';
import type { AnyDb, ResourceExtension, Row } from '../../resources/extension';
import { recordOf } from '../../resources/schemas';
import { mailText } from '../../services/mailTexts';
import { createPasswordToken, passwordLink, voidOpenTokens } from '../../services/passwordTokens';
import { auditFeatures, featuresOf } from '../../routes/userFeatures';

/**
 * User administration (§2 /settings/user-features, core_user_features): the users of the caller's
 * scope with their features; create (with an invitation mail to set the password), deactivate and
 * reactivate, bulk grant. Who may change whom: src/domain/userRights.ts.
 */

/** The users as answered: never their password hash or session data. */
const userRows = (db: AnyDb) =>
  db
    .selectFrom('users as r')
    .innerJoin('organisations as o', 'o.id', 'r.organisationId')
    .select((eb) => [
      'r.id',
      'r.email',
      'r.title',
      'r.firstName',
      'r.lastName',
      'r.organisationId',
      'o.name as organisationName',
      'o.modules as organisationModules',
      'r.authorizations',
      'r.deleted',
      'r.createdAt',
      'r.updatedAt',
      jsonArrayFrom(
        eb
          .selectFrom('userFeatures as f')
          .select(['f.userId', 'f.feature', 'f.action'])
          .whereRef('f.userId', '=', 'r.id')
          .orderBy('f.feature')
          .orderBy('f.action'),
      ).as('userFeatures'),
    ]);

/** 403 for himself and, unless the caller is one, for an ADMIN. */
function assertManageable(request: Parameters<NonNullable<ResourceExtension['guard']>>[0], user: Row) {
  const refusal = refusalToManage(request.user, user as unknown as Parameters<typeof refusalToManage>[1]);
  if (refusal) throw new HttpError(403, refusal);
}

export const users: ResourceExtension = {
  name: 'users',
  rows: (db, { scope }) => userRows(db).where(reaches(scope, 'r.organisationId')),
  guard: (request, user) => assertManageable(request, user),
  /** The e-mail address signs in: once in the whole product. */
  async check(db, values) {
    if (typeof values.email === 'string') await assertEmailFree(db, values.email);
  },
  /** A new user gets his role's features and a link to choose his password (nobody else knows it). */
  async create({ trx, request, app }, values, organisationId) {
    const authorization = ((values.authorization as Authorization | null) ?? 'USER') as Authorization;
    if (!mayAssign(request.user, authorization)) throw forbidden();
    const grants = presetGrants([authorization]);
    assertGrantable(request, [], grants);
    const language = (values.language as Language | null) ?? null;
    const { email, firstName, lastName, title } = values as Record<string, string | null>;
    const { id } = await trx
      .insertInto('users')
      .values({
        organisationId,
        email: email!,
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
        title,
        firstName: firstName!,
        lastName: lastName!,
        authorizations: [authorization],
        language,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (grants.length)
      await trx
        .insertInto('userFeatures')
        .values(grants.map((grant) => ({ userId: id, ...grant })))
        .execute();
    const token = await createPasswordToken(trx, id, 'invite');
    const organisation = await trx
      .selectFrom('organisations')
      .select('name')
      .where('id', '=', organisationId)
      .executeTakeFirstOrThrow();
    const mail = mailText(mailLanguage(language), 'invitation', {
      name: personName({ title, firstName, lastName }),
      inviter: `${request.user.firstName} ${request.user.lastName}`,
      organisation: organisation.name,
      email: email!,
      link: passwordLink(app.config.publicUrl, token),
      days: INVITE_TOKEN_DAYS,
    });
    return {
      id,
      afterCommit: () => app.later(request.log, 'invitation mail', () => app.mailer.send({ to: email!, ...mail })),
    };
  },
  /** Deactivation ends the user's sessions at once (session version) and voids his open links. */
  async setDeleted({ trx }, user, deleted) {
    await trx
      .updateTable('users')
      .set({ deleted, updatedAt: new Date(), ...(deleted ? endSessions() : {}) })
      .where('id', '=', user.id)
      .execute();
    if (deleted) await voidOpenTokens(trx, user.id);
    return deleted ? 'deactivate' : 'reactivate';
  },
  actions: {
    'grant-features': {
      options: { schema: { response: { 200: Type.Array(recordOf(userDefinition)) } } },
      /** Features (create, read, update, delete each) for several users at once: all or none. */
      async handle(request, _reply, { app, scope }) {
        const body = request.body as { userIds: string[]; features: Feature[] };
        const userIds = [...new Set(body.userIds)];
        const pairs: FeatureAction[] = [...new Set(body.features)].flatMap(grantsOf);
        const targets: Row[] = [];
        for (const id of userIds) {
          const target = (await userRows(app.db as unknown as AnyDb)
            .where('r.id', '=', id)
            .where(reaches(scope, 'r.organisationId'))
            .executeTakeFirst()) as Row | undefined;
          if (!target) throw notFound();
          assertManageable(request, target);
          targets.push(target);
        }
        assertGrantable(request, [], pairs);
        await app.db.transaction().execute(async (trx) => {
          for (const target of targets) {
            const before = await featuresOf(trx, target.id);
            await trx
              .insertInto('userFeatures')
              .values(pairs.map((pair) => ({ userId: target.id, ...pair })))
              .onConflict((oc) => oc.columns(['userId', 'feature', 'action']).doNothing())
              .execute();
            const after = (await featuresOf(trx, target.id)) as UserFeature[];
            const change = { organisationId: target.organisationId as string, actorId: request.user.id };
            await auditFeatures(trx, { ...change, userId: target.id, action: 'grant' }, before, after);
          }
        });
        return userRows(app.db as unknown as AnyDb)
          .where('r.id', 'in', userIds)
          .orderBy('r.lastName')
          .orderBy('r.firstName')
          .execute();
      },
    },
  },
};
