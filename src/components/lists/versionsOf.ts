import type { Identifier, RaRecord } from 'react-admin';

/**
 * The versions of the selected rows as the list shows them, by id: what a bulk call sends, so
 * that the server leaves out (or refuses) a row someone else changed since the list loaded it.
 */
export const versionsOf = (rows: readonly RaRecord[], ids: readonly Identifier[]) =>
  Object.fromEntries(
    rows.filter((row) => ids.includes(row.id) && typeof row.version === 'string').map((row) => [row.id, row.version]),
  ) as Record<string, string>;
