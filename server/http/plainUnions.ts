/**
 * A response schema as fast-json-stringify serializes it fastest. It writes an `anyOf` by running
 * an ajv validator over the value for each branch until one matches, for every field of every row:
 * a nullable date is a format check, a choice of four words four checks. Those checks were a third
 * of what a list of 25 certificates allocated per request, and the garbage collector a quarter of
 * the server's CPU. TypeBox writes `X | null` and unions of words as `anyOf`, so the serializer is
 * handed the same schema with those unions plain: `X | null` as X with `nullable: true` (which
 * fast-json-stringify tests with `=== null`), a union of strings (words, a format, '') as one
 * string. The OpenAPI document keeps the schemas as written; `tests/api/openapiAnswers.test.ts`
 * checks every answer against it.
 */
type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON type a branch serializes as, if it is a single primitive one. */
function primitiveType(branch: Schema): string | undefined {
  const type = branch.type ?? (typeof branch.const === 'string' ? 'string' : undefined);
  return typeof type === 'string' && ['string', 'number', 'integer', 'boolean'].includes(type) ? type : undefined;
}

function plainAnyOf(branches: Schema[]): Schema | undefined {
  const values = branches.filter((branch) => branch.type !== 'null');
  const nullable = values.length < branches.length ? { nullable: true } : {};
  if (values.length === 1) return { ...values[0], ...nullable };
  const types = new Set(values.map(primitiveType));
  if (types.size !== 1 || types.has(undefined)) return undefined;
  // the branches' keywords but type only serve validation, which the document's schema does
  const formats = new Set(values.map((branch) => branch.format));
  const format = formats.size === 1 ? values[0].format : undefined;
  return { type: [...types][0], ...(format === undefined ? {} : { format }), ...nullable };
}

export function plainUnions(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(plainUnions);
  if (!isSchema(schema)) return schema;
  const plain: Schema = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, plainUnions(value)]));
  if (!Array.isArray(plain.anyOf) || !plain.anyOf.every(isSchema)) return plain;
  const { anyOf, ...siblings } = plain;
  const merged = plainAnyOf(anyOf as Schema[]);
  return merged ? { ...siblings, ...merged } : plain;
}
