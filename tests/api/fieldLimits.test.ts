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

describe('the limits of written texts', () => {
  it('are the database checks of their columns', () => {
    const mismatches: string[] = [];
    for (const definition of RESOURCES) {
      const table = snake(tableOf(definition, EXTENSIONS.get(definition.name)));
      for (const [name, field] of Object.entries(definition.fields)) {
        if (field.readOnly || field.writeOnly || (field.kind !== 'text' && field.kind !== 'email')) continue;
        const column = snake(name);
        const quoted = `(?:${column}|"${column}")`;
        const limit = checks
          .filter((check) => check.table === table)
          .map((check) => new RegExp(`length\\(${quoted}\\) <= (\\d+)`).exec(check.definition)?.[1])
          .find(Boolean);
        if (Number(limit) !== field.max)
          mismatches.push(`${definition.name}.${name}: ${field.max}, database ${limit ?? 'none'}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('the values of a choice', () => {
  it('are the database check of its column', () => {
    const mismatches: string[] = [];
    for (const definition of RESOURCES) {
      const table = snake(tableOf(definition, EXTENSIONS.get(definition.name)));
      for (const [name, field] of Object.entries(definition.fields)) {
        if (field.readOnly || field.writeOnly || field.kind !== 'choice') continue;
        const column = snake(name);
        // PostgreSQL shows `kind IN ('A', 'B')` as `kind = ANY (ARRAY['A'::text, 'B'::text])`
        const allowed = checks
          .filter((check) => check.table === table)
          .map(
            (check) =>
              new RegExp(`\\(?(?:${column}|"${column}") = ANY \\(+ARRAY\\[([^\\]]*)\\]`).exec(check.definition)?.[1],
          )
          .find(Boolean);
        const values = allowed ? [...allowed.matchAll(/'([^']*)'/g)].map((m) => m[1]).sort() : undefined;
        if (JSON.stringify(values) !== JSON.stringify([...field.values].sort()))
          mismatches.push(
            `${definition.name}.${name}: ${field.values.join(', ')}, database ${values?.join(', ') ?? 'none'}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  });
});
