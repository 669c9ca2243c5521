import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readJsonRows, type JsonRowsLimits } from '../../server/http/jsonRows';

/**
 * The import's body parsed as it streams in (server/http/jsonRows.ts): the same rows as a parse
 * of the whole text, however the socket cuts it, and every bound held as the bytes arrive.
 */
const LIMITS: JsonRowsLimits = { field: 'rows', maxBytes: 100_000, maxValues: 1000, maxRows: 50, maxRowLength: 500 };

/** The text in pieces of `size` bytes (a multi-byte character may be cut in two). */
const read = (text: string, size = 3, limits: Partial<JsonRowsLimits> = {}) => {
  const bytes = Buffer.from(text);
  const pieces = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
    bytes.subarray(i * size, (i + 1) * size),
  );
  return readJsonRows(Readable.from(pieces), bytes.length, { ...LIMITS, ...limits }, JSON.parse);
};
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { statusCode: number; errors?: Record<string, string> }) => ({
      status: error.statusCode,
      fields: Object.keys(error.errors ?? {}),
    }),
  );

describe('rows parsed as they stream in', () => {
  it('answers what a parse of the whole body answers, in pieces of any size', async () => {
    const body = {
      rows: [
        { organisation: 'Trainingszentrum Süd', lastName: 'Öztürk \\"Ö\\" {[,]}', email: 'a@b.de' },
        {},
        { firstName: '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \u00e4 \\u00e4 \n' },
      ],
      other: { kept: [1, 2] },
    };
    for (const size of [1, 2, 3, 7, 1000]) {
      expect(await read(JSON.stringify(body), size)).toEqual(body);
      expect(await read(JSON.stringify(body, null, 2), size)).toEqual(body);
    }
    expect(await read('{"rows":[]}')).toEqual({ rows: [] });
    // what holds no array of rows is parsed whole, for the schema to refuse
    expect(await read('{"rows":"a,b"}')).toEqual({ rows: 'a,b' });
  });

  it('refuses broken JSON and rows that are no flat objects with 400', async () => {
    for (const text of ['', '{"rows":[{}', '{"rows":[{},]}', '{"rows":[{}{}]}', '{"rows":[]} x', '{"rows":[{"a":1}]']) {
      expect((await refusal(read(text)))?.status, text).toBe(400);
    }
    expect(await refusal(read('{"rows":[{},{"a":{"b":1}}]}'))).toEqual({ status: 400, fields: ['rows.1'] });
    expect(await refusal(read('{"rows":[{},["x"]]}'))).toEqual({ status: 400, fields: ['rows.1'] });
    expect(await refusal(read('{"rows":[1]}'))).toEqual({ status: 400, fields: ['rows.0'] });
  });

  it('answers 413 as soon as the body passes a bound, before reading on', async () => {
    const rows = (n: number, cell = 'x') => JSON.stringify({ rows: Array.from({ length: n }, () => ({ a: cell })) });
    expect((await refusal(read(rows(51))))?.status).toBe(413);
    expect((await refusal(read(rows(1, 'x'.repeat(600)))))?.status).toBe(413);
    expect((await refusal(read(rows(10), 3, { maxValues: 5 })))?.status).toBe(413);
    expect((await refusal(read(rows(40), 3, { maxBytes: 100 })))?.status).toBe(413);
    // a content length over the bound: refused before a byte is read
    const unread = Readable.from([Buffer.from('{"rows":[]}')]);
    expect((await refusal(readJsonRows(unread, 200_000, LIMITS, JSON.parse)))?.status).toBe(413);
    expect(unread.readableFlowing).toBeNull();
  });
});
