import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from './config';
import type { Db } from './db/database';
import { createTokenService } from './auth/tokens';
import { loadTokenSecret } from './auth/tokenSecret';
import { registerAuthentication } from './auth/session';
import { sessionCache, type SessionCache } from './auth/sessionCache';
import type { AppContext, ApiVersion } from './http/context';
import { errorHandler, HttpError } from './http/errors';
import { captureAppAjv } from './http/firstErrorValidation';
import { DEFAULT_BODY_LIMIT, registerJsonBody } from './http/jsonBody';
import { registerLargeBodyQueue } from './http/largeBodies';
import { allowedMethods as allowedMethodsOf } from './http/methodNotAllowed';
import { documentRoute } from './http/openapi';
import { lookupLimit } from './http/lookupLimit';
import { refuseNulInAddress, refuseNulInBody } from './http/nulBytes';
import { recordRoutes } from './http/registeredRoutes';
import { requestLogger } from './http/requestLog';
import { compilers } from './http/compiledSchemas';
import { changeHub, type HubOptions } from './live/changeHub';
import type { ChangeHub } from './live/hub';
import { backgroundTasks } from './services/background';
import { startJobs } from './services/jobs';
import { sendReminderDigests } from './services/reminderDigest';
import { runReminders } from './services/renewalReminders';
import { createMailer, type Mailer } from './services/mail';
import { scheduleRetention } from './services/personalData/retention';
import { scheduleSubmissionDigests } from './services/submissionDigest';
import { apiRoutesOf } from './routes';
import { registerIdempotency } from './cluster/idempotency';
import { postgresRateLimitStore } from './cluster/rateLimitStore';
import { readRouting } from './cluster/readRouting';
import type { ResourceDefinition } from '../src/domain/resources';

declare module 'fastify' {
  interface FastifyInstance {
    /** One run of the expiry reminders for `day` (default today), as the job engine runs it daily. */
    renewalReminders: (day?: string) => Promise<number>;
    /** One run of the ITC's weekly reminder digest for the week of `day`. */
    reminderDigests: (day?: string) => Promise<number>;
  }
}

export interface BuildOptions {
  config: Config;
  db: Db;
  /** A pino logger; none (silent) by default. */
  logger?: FastifyBaseLogger;
  /** Replaces the configured mail transport (tests read mail from the capture folder instead). */
  mailer?: Mailer;
  /** The declared resources to serve: every one of src/domain/resources/ by default (a test adds its own). */
  resources?: readonly ResourceDefinition[];
  /** The read replica's database (DATABASE_READ_URL); lists and statistics read from it. */
  readDb?: Db;
  /** Runs the daily jobs (the ITC's submission digest); the server does, tests call them with a fixed clock. */
  dailyJobs?: boolean;
  /** Starts the job engine (pg-boss: expiry reminders); the server does, tests that need it ask. */
  jobs?: boolean;
  /** How changes seen live are read: LISTEN's connection and the poll (server/live/changeHub.ts). */
  live?: HubOptions;
}

/**
 * Builds the whole server: plugins, the API under /api/v2 and /api/v1, the OpenAPI document and
 * the built front end. Tests call it and use `app.inject`; main.ts adds the database and listens.
 */
export async function buildApp({
  config,
  db,
  logger,
  mailer,
  resources,
  dailyJobs,
  jobs,
  readDb,
  live,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: requestLogger(logger) } : { logger: false }),
    trustProxy: config.trustProxy,
    // small by default: a route that needs more says so (and bounds what it parses, jsonBody.ts)
    bodyLimit: DEFAULT_BODY_LIMIT,
    ajv: {
      customOptions: { allErrors: true, coerceTypes: false, removeAdditional: true, useDefaults: true },
      onCreate: captureAppAjv,
    },
    schemaController: { compilersFactory: compilers },
  });
  const reads = readRouting({ primary: db, replica: readDb, seconds: config.readYourWritesSeconds });
  const ctx: AppContext = {
    config,
    db,
    tokens: createTokenService(await loadTokenSecret(config, app.log), config.tokenLifetimeSeconds),
    mailer:
      mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }, app.log),
    later: backgroundTasks(app),
    readDb: reads.readDb,
    // set once the rate-limit plugin is registered, below
    countAhaLookup: async () => {},
    changes: undefined as unknown as ChangeHub,
  };
  ctx.changes = changeHub(app, ctx, live);
  if (dailyJobs) scheduleSubmissionDigests(app, ctx);
  if (dailyJobs) scheduleRetention(app, ctx);
  if (jobs ?? dailyJobs) await startJobs(app, ctx);
  app.decorate('renewalReminders', (day?: string) => runReminders(ctx, app.log, day));
  app.decorate('reminderDigests', (day?: string) => sendReminderDigests(ctx, app.log, day));

  const registeredRoutes = recordRoutes(app);
  app.setErrorHandler(errorHandler);
  registerJsonBody(app);
  registerLargeBodyQueue(app);
  app.addHook('onRequest', refuseNulInAddress);
  app.addHook('preValidation', refuseNulInBody);
  registerSecurityHeaders(app);
  // counted in PostgreSQL: the limits hold across every instance on the database
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(db) });
  ctx.countAhaLookup = lookupLimit(app, config, 'aha-lookup', config.ahaLookupLimit);
  await app.register(multipart, { limits: { fileSize: config.uploadMaxMb * 1024 * 1024, files: 1, fields: 10 } });
  await registerDocumentation(app);
  const sessions = sessionCache(db, live?.listenUrl, app.log);
  app.addHook('preClose', sessions.close);
  await registerApi(app, ctx, { reads, sessions }, allowedMethodsOf(registeredRoutes), apiRoutesOf(resources));

  registerFrontEnd(app, config.staticDir);
  return app;
}

/**
 * Security headers (helmet's); the Content-Security-Policy allows what the front end loads and
 * nothing more. They are the same for every answer, so they are worked out once: @fastify/helmet
 * built helmet's middleware anew on every request, its directives parsed each time (4 % of the
 * CPU of a small GET, issue 27.5).
 */
function registerSecurityHeaders(app: FastifyInstance) {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** What helmet's middleware sets, taken from one run of it. */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: the review screen previews a request's files it fetched with the bearer token
        imgSrc: ["'self'", 'data:', 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  let failed: unknown;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => (failed = error));
  if (failed) throw failed;
  return headers;
}

/** The OpenAPI document of every route's schemas, and its reader at /api/docs. */
async function registerDocumentation(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Training and certification administration API', version: '2' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: documentRoute,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

/** The API under /api/v2 and /api/v1: authentication, idempotency and read routing around every route plugin. */
async function registerApi(
  app: FastifyInstance,
  ctx: AppContext,
  { reads, sessions }: { reads: ReturnType<typeof readRouting>; sessions: SessionCache },
  allowedMethods: ReturnType<typeof allowedMethodsOf>,
  apiRoutes: ReturnType<typeof apiRoutesOf>,
) {
  for (const version of ['v2', 'v1'] as ApiVersion[]) {
    await app.register(
      async (api) => {
        registerAuthentication(api, ctx.db, ctx.tokens, sessions);
        registerIdempotency(api, ctx.db);
        reads.register(api);
        for (const routes of apiRoutes) await api.register(routes, { ctx, version });
        api.setNotFoundHandler((request, reply) => {
          const allowed = allowedMethods(request.url.split('?')[0]);
          if (!allowed.length) throw new HttpError(404, 'NOT_FOUND');
          reply.header('allow', allowed.join(', '));
          throw new HttpError(405, 'METHOD_NOT_ALLOWED');
        });
      },
      { prefix: `/api/${version}` },
    );
  }
}

/** Serves the built app; every non-API path answers index.html so deep links open their screen. */
function registerFrontEnd(app: FastifyInstance, staticDir: string | undefined) {
  const index = staticDir && path.join(staticDir, 'index.html');
  if (!index || !fs.existsSync(index)) {
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }),
    );
    return;
  }
  app.register(fastifyStatic, {
    root: staticDir,
    wildcard: false,
    preCompressed: true,
    index: false,
    setHeaders(reply, filePath) {
      // Vite puts a content hash in every asset name: those never change.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    // a missing asset (an old build's chunk) must fail as such, not arrive as index.html
    if (request.method !== 'GET' || request.url.startsWith('/api/') || request.url.startsWith('/assets/')) {
      return reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
