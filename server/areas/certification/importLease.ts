import type { FastifyRequest } from 'fastify';
import { INSTANCE, releaseLease, takeLease } from '../../cluster/jobLease';
import { conflict } from '../../http/errors';
import type { AppContext } from '../../http/context';
import type { RouteHook } from '../../resources/extension';

/** Longer than any import runs; a server that dies while importing blocks its ITC no longer than this. */
const IMPORT_LEASE_SECONDS = 600;

/**
 * One import (or dry run) per importing organisation at a time, across server instances: a lease
 * taken before the body is read, so a second one is told at once (409 IMPORT_RUNNING) instead of
 * sending its megabytes; given back before the answer goes out (the importer may start the next
 * one as soon as he has it), or when the connection closes without an answer.
 */
export function oneImportAtATime(app: AppContext): { onRequest: RouteHook; onSend: RouteHook } {
  const held = new WeakMap<FastifyRequest, { name: string; holder: string }>();
  const giveBack = async (request: FastifyRequest) => {
    const lease = held.get(request);
    if (!lease) return;
    held.delete(request);
    await releaseLease(app.db, lease.name, lease.holder);
  };
  return {
    async onRequest(request, reply) {
      const lease = { name: `import:${request.user.organisation.id}`, holder: `${INSTANCE}:${request.id}` };
      if (!(await takeLease(app.db, lease.name, IMPORT_LEASE_SECONDS, lease.holder))) throw conflict('IMPORT_RUNNING');
      held.set(request, lease);
      reply.raw.once('close', () => void giveBack(request).catch(() => {}));
    },
    onSend: (request) => giveBack(request),
  };
}
