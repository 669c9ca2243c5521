import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Work that runs after the answer went out (sending mail), so that how long an answer takes says
 * nothing about what happened (password reset: whether the address has an account). Closing the
 * app waits for the work in flight.
 */
export type BackgroundTasks = (log: FastifyBaseLogger, what: string, task: () => Promise<unknown>) => void;

export function backgroundTasks(app: FastifyInstance): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  return (log: FastifyBaseLogger, what: string, task: () => Promise<unknown>) => {
    const promise: Promise<unknown> = Promise.resolve()
      .then(task)
      .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
      .finally(() => pending.delete(promise));
    pending.add(promise);
  };
}
