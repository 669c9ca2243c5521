import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { errorHandler, leavesOutcomeUnknown } from '../../server/http/errors';

/** Errors shaped as the pg driver raises them when the database goes away during a request. */
const AWAY = {
  'the server shut down (admin_shutdown)': Object.assign(new Error('terminating connection'), { code: '57P01' }),
  'the server still starting (cannot_connect_now)': Object.assign(new Error('the database system is starting up'), {
    code: '57P03',
  }),
  'a write on a primary demoted to standby': Object.assign(
    new Error('cannot execute INSERT in a read-only transaction'),
    {
      code: '25006',
    },
  ),
  'a connection failure (class 08)': Object.assign(new Error('connection failure'), { code: '08006' }),
  'the socket refused': Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  'the connection cut without a code': new Error('Connection terminated unexpectedly'),
  // Kysely rolls back after a failed statement and throws the ROLLBACK's error instead of the first
  'the rollback on a broken connection': new Error('Client has encountered a connection error and is not queryable'),
  'the pool waiting in vain': new Error('timeout exceeded when trying to connect'),
};

const app = Fastify();
app.setErrorHandler(errorHandler);
app.get('/away/:which', async (request) => {
  throw AWAY[(request.params as { which: keyof typeof AWAY }).which];
});
app.get('/fault', async () => {
  throw Object.assign(new Error('division by zero'), { code: '22012' });
});
afterAll(() => app.close());

describe('a database out of reach for a moment (failover, restart)', () => {
  it.each(Object.keys(AWAY))('answers 503 with Retry-After for %s', async (which) => {
    const answer = await app.inject({ method: 'GET', url: `/away/${encodeURIComponent(which)}` });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.json()).toEqual({ statusCode: 503, code: 'BUSY', message: 'The server is busy; please try again.' });
  });

  it('still answers any other database error as the server fault it is, without Retry-After', async () => {
    const answer = await app.inject({ method: 'GET', url: '/fault' });
    expect(answer.statusCode).toBe(500);
    expect(answer.headers['retry-after']).toBeUndefined();
    expect(answer.json().code).toBe('INTERNAL');
  });
});

describe('which of them leave a write’s outcome unknown', () => {
  it('is a connection that broke under a statement, not one never made or a statement refused', () => {
    const unknown = Object.entries(AWAY)
      .filter(([, error]) => leavesOutcomeUnknown(error))
      .map(([which]) => which);
    expect(unknown).toEqual([
      'the server shut down (admin_shutdown)',
      'a connection failure (class 08)',
      'the connection cut without a code',
      'the rollback on a broken connection',
    ]);
    expect(leavesOutcomeUnknown(Object.assign(new Error('could not connect'), { code: '08001' }))).toBe(false);
    expect(leavesOutcomeUnknown(new Error('Connection terminated due to connection timeout'))).toBe(false);
  });
});
