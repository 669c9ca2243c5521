import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ANONYMISED } from './person';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = (terms: readonly string[]) => new RegExp(terms.map(escapeRegex).join('|'), 'gi');

/**
 * A JSON snapshot with the person scrubbed: inside his own rows (`own`: the audit row is about
 * him, or an object carries one of his ids) every value equal to one of his `values` goes; in
 * every string his `terms` (names, addresses) are replaced.
 */
export function scrubJson(value: unknown, terms: RegExp, values: Set<string>, ids: Set<string>, own: boolean): unknown {
  if (typeof value === 'string') {
    if (own && values.has(value.toLowerCase())) return ANONYMISED;
    return value.replace(terms, ANONYMISED);
  }
  if (Array.isArray(value)) return value.map((v) => scrubJson(v, terms, values, ids, own));
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const mine =
      own || [object.id, object.participantProfileId, object.instructorProfileId].some((id) => ids.has(String(id)));
    return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, scrubJson(v, terms, values, ids, mine)]));
  }
  return value;
}

/** Scrubs the before/after snapshots of the audit rows about him or naming him. */
export async function scrubAudit(trx: Db, terms: readonly string[], values: readonly string[], ids: readonly string[]) {
  const like = [...terms, ...values].map((t) => `%${t}%`);
  const rows = await trx
    .selectFrom('auditLog')
    .select(['id', 'entityId', 'before', 'after'])
    .where((eb) =>
      eb.or([
        ...(ids.length ? [eb('entityId', 'in', ids)] : []),
        ...(like.length
          ? [sql<boolean>`before::text ILIKE ANY(${like})`, sql<boolean>`after::text ILIKE ANY(${like})`]
          : []),
      ]),
    )
    .execute();
  const regex = terms.length ? pattern(terms) : /(?!)/g;
  const valueSet = new Set(values.map((v) => v.toLowerCase()));
  const idSet = new Set(ids);
  for (const row of rows) {
    const own = idSet.has(row.entityId);
    const before = scrubJson(row.before, regex, valueSet, idSet, own);
    const after = scrubJson(row.after, regex, valueSet, idSet, own);
    await trx
      .updateTable('auditLog')
      .set({
        before: before === null ? null : JSON.stringify(before),
        after: after === null ? null : JSON.stringify(after),
      })
      .where('id', '=', row.id)
      .execute();
  }
}

/**
 * Scrubs the answers kept for idempotent creates (a retry with the same Idempotency-Key gets the
 * first answer for a day): as the audit snapshots, so that a replay no longer names him.
 */
export async function scrubStoredAnswers(
  trx: Db,
  terms: readonly string[],
  values: readonly string[],
  ids: readonly string[],
) {
  const like = [...terms, ...values, ...ids].map((t) => `%${t}%`);
  if (!like.length) return;
  const rows = await trx
    .selectFrom('idempotencyKeys')
    .select(['userId', 'key', 'body'])
    .where(sql<boolean>`body ILIKE ANY(${like})`)
    .execute();
  const regex = terms.length ? pattern(terms) : /(?!)/g;
  const valueSet = new Set(values.map((v) => v.toLowerCase()));
  const idSet = new Set(ids);
  for (const row of rows) {
    let body: string;
    try {
      body = JSON.stringify(scrubJson(JSON.parse(row.body!), regex, valueSet, idSet, false));
    } catch {
      body = row.body!.replace(regex, ANONYMISED);
    }
    await trx
      .updateTable('idempotencyKeys')
      .set({ body })
      .where('userId', '=', row.userId)
      .where('key', '=', row.key)
      .execute();
  }
}

/**
 * Replaces his terms in every text column and list of texts of every table (free text: a trainer
 * typed by name, a course leader, a comment, a reminder's recipients); the audit table and the
 * stored answers are scrubbed on their own (JSON).
 */
export async function scrubFreeText(trx: Db, terms: readonly string[]) {
  if (!terms.length) return;
  const columns = await sql<{ table: string; column: string }>`
    SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
    WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying')
      AND table_name NOT IN ('audit_log', 'idempotency_keys', 'schema_migrations')`.execute(trx);
  const regex = terms.map(escapeRegex).join('|');
  const like = terms.map((t) => `%${t}%`);
  for (const { table, column } of columns.rows) {
    await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = regexp_replace(${sql.ref(column)}, ${regex}, ${ANONYMISED}, 'gi')
      WHERE ${sql.ref(column)} ILIKE ANY(${like})`.execute(trx);
  }
  // lists of text too (the recipients of a reminder), each element as a text column is, in its order
  const lists = await sql<{ table: string; column: string }>`
    SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
    WHERE table_schema = current_schema() AND data_type = 'ARRAY' AND udt_name IN ('_text', '_varchar')`.execute(trx);
  for (const { table, column } of lists.rows) {
    await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ARRAY(
        SELECT regexp_replace(element, ${regex}, ${ANONYMISED}, 'gi')
        FROM unnest(${sql.ref(column)}) WITH ORDINALITY AS list(element, position) ORDER BY position)
      WHERE array_to_string(${sql.ref(column)}, ' ') ILIKE ANY(${like})`.execute(trx);
  }
}

/** Decodes what a captured .eml may encode (quoted-printable, base64, RFC 2047 words), to search it. */
function readable(raw: string) {
  const qp = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const decoded = Buffer.from(qp, 'latin1').toString('utf8');
  const words = raw.replace(/=\?[\w-]+\?([QB])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : data.replace(/_/g, ' '),
  );
  const base64 = (raw.match(/^[A-Za-z0-9+/=]{16,}$/gm) ?? []).map((line) =>
    Buffer.from(line, 'base64').toString('utf8'),
  );
  return [raw, decoded, words, ...base64].join('\n');
}

/** Removes the captured mails (local mail capture, no SMTP) that name him; answers how many. */
export async function removeCapturedMails(captureDir: string | undefined, terms: readonly string[]) {
  if (!captureDir || !terms.length) return 0;
  const files = await fs.readdir(captureDir).catch(() => [] as string[]);
  const regex = pattern(terms);
  let removed = 0;
  for (const name of files.filter((f) => f.endsWith('.eml'))) {
    const file = path.join(captureDir, name);
    const text = readable(await fs.readFile(file, 'utf8'));
    if (text.search(regex) >= 0) {
      await fs.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
