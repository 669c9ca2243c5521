import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/domain/resources';
import { EXTENSIONS } from '../../server/resources/registry';
import { tableOf } from '../../server/resources/table';
import { testApp, type TestApp } from './helper';

/**
 * The length of every text a client writes is limited once, in its resource's definition: the API
 * schema and the forms read it from there, and the database's check must say the same.
 */
let t: TestApp;
let checks: { table: string; definition: string }[];
beforeAll(async () => {
  t = await testApp();
  checks = (
    await sql<{ table: string; definition: string }>`
      SELECT conrelid::regclass::text AS table, pg_get_constraintdef(oid) AS definition
      FROM pg_constraint WHERE contype = 'c'`.execute(t.db)
  ).rows;
});
afterAll(() => t.close());

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Every field of a kind that a client writes, with its column and the checks of its table. */
function* writtenFields(kinds: readonly string[]) {
  for (const definition of RESOURCES) {
    const table = snake(tableOf(definition, EXTENSIONS.get(definition.name)));
    const tableChecks = checks.filter((check) => check.table === table).map((check) => check.definition);
    for (const [name, field] of Object.entries(definition.fields)) {
      if (field.readOnly || field.writeOnly || !kinds.includes(field.kind)) continue;
      const column = snake(name);
      yield { where: `${definition.name}.${name}`, field, column: `(?:${column}|"${column}")`, tableChecks };
    }
  }
}

/** The first group of `pattern` in any of the checks. */
const firstMatch = (tableChecks: string[], pattern: RegExp) =>
  tableChecks.map((check) => pattern.exec(check)?.[1]).find(Boolean);

describe('the limits of written texts', () => {
  it('are the database checks of their columns', () => {
    const mismatches: string[] = [];
    for (const { where, field, column, tableChecks } of writtenFields(['text', 'email'])) {
      if (field.kind !== 'text' && field.kind !== 'email') continue; // narrows the field's type
      const limit = firstMatch(tableChecks, new RegExp(`length\\(${column}\\) <= (\\d+)`));
      if (Number(limit) !== field.max) mismatches.push(`${where}: ${field.max}, database ${limit ?? 'none'}`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('the values of a choice', () => {
  it('are the database check of its column', () => {
    const mismatches: string[] = [];
    for (const { where, field, column, tableChecks } of writtenFields(['choice'])) {
      if (field.kind !== 'choice') continue; // narrows the field's type
      // PostgreSQL shows `kind IN ('A', 'B')` as `kind = ANY (ARRAY['A'::text, 'B'::text])`
      const allowed = firstMatch(tableChecks, new RegExp(`\\(?${column} = ANY \\(+ARRAY\\[([^\\]]*)\\]`));
      const values = allowed ? [...allowed.matchAll(/'([^']*)'/g)].map((m) => m[1]).sort() : undefined;
      if (JSON.stringify(values) !== JSON.stringify([...field.values].sort()))
        mismatches.push(`${where}: ${field.values.join(', ')}, database ${values?.join(', ') ?? 'none'}`);
    }
    expect(mismatches).toEqual([]);
  });
});
