import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { Type, type TSchema } from '@fastify/type-provider-typebox';
import { describe, expect, it } from 'vitest';
import { plainUnions } from '../../server/http/plainUnions';

/** A row as the lists answer it: nullable texts, dates and objects, a choice of words. */
const Row = Type.Object({
  id: Type.String({ format: 'uuid' }),
  comment: Type.Union([Type.String(), Type.Null()]),
  expiryDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  status: Type.Union([Type.Literal('DATAENTRY'), Type.Literal('APPROVAL'), Type.Literal('CERTIFIED')]),
  kind: Type.Union([Type.Literal('A'), Type.Literal(''), Type.Null()]),
  count: Type.Union([Type.Integer(), Type.Null()]),
  address: Type.Union([Type.Object({ city: Type.String() }), Type.Null()]),
  tags: Type.Array(Type.Union([Type.String(), Type.Null()])),
  either: Type.Union([Type.String(), Type.Integer()]),
});

const rows = [
  {
    id: '3f0a6d6e-8c1f-4c52-9a57-4a0f3a3c1d10',
    comment: 'Unterschrift fehlt',
    expiryDate: '2027-02-27',
    status: 'APPROVAL',
    kind: '',
    count: 3,
    address: { city: 'Köln' },
    tags: ['a', null],
    either: 5,
  },
  {
    id: '3f0a6d6e-8c1f-4c52-9a57-4a0f3a3c1d11',
    comment: null,
    expiryDate: null,
    status: 'CERTIFIED',
    kind: null,
    count: null,
    address: null,
    tags: [],
    either: 'fünf',
  },
];

/** fast-json-stringify as Fastify builds it; `code` gives the function's source instead. */
const serializer = (schema: unknown, code = false) =>
  (SerializerSelector() as any)(undefined, code ? { mode: 'standalone' } : {})({ schema }) as unknown;
const asJson = (schema: unknown) => JSON.parse(JSON.stringify(schema)) as TSchema;

describe('plainUnions (the response serializer)', () => {
  it('writes X | null as X, nullable, and a union of words as one string', () => {
    const plain = plainUnions(asJson(Row)) as { properties: Record<string, unknown> };
    expect(plain.properties.comment).toEqual({ type: 'string', nullable: true });
    expect(plain.properties.expiryDate).toEqual({ type: 'string', format: 'date', nullable: true });
    expect(plain.properties.status).toEqual({ type: 'string' });
    expect(plain.properties.kind).toEqual({ type: 'string', nullable: true });
    expect(plain.properties.count).toEqual({ type: 'integer', nullable: true });
    expect(plain.properties.address).toMatchObject({
      type: 'object',
      nullable: true,
      properties: { city: { type: 'string' } },
    });
    expect(plain.properties.tags).toEqual({ type: 'array', items: { type: 'string', nullable: true } });
    // a union of two kinds of value stays a union: only a validator can tell which to write
    expect(plain.properties.either).toHaveProperty('anyOf');
  });

  it('serializes every row as the schema as written does, and without a validator for those unions', () => {
    const asWritten = serializer(asJson(Row)) as (row: unknown) => string;
    const plain = serializer(plainUnions(asJson(Row))) as (row: unknown) => string;
    for (const row of rows) {
      expect(JSON.parse(plain(row))).toEqual(row);
      expect(plain(row)).toBe(asWritten(row));
    }
    // only `either` is left to a validator
    const withoutEither = asJson(Type.Omit(Row, ['either']));
    expect(serializer(plainUnions(withoutEither), true)).not.toMatch(/getSchemaValidator/);
    expect(serializer(withoutEither, true)).toMatch(/getSchemaValidator/);
  });
});
