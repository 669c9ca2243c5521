import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Rows written per piece of the answer. */
const BATCH = 500;

/**
 * An answer of many rows (an import's 50,000), written as the socket takes it: the rows go out a
 * batch at a time, so the answer's text (some 12 MB) is never held whole. Its shape is the one
 * its schema documents; `field` holds the rows.
 */
export function sendStreamed(reply: FastifyReply, answer: Record<string, unknown>, field: string) {
  const { [field]: rows, ...rest } = answer as Record<string, unknown[]>;
  const opening = JSON.stringify(rest);
  async function* pieces() {
    yield `${opening.slice(0, -1)}${opening === '{}' ? '' : ','}${JSON.stringify(field)}:[`;
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH).map((row) => JSON.stringify(row));
      yield `${i ? ',' : ''}${batch.join(',')}`;
    }
    yield ']}';
  }
  return reply.type('application/json; charset=utf-8').send(Readable.from(pieces(), { objectMode: false }));
}
