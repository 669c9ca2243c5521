import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { ACTIONS, type Action, type Feature, type UserFeature } from '../../src/domain/features';
import type { OrganisationType } from '../../src/domain/organisations';
import { can } from '../../src/domain/permissions';
import type { SessionUser } from '../../src/domain/session';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { forbidden, HttpError } from '../http/errors';
import type { LoadedSession, SessionCache } from './sessionCache';
import type { TokenService } from './tokens';

/**
 * What ends every session of a user, set with an update of his `users` row: his tokens carry the
 * session version they were signed with, and one of an older version is refused.
 */
export const endSessions = () => ({ sessionVersion: sql<number>`session_version + 1` });

/** Stores a user's new password (its hash); every session of his ends with it. */
export const storePassword = (db: Db, userId: string, passwordHash: string) =>
  db
    .updateTable('users')
    .set({ passwordHash, ...endSessions(), updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user; set on every route that is not `config: { public: true }`. */
    user: SessionUser;
  }
  interface FastifyContextConfig {
    /** Reachable without a token (login, password reset, support form). */
    public?: boolean;
    /**
     * Who may send this route anything at all, checked with the token, before the body is read:
     * `user` for every logged-in user (his own account and settings), else the features of which
     * he needs at least one, with any action. A coarse gate only: handlers keep their finer checks
     * (action, scope, module). Every non-public route that takes a body declares it (a test checks).
     */
    access?: RouteAccess;
  }
}

export type RouteAccess = 'user' | readonly Feature[];

/** Whether the user holds one of the features with any action: the most any handler check grants. */
export const mayReach = (user: SessionUser, features: readonly Feature[]) =>
  features.some((feature) => ACTIONS.some((action) => can(user, feature, action)));

/**
 * The session statement, built once: only the user's id changes between requests, and Kysely's
 * building and compiling of it cost as much CPU as PostgreSQL's run of it (issue 27.5).
 */
let sessionStatement: ReturnType<typeof compileSession> | undefined;

function sessionQuery(db: Db, userId: string): ReturnType<typeof compileSession> {
  sessionStatement ??= compileSession(db);
  return { ...sessionStatement, parameters: [userId] };
}

function compileSession(db: Db) {
  const query = db
    .selectFrom('users as u')
    .innerJoin('organisations as o', 'o.id', 'u.organisationId')
    .select((eb) => [
      'u.id',
      'u.email',
      'u.title',
      'u.firstName',
      'u.lastName',
      'u.authorizations',
      'u.sessionVersion',
      'u.deleted',
      'o.id as organisationId',
      'o.name as organisationName',
      'o.type as organisationType',
      'o.parentId as organisationParentId',
      'o.modules as organisationModules',
      jsonArrayFrom(
        eb
          .selectFrom('userFeatures as f')
          .select(['f.userId', 'f.feature', 'f.action'])
          .whereRef('f.userId', '=', 'u.id'),
      ).as('userFeatures'),
    ])
    .where('u.id', '=', '')
    .compile();
  if (query.parameters.length !== 1) throw new Error('the session statement takes the user id alone');
  // a named statement: planned once per connection instead of on every request
  prepared(query.sql);
  return query;
}

/** The user with organisation and feature-action pairs, in one query (it runs on every request). */
export async function loadSession(db: Db, userId: string): Promise<LoadedSession | undefined> {
  const query = sessionQuery(db, userId);
  const [row] = (await db.executeQuery(query)).rows;
  if (!row) return undefined;
  return {
    sessionVersion: row.sessionVersion,
    deleted: row.deleted,
    user: {
      id: row.id,
      email: row.email,
      title: row.title,
      firstName: row.firstName,
      lastName: row.lastName,
      authorizations: row.authorizations,
      organisation: {
        id: row.organisationId,
        name: row.organisationName,
        type: row.organisationType as OrganisationType,
        parentId: row.organisationParentId,
        modules: row.organisationModules,
      },
      userFeatures: row.userFeatures as UserFeature[],
    },
  };
}

/**
 * Every API route needs a valid bearer token unless it says `config: { public: true }`: a route
 * added without thinking about it is closed, not open. A read may be answered with the session as
 * this server kept it (sessionCache.ts); a write reads it afresh and makes the server forget what
 * it kept before the answer leaves.
 */
export function registerAuthentication(app: FastifyInstance, db: Db, tokens: TokenService, sessions: SessionCache) {
  app.decorateRequest('user', null as unknown as SessionUser);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.routeOptions.config?.public) return;
    const header = request.headers.authorization ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme !== 'Bearer' || !token) throw new HttpError(401, 'INVALID_CREDENTIALS');
    const claims = await tokens.verify(token);
    const session = await sessions.session(claims.sub, claims.sv, isRead(request), () => loadSession(db, claims.sub));
    // A password change or deactivation raises the session version: older tokens stop at once.
    if (!session || session.deleted || session.sessionVersion !== claims.sv) {
      throw new HttpError(401, 'INVALID_CREDENTIALS');
    }
    request.user = session.user;
    // Refused here, the body of a request without the right is never read, parsed or validated.
    const access = request.routeOptions.config?.access;
    if (access && access !== 'user' && !mayReach(session.user, access)) throw forbidden();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!isRead(request)) sessions.forget();
    done(null, payload);
  });
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/** 403 unless the user may do `action` on `feature`. */
export function requireFeature(request: FastifyRequest, feature: Feature, action: Action = 'read') {
  if (!can(request.user, feature, action)) throw forbidden();
}
