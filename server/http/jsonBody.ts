import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * At most this many JSON values (objects, arrays and their items) in the body, counted on the
     * raw text before it is parsed. A route that raises its body limit must set it: parsed, a
     * body of many tiny values (`[{},{},…]`) takes twenty times its size in memory.
     */
    maxJsonValues?: number;
  }
}

/** Every API body may be this large unless its route says otherwise: a form or a list of ids. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * The number of values in a JSON text, as 1 + containers + commas outside strings; stops counting
 * at `limit + 1`. Exact for valid JSON; invalid JSON fails in the parser afterwards anyway.
 */
export function countJsonValues(text: string, limit: number): number {
  let count = 1;
  let inString = false;
  for (let i = 0; i < text.length && count <= limit; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x2c || c === 0x5b || c === 0x7b) count++; // , [ {
  }
  return count;
}

/** Fastify's JSON parser (prototype poisoning refused) as a plain function of a text, for parsers of streams. */
export function jsonTextParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (text: string): unknown => {
    let result: unknown;
    let failure: Error | null = null;
    parse(undefined as never, text, (error, value) => {
      failure = error;
      result = value;
    });
    if (failure) throw failure;
    return result;
  };
}

/**
 * The JSON parser of the app: Fastify's own (with its prototype-poisoning protection), after the
 * count of values the route allows. The count runs over the text at about a byte per
 * nanosecond and keeps nothing; the parse it guards would keep everything.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    const limit = request.routeOptions.config?.maxJsonValues;
    if (limit !== undefined && countJsonValues(text, limit) > limit) {
      done(new HttpError(413, 'PAYLOAD_TOO_LARGE'), undefined);
      return;
    }
    parse(request, text, done);
  });
}
