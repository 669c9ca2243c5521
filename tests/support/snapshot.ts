import { sql, type Kysely } from 'kysely';

/**
 * A fingerprint of every table's content, to prove a refused request changed nothing. File
 * contents (bytea) are represented by their length and the row's other columns, so the
 * fingerprint stays cheap while uploads are stored in the database.
 */

export async function tableFingerprints(
  db: Kysely<any>,
  exclude: readonly string[] = [],
): Promise<Record<string, string>> {
  const { rows: columns } = await sql<{ table: string; column: string; type: string }>`
    SELECT table_name AS table, column_name AS column, data_type AS type
    FROM information_schema.columns c
    WHERE table_schema = 'public'
      AND table_name IN (SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE')
    ORDER BY table_name, ordinal_position`.execute(db);
  const tables = new Map<string, string[]>();
  for (const { table, column, type } of columns) {
    if (exclude.includes(table)) continue;
    const expression = type === 'bytea' ? `coalesce(length(${quote(column)}), -1)::text` : `${quote(column)}::text`;
    tables.set(table, [...(tables.get(table) ?? []), `coalesce(${expression}, '∅')`]);
  }
  const result: Record<string, string> = {};
  const parts = [...tables].map(
    ([table, expressions]) =>
      `SELECT ${literal(table)} AS t, md5(coalesce(string_agg(r, '|' ORDER BY r), '')) AS d FROM (SELECT concat_ws(',', ${expressions.join(', ')}) AS r FROM ${quote(table)}) x`,
  );
  const { rows } = await sql<{ t: string; d: string }>`${sql.raw(parts.join(' UNION ALL '))}`.execute(db);
  for (const row of rows) result[row.t] = row.d;
  return result;
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
