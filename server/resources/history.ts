import { Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { RecordChange, RecordHistoryEntry } from '../../src/domain/recordHistory';
import { answeredFields, hiddenFields, type ResourceDefinition } from '../../src/domain/resources';
import { auditRowsOf } from '../services/audit';
import { readableRow } from './rows/query';
import { DateTime } from './schemas';
import type { ServedResource } from './served';

/** The newest entries a record's history answers. */
export const RECORD_HISTORY_LIMIT = 200;

/** Answered but no change worth showing: the record's identity and the times its writes set anyway. */
const UNSHOWN = new Set(['id', 'createdAt', 'updatedAt', 'organisationId', 'parentId']);

/**
 * The fields a history may show: those a read answers (never writeOnly ones such as a role preset,
 * nor columns no definition names, such as a password hash) and not worked out per caller.
 */
export const historyFields = (definition: ResourceDefinition) =>
  Object.entries(answeredFields(definition))
    .filter(([name, field]) => !UNSHOWN.has(name) && !field.derived)
    .map(([name]) => name);

/** The fields a history shows of a record as its reader reads it now: none he may not see. */
export const visibleHistoryFields = (definition: ResourceDefinition, read: Readonly<Record<string, unknown>>) => {
  const hidden = new Set(hiddenFields(definition, read));
  return historyFields(definition).filter((field) => !hidden.has(field));
};

type Snapshot = Record<string, unknown> | null;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What changed between two snapshots of a row, on the shown fields only. */
export function changesOf(fields: readonly string[], before: Snapshot, after: Snapshot): RecordChange[] {
  return fields
    .filter((field) => (before && field in before) || (after && field in after))
    .filter((field) => !same(before?.[field], after?.[field]))
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }));
}

/**
 * A record's audit rows, newest first, as entries of who changed what when, for whoever reads the
 * record (404 otherwise): of the fields he may see of it as he reads it now, the rule of its answer.
 */
export async function recordHistory(
  resource: ServedResource,
  request: FastifyRequest,
  id: string,
): Promise<RecordHistoryEntry[]> {
  const { definition, ctx } = resource;
  const fields = visibleHistoryFields(definition, await readableRow(resource, request, id));
  const rows = await auditRowsOf(ctx.db, definition.name, id, RECORD_HISTORY_LIMIT);
  return rows.map((row) => ({
    id: String(row.id),
    at: new Date(row.createdAt).toISOString(),
    actorName: row.actorName,
    action: row.action,
    changes: changesOf(fields, row.before as Snapshot, row.after as Snapshot),
  }));
}

const Value = Type.Unknown();
const NullableText = Type.Union([Type.String(), Type.Null()]);
export const ChangesSchema = Type.Array(Type.Object({ field: Type.String(), before: Value, after: Value }));
export const RecordHistorySchema = Type.Array(
  Type.Object({
    id: Type.String(),
    at: DateTime,
    actorName: NullableText,
    action: Type.String(),
    changes: ChangesSchema,
  }),
);
/** A row of the audit list (GET /audit-log). */
export const AuditRowSchema = Type.Object({
  id: Type.String(),
  createdAt: DateTime,
  organisationId: NullableText,
  organisationName: NullableText,
  userId: NullableText,
  actorName: NullableText,
  entity: Type.String(),
  entityId: Type.String(),
  /** The record's name as the caller may read it (its display field; null: none to show). */
  entityName: NullableText,
  action: Type.String(),
  /** Of an import: how many rows it read, created, updated and rejected. */
  imported: Type.Union([
    Type.Object({ rows: Type.Integer(), created: Type.Integer(), updated: Type.Integer(), rejected: Type.Integer() }),
    Type.Null(),
  ]),
  changes: ChangesSchema,
});
