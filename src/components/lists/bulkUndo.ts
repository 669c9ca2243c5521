import type { RaRecord } from 'react-admin';
import type { BulkEditResult, BulkRefusal } from '../../domain/bulk';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ApiError } from '../../providers/http';

/** One row a bulk change saved: the values it replaced, and the version the change gave the row. */
export interface UndoRow {
  id: string;
  previous: Record<string, unknown>;
  version: string;
}

/** What undoes a bulk change (a form, an in-place session, a paste): each saved row's replaced values. */
export interface BulkUndo {
  resource: string;
  rows: UndoRow[];
}

/** One request of an undo: the rows that get the same values back, each on the version the change gave it. */
export interface UndoRequest {
  ids: string[];
  data: Record<string, unknown>;
  versions: Record<string, string>;
}

/**
 * The undo of a bulk change, from the rows as they were when it was sent, the fields it wrote and
 * its answer: the rows it saved, each with its values of those fields before and its version now
 * (an empty value as null, as the change sends it). Undefined where it saved nothing or the answer
 * names no versions: without them a row changed since could not be told apart.
 */
export function undoOf(
  resource: string,
  before: readonly RaRecord[],
  fields: readonly string[],
  result: BulkEditResult,
): BulkUndo | undefined {
  const { versions } = result;
  if (!versions) return undefined;
  const rows = result.data.flatMap((id) => {
    const row = before.find((record) => String(record.id) === id);
    if (!row || !versions[id]) return [];
    return [
      { id, previous: Object.fromEntries(fields.map((field) => [field, row[field] ?? null])), version: versions[id] },
    ];
  });
  return rows.length ? { resource, rows } : undefined;
}

/** A key of values whatever the order of their fields. */
const keyOf = (values: Record<string, unknown>) =>
  JSON.stringify(Object.entries(values).sort(([a], [b]) => a.localeCompare(b)));

/**
 * The requests that undo a change: one per set of values to write back, since a change that set
 * one value in every row replaced values that differ from row to row.
 */
export function undoRequests({ rows }: BulkUndo): UndoRequest[] {
  const requests = new Map<string, UndoRequest>();
  for (const { id, previous, version } of rows) {
    const key = keyOf(previous);
    const request = requests.get(key) ?? { ids: [], data: previous, versions: {} };
    request.ids.push(id);
    request.versions[id] = version;
    requests.set(key, request);
  }
  return [...requests.values()];
}

/**
 * Undoes a change (`update-many?partial=true&undo=true`, audited as `undo`): each row gets its
 * values back unless it changed since the change (or was deleted, or is out of reach now), which
 * is refused and named. Answers the rows written back and those refused, over all its requests.
 */
export async function runUndo(
  dataProvider: Pick<AppDataProvider, 'editMany'>,
  undo: BulkUndo,
): Promise<BulkEditResult> {
  const data: string[] = [];
  const refused: BulkRefusal[] = [];
  for (const request of undoRequests(undo)) {
    try {
      const result = await dataProvider.editMany(undo.resource, { ...request, undo: true });
      data.push(...result.data);
      refused.push(...result.refused);
    } catch (error) {
      // none of these rows is the caller's to see any more: the server answers 404 for all
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
      refused.push(...request.ids.map((id) => ({ id, code: 'NOT_FOUND', message: error.message })));
    }
  }
  return { data, refused };
}
