import type { RaRecord } from 'react-admin';
import type { BulkEditResult } from '../../domain/bulk';
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

/**
 * The undo of a bulk change from each row's values before it (by id; an empty value as null, as
 * the change sends it) and the change's answer: the rows it saved, each with those values and its
 * version now. Undefined where it saved nothing or the answer names no versions: without them a
 * row changed since could not be told apart.
 */
export function undoOfRows(
  resource: string,
  previous: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
  result: BulkEditResult,
): BulkUndo | undefined {
  const { versions } = result;
  if (!versions) return undefined;
  const rows = result.data.flatMap((id) =>
    previous[id] && versions[id] ? [{ id, previous: { ...previous[id] }, version: versions[id] }] : [],
  );
  return rows.length ? { resource, rows } : undefined;
}

/** The undo of "Edit N selected": the rows as they were when it was sent, and the fields it wrote. */
export const undoOf = (
  resource: string,
  before: readonly RaRecord[],
  fields: readonly string[],
  result: BulkEditResult,
) =>
  undoOfRows(
    resource,
    Object.fromEntries(
      before.map((row) => [String(row.id), Object.fromEntries(fields.map((field) => [field, row[field] ?? null]))]),
    ),
    result,
  );

/**
 * Undoes a change in one request (`update-many?partial=true&undo=true` with each row's own values
 * and version, one transaction, audited as `undo`): each row gets its values back unless it
 * changed since the change (or was deleted, or is out of reach now), which is refused and named.
 * Answers the rows written back and those refused.
 */
export async function runUndo(
  dataProvider: Pick<AppDataProvider, 'editRows'>,
  { resource, rows }: BulkUndo,
): Promise<BulkEditResult> {
  try {
    const { data, refused } = await dataProvider.editRows(resource, {
      rows: rows.map(({ id, previous, version }) => ({ id, version, data: previous })),
      undo: true,
    });
    return { data, refused };
  } catch (error) {
    // none of these rows is the caller's to see any more: the server answers 404 for all
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    return { data: [], refused: rows.map(({ id }) => ({ id, code: 'NOT_FOUND', message: error.message })) };
  }
}
