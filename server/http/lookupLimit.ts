import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { HttpError } from './errors';

type Check = (request: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean }>;

/**
 * A limit on look-ups that tell about people the caller cannot read otherwise (an instructor by
 * his AHA id: a course answers the name and site of the trainer it found), per user and hour, in
 * the store the rate limits share across instances. Counted per look-up, found or not, so ids
 * cannot be tried in bulk. Off with RATE_LIMITS=false.
 */
export function lookupLimit(app: FastifyInstance, config: Config, what: string, max: number) {
  if (!config.rateLimits) return async () => {};
  const check = app.createRateLimit({
    max,
    timeWindow: 3600_000,
    keyGenerator: (request) => `${what}:${request.user.id}`,
  }) as Check;
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw new HttpError(429, 'TOO_MANY_LOOKUPS');
  };
}
