/**
 * Bulk work on a list's selection: one request names the rows, the server takes each row by the
 * same rules as a single one, in its own transaction, and answers one result per row.
 */

/** At most this many rows in one bulk request (the largest page a list shows: "All"). */
export const BULK_MAX = 1000;

/** The certificate steps an ITC may take for many requests at once. */
export const BULK_CERTIFICATE_ACTIONS = ['approve', 'certify'] as const;
export type BulkCertificateAction = (typeof BULK_CERTIFICATE_ACTIONS)[number];

/** What became of one row: done, or why not (the code and message a single request would answer). */
export interface BulkResult {
  id: string;
  ok: boolean;
  code?: string;
  message?: string;
  /** A message per field, where the refusal names fields (a rule, a value taken). */
  errors?: Record<string, string>;
}

/**
 * A row "Edit N selected" left as it was, and why: the code and message a single write would
 * answer (not found, a rule, changed since it was loaded, deleted), with a message per field where
 * the refusal names fields.
 */
export interface BulkRefusal {
  id: string;
  code: string;
  message: string;
  errors?: Record<string, string>;
}

/** The answer of "Edit N selected" (`update-many?partial=true`): the ids saved and the rows refused. */
export interface BulkEditResult {
  data: string[];
  refused: BulkRefusal[];
  /** The version each saved row has now (update-many): an undo sends it, and a row changed since is refused. */
  versions?: Record<string, string>;
}
