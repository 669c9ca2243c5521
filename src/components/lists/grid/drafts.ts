import type { RaRecord, ValidationErrorMessage } from 'react-admin';
import type { BulkRefusal } from '../../../domain/bulk';
import type { CellValue } from './cellValue';

/** The changes of one row not yet saved, kept by its id while the list pages on. */
export interface RowDraft {
  /** The row's version when it was first changed: the server refuses it if someone changed it since. */
  version?: string;
  /** The record's name as the list showed it, for the row's messages on any page. */
  name: string;
  values: Readonly<Record<string, unknown>>;
  /** The row's values of the changed fields at `version`: what an undo of the save writes back. */
  previous: Readonly<Record<string, unknown>>;
  /** Why a cell cannot be saved: the row is not sent until each is corrected. */
  errors: Readonly<Record<string, ValidationErrorMessage>>;
  /** Why the server left the row as it was at the last save. */
  refused?: Pick<BulkRefusal, 'code' | 'message' | 'errors'>;
}

export type Drafts = Readonly<Record<string, RowDraft>>;

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/**
 * The drafts with one cell set: a value equal to the row's own is no change (the cell is dropped,
 * and the row with its last cell). A row refused before takes the version it has now, which the
 * user sees while he changes it again.
 */
export function withCell(drafts: Drafts, row: RaRecord, name: string, source: string, cell: CellValue): Drafts {
  const id = String(row.id);
  const draft = drafts[id];
  const { [source]: _value, ...values }: Record<string, unknown> = draft?.values ?? {};
  const { [source]: _error, ...errors }: Record<string, ValidationErrorMessage> = draft?.errors ?? {};
  // an emptied input clears the field, as the forms do
  const value = cell.value === '' ? null : cell.value;
  if (cell.error || !same(value, row[source])) values[source] = value;
  if (cell.error) errors[source] = cell.error;
  const { [id]: _row, ...others } = drafts;
  if (!Object.keys(values).length) return others;
  const kept = draft && !draft.refused ? draft : undefined;
  const version = kept ? kept.version : (row.version as string | undefined);
  // the values as they were at that version, not as a later edit of the same cell left them
  const previous = Object.fromEntries(
    Object.keys(values).map((field) => [
      field,
      kept && field in kept.previous ? kept.previous[field] : (row[field] ?? null),
    ]),
  );
  // a row changed again keeps its place: the rows go to the server in the order they were changed
  return { ...drafts, [id]: { version, name, values, previous, errors } };
}

/** The drafts without one row's changes. */
export const withoutRow = (drafts: Drafts, id: string): Drafts => {
  const { [id]: _row, ...others } = drafts;
  return others;
};

/** The drafts after a save: the rows saved are done, the refused ones stay with their reason. */
export function afterSave(drafts: Drafts, saved: readonly string[], refused: readonly BulkRefusal[]): Drafts {
  const next: Record<string, RowDraft> = { ...drafts };
  for (const id of saved) delete next[id];
  for (const { id, code, message, errors } of refused)
    if (next[id]) next[id] = { ...next[id], refused: { code, message, ...(errors && { errors }) } };
  return next;
}

/** Each changed row's values before the change, by id: what an undo of the save writes back. */
export const previousOf = (drafts: Drafts) =>
  Object.fromEntries(Object.entries(drafts).map(([id, draft]) => [id, draft.previous]));

/** Each changed row's name as the list showed it, by id: the messages of a save and its undo name them. */
export const namesOf = (drafts: Drafts) =>
  Object.fromEntries(Object.entries(drafts).map(([id, draft]) => [id, draft.name]));

/** Whether some cell cannot be saved yet. */
export const hasErrors = (drafts: Drafts) => Object.values(drafts).some((draft) => Object.keys(draft.errors).length);

/** The body rows of `update-many?partial=true`: each changed row with its values and version. */
export const rowsToSave = (drafts: Drafts) =>
  Object.entries(drafts).map(([id, draft]) => ({ id, version: draft.version, data: draft.values }));
