import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequestsMessage } from '../../src/domain/errors';
import type { AppContext } from './context';
import { HttpError } from './errors';

type Check = (request: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean }>;

/** One counter per form and app, shared by /api/v1 and /api/v2 (else each generation would double the limit). */
const counters = new WeakMap<AppContext, Map<string, Check>>();

/**
 * An onRequest hook limiting a public form to PUBLIC_FORM_LIMIT requests per hour and client
 * address (docs/configuration.md). Counted before validation, so malformed requests count too.
 * Answers the specification's 429 message (§8). No hook at all when RATE_LIMITS is off.
 */
export function publicFormLimit(app: FastifyInstance, ctx: AppContext, form: string) {
  if (!ctx.config.rateLimits) return [];
  let forms = counters.get(ctx);
  if (!forms) counters.set(ctx, (forms = new Map()));
  let check = forms.get(form);
  if (!check) {
    // one counter per form and address in the shared store (server/cluster/rateLimitStore.ts)
    check = app.createRateLimit({
      max: ctx.config.publicFormLimit,
      timeWindow: 3600_000,
      keyGenerator: (request) => `${form}:${request.ip}`,
    }) as Check;
    forms.set(form, check);
  }
  const limit = check;
  return [
    async (request: FastifyRequest) => {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new HttpError(429, 'TOO_MANY_REQUESTS', tooManyRequestsMessage(request.hostname.replace(/:\d+$/, '')));
      }
    },
  ];
}
