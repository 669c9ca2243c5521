import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { fieldErrors, HttpError } from './errors';

/**
 * A body of many rows (`{"rows":[{…},{…},…]}`: the CSV import's 50,000), parsed as it streams in:
 * each row is parsed on its own as soon as its text is complete, so neither the body's text nor
 * one large parse is ever held, and each chunk of the socket is a few milliseconds' work between
 * other users' requests. The body is bounded as it arrives: its bytes, its JSON values, its rows,
 * and the length of one row; rows are flat objects (no nesting). The schema validates the result.
 */
export interface JsonRowsLimits {
  /** The property of the top-level object that holds the rows. */
  field: string;
  maxBytes: number;
  /** JSON values in the whole body (objects, arrays and their items), as countJsonValues counts them. */
  maxValues: number;
  maxRows: number;
  /** Characters of one row's JSON. */
  maxRowLength: number;
}

/** The JSON parser for one piece of text (Fastify's own: prototype poisoning refused). */
export type ParseJson = (text: string) => unknown;

/** What the body holds outside its rows (`{"rows":` and `}`): a few characters in a real body. */
const MAX_OUTSIDE = 1024;

const tooLarge = () => new HttpError(413, 'PAYLOAD_TOO_LARGE');
const notJson = () => new HttpError(400, 'BAD_REQUEST', 'The body is not valid JSON of rows.');

/** A content-type parser for `application/json` that reads the rows as they stream in. */
export const jsonRowsParser =
  (limits: JsonRowsLimits, parse: ParseJson) => (request: FastifyRequest, payload: Readable) =>
    readJsonRows(payload, Number(request.headers['content-length']), limits, parse);

// the bytes that shape JSON: all ASCII, so never part of a multi-byte UTF-8 character
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const SPACE = new Set([0x20, 0x0a, 0x0d, 0x09]);

export function readJsonRows(
  payload: Readable,
  contentLength: number,
  limits: JsonRowsLimits,
  parse: ParseJson,
): Promise<Record<string, unknown>> {
  const opening = new RegExp(`^\\s*\\{\\s*"${limits.field}"\\s*:\\s*$`);
  return new Promise((resolve, reject) => {
    if (contentLength > limits.maxBytes) return reject(tooLarge());
    const rows: unknown[] = [];
    const head: Buffer[] = []; // the body up to its rows' array
    const tail: Buffer[] = []; // and after it
    let outside = 0; // bytes of both
    let phase: 'head' | 'rows' | 'tail' = 'head';
    let depth = 0; // nesting in the head; in the rows, 1 inside a row
    let inString = false;
    let escaped = false;
    let row: Buffer[] = []; // the pieces of a row that goes on from one chunk into the next
    let rowLength = 0;
    let next: 'first' | 'item' | 'separator' = 'first';
    let received = 0;
    let values = 1;

    /** A piece parsed: Fastify's parser answers 400 itself, any other's error becomes one. */
    const parsed = (text: string) => {
      try {
        return parse(text);
      } catch (error) {
        throw typeof (error as { statusCode?: unknown }).statusCode === 'number' ? error : notJson();
      }
    };
    const wrongRow = () => fieldErrors({ [`${limits.field}.${rows.length}`]: { key: 'invalidValue' } });
    const keepOutside = (pieces: Buffer[], piece: Buffer) => {
      outside += piece.length;
      if (outside > MAX_OUTSIDE) throw notJson();
      pieces.push(piece);
    };

    /** Walks one chunk of bytes; throws what the body breaks. */
    function scan(chunk: Buffer) {
      let from = 0; // where the part of the chunk not yet kept begins (head, or the current row)
      for (let i = 0; i < chunk.length; i++) {
        const c = chunk[i];
        if (phase === 'tail') {
          keepOutside(tail, chunk.subarray(i));
          return;
        }
        if (inString) {
          if (escaped) escaped = false;
          else if (c === BACKSLASH) escaped = true;
          else if (c === QUOTE) inString = false;
          continue;
        }
        if (phase === 'head') {
          if (c === QUOTE) inString = true;
          else if (c === OPEN_ARRAY && depth === 1) {
            keepOutside(head, chunk.subarray(from, i));
            from = i + 1;
            if (opening.test(Buffer.concat(head).toString('utf8'))) {
              phase = 'rows';
              depth = 0;
              continue;
            }
            keepOutside(head, chunk.subarray(i, i + 1));
            depth++;
          } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) depth++;
          else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
          continue;
        }
        // between two rows: a comma, the end of the array, or the next row
        if (depth === 0) {
          if (SPACE.has(c)) continue;
          if (c === COMMA && next === 'separator') {
            next = 'item';
            if (++values > limits.maxValues) throw tooLarge();
          } else if (c === CLOSE_ARRAY && next !== 'item') {
            phase = 'tail';
            keepOutside(tail, chunk.subarray(i + 1));
            return;
          } else if (c === OPEN_OBJECT && next !== 'separator') {
            depth = 1;
            from = i;
            row = [];
            rowLength = 0;
          } else if (next === 'separator') throw notJson();
          else throw wrongRow();
          continue;
        }
        // inside a row: flat, so only its end, its strings and commas count
        if (c === QUOTE) inString = true;
        else if (c === COMMA) {
          if (++values > limits.maxValues) throw tooLarge();
        } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) throw wrongRow();
        else if (c === CLOSE_OBJECT) {
          if (rowLength + i + 1 - from > limits.maxRowLength) throw tooLarge();
          // only this row's text becomes a string, never the whole chunk
          const text = row.length
            ? Buffer.concat([...row, chunk.subarray(from, i + 1)]).toString('utf8')
            : chunk.toString('utf8', from, i + 1);
          rows.push(parsed(text));
          if (rows.length > limits.maxRows || ++values > limits.maxValues) throw tooLarge();
          depth = 0;
          row = [];
          next = 'separator';
        }
      }
      // what goes on in the next chunk: the head, or a row
      if (phase === 'head') keepOutside(head, chunk.subarray(from));
      else if (phase === 'rows' && depth === 1) {
        const part = chunk.subarray(from);
        rowLength += part.length;
        if (rowLength > limits.maxRowLength) throw tooLarge();
        row.push(part);
      }
    }

    function finish(error?: unknown) {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onError);
      if (error) return reject(error);
      try {
        if (phase === 'rows') throw notJson();
        const before = Buffer.concat(head).toString('utf8');
        if (phase === 'head') return resolve(parsed(before) as Record<string, unknown>);
        const body = parsed(`${before}[]${Buffer.concat(tail).toString('utf8')}`);
        if (!body || typeof body !== 'object' || Array.isArray(body)) throw notJson();
        resolve({ ...(body as Record<string, unknown>), [limits.field]: rows });
      } catch (caught) {
        reject(caught);
      }
    }

    function onData(chunk: Buffer | string) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      received += bytes.length;
      try {
        if (received > limits.maxBytes) throw tooLarge();
        scan(bytes);
      } catch (error) {
        finish(error);
      }
    }
    const onEnd = () => finish();
    function onError(error: Error) {
      finish(Object.assign(error, { statusCode: 400 }));
    }
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
    payload.resume();
  });
}
