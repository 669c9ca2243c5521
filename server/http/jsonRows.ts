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
  return new Promise((resolve, reject) => {
    if (contentLength > limits.maxBytes) return reject(tooLarge());
    const scanner = new RowsScanner(limits, parse);
    let received = 0;

    function finish(error?: unknown) {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onError);
      if (error) return reject(error);
      try {
        resolve(scanner.body());
      } catch (caught) {
        reject(caught);
      }
    }

    function onData(chunk: Buffer | string) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      received += bytes.length;
      try {
        if (received > limits.maxBytes) throw tooLarge();
        scanner.scan(bytes);
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

/** The body's bytes walked chunk by chunk: the rows parsed so far, and where the walk stands. */
class RowsScanner {
  readonly rows: unknown[] = [];
  private readonly opening: RegExp;
  private readonly head: Buffer[] = []; // the body up to its rows' array
  private readonly tail: Buffer[] = []; // and after it
  private outside = 0; // bytes of both
  private phase: 'head' | 'rows' | 'tail' = 'head';
  private depth = 0; // nesting in the head; in the rows, 1 inside a row
  private inString = false;
  private escaped = false;
  private row: Buffer[] = []; // the pieces of a row that goes on from one chunk into the next
  private rowLength = 0;
  private next: 'first' | 'item' | 'separator' = 'first';
  private values = 1;
  private from = 0; // where the part of the chunk not yet kept begins (head, or the current row)

  private readonly limits: JsonRowsLimits;
  private readonly parse: ParseJson;

  constructor(limits: JsonRowsLimits, parse: ParseJson) {
    this.limits = limits;
    this.parse = parse;
    this.opening = new RegExp(`^\\s*\\{\\s*"${limits.field}"\\s*:\\s*$`);
  }

  /** Walks one chunk of bytes; throws what the body breaks. */
  scan(chunk: Buffer) {
    this.from = 0;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i];
      if (this.phase === 'tail') {
        this.keepOutside(this.tail, chunk.subarray(i));
        return;
      }
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === BACKSLASH) this.escaped = true;
        else if (c === QUOTE) this.inString = false;
        continue;
      }
      if (this.phase === 'head') this.inHead(chunk, i);
      else if (this.depth === 0) {
        if (this.betweenRows(chunk, i)) return;
      } else this.inRow(chunk, i);
    }
    // what goes on in the next chunk: the head, or a row
    if (this.phase === 'head') this.keepOutside(this.head, chunk.subarray(this.from));
    else if (this.phase === 'rows' && this.depth === 1) {
      const part = chunk.subarray(this.from);
      this.rowLength += part.length;
      if (this.rowLength > this.limits.maxRowLength) throw tooLarge();
      this.row.push(part);
    }
  }

  /** The whole body once it ended: its rows in their field. */
  body(): Record<string, unknown> {
    if (this.phase === 'rows') throw notJson();
    const before = Buffer.concat(this.head).toString('utf8');
    if (this.phase === 'head') return this.parsed(before) as Record<string, unknown>;
    const body = this.parsed(`${before}[]${Buffer.concat(this.tail).toString('utf8')}`);
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw notJson();
    return { ...(body as Record<string, unknown>), [this.limits.field]: this.rows };
  }

  /** A byte before the rows' array: nesting counted until the array of the rows' field opens. */
  private inHead(chunk: Buffer, i: number) {
    const c = chunk[i];
    if (c === QUOTE) this.inString = true;
    else if (c === OPEN_ARRAY && this.depth === 1) {
      this.keepOutside(this.head, chunk.subarray(this.from, i));
      this.from = i + 1;
      if (this.opening.test(Buffer.concat(this.head).toString('utf8'))) {
        this.phase = 'rows';
        this.depth = 0;
        return;
      }
      this.keepOutside(this.head, chunk.subarray(i, i + 1));
      this.depth++;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) this.depth++;
    else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) this.depth--;
  }

  /** Between two rows: a comma, the end of the array, or the next row. True when the array ended. */
  private betweenRows(chunk: Buffer, i: number) {
    const c = chunk[i];
    if (SPACE.has(c)) return false;
    if (c === COMMA && this.next === 'separator') {
      this.next = 'item';
      if (++this.values > this.limits.maxValues) throw tooLarge();
    } else if (c === CLOSE_ARRAY && this.next !== 'item') {
      this.phase = 'tail';
      this.keepOutside(this.tail, chunk.subarray(i + 1));
      return true;
    } else if (c === OPEN_OBJECT && this.next !== 'separator') {
      this.depth = 1;
      this.from = i;
      this.row = [];
      this.rowLength = 0;
    } else if (this.next === 'separator') throw notJson();
    else throw this.wrongRow();
    return false;
  }

  /** Inside a row: flat, so only its end, its strings and commas count. */
  private inRow(chunk: Buffer, i: number) {
    const c = chunk[i];
    if (c === QUOTE) this.inString = true;
    else if (c === COMMA) {
      if (++this.values > this.limits.maxValues) throw tooLarge();
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) throw this.wrongRow();
    else if (c === CLOSE_OBJECT) {
      if (this.rowLength + i + 1 - this.from > this.limits.maxRowLength) throw tooLarge();
      // only this row's text becomes a string, never the whole chunk
      const text = this.row.length
        ? Buffer.concat([...this.row, chunk.subarray(this.from, i + 1)]).toString('utf8')
        : chunk.toString('utf8', this.from, i + 1);
      this.rows.push(this.parsed(text));
      if (this.rows.length > this.limits.maxRows || ++this.values > this.limits.maxValues) throw tooLarge();
      this.depth = 0;
      this.row = [];
      this.next = 'separator';
    }
  }

  /** A piece parsed: Fastify's parser answers 400 itself, any other's error becomes one. */
  private parsed(text: string) {
    try {
      return this.parse(text);
    } catch (error) {
      throw typeof (error as { statusCode?: unknown }).statusCode === 'number' ? error : notJson();
    }
  }

  private wrongRow() {
    return fieldErrors({ [`${this.limits.field}.${this.rows.length}`]: { key: 'invalidValue' } });
  }

  private keepOutside(pieces: Buffer[], piece: Buffer) {
    this.outside += piece.length;
    if (this.outside > MAX_OUTSIDE) throw notJson();
    pieces.push(piece);
  }
}
