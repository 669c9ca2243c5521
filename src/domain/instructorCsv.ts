import { IMPORT_COLUMNS, type ImportColumn, type ImportRow, type ImportRowResult } from './certificates';

/**
 * The one column set of the instructor CSV files (§3 CSV import columns): the export of the
 * instructor administration, the import, its template and the file of rejected rows all use
 * IMPORT_COLUMNS as headers, in every language, so each file the product writes can be imported.
 */
export const INSTRUCTOR_CSV_COLUMNS: readonly ImportColumn[] = IMPORT_COLUMNS;

/** The delimiters a file may use: comma (the spec), semicolon (German Excel, our exports), tab. */
export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** The delimiter the header line uses most often outside quotes; a comma when it has none. */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of text.replace(/^\uFEFF/, '')) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return CSV_DELIMITERS.reduce((best, d) => ((counts.get(d) ?? 0) > (counts.get(best) ?? 0) ? d : best), ',');
}

/**
 * A cell as our exports wrote it: csvCell puts an apostrophe before a text that a spreadsheet
 * would run as a formula, and the import takes it off again, so an export imports unchanged.
 */
export const fromCsvCell = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/** What the instructor list answers per instructor (the fields the export needs). */
export interface InstructorListRecord {
  organisationName?: string | null;
  ahaInstructorId?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  disciplines?: { disciplineName: string; expiryDate: string | null }[] | null;
}

/**
 * The export: one row per instructor and discipline with a certified expiry date (the newest),
 * and one row without discipline for an instructor who has none, so the import finds him again.
 */
export function instructorExportRows(records: InstructorListRecord[]): ImportRow[] {
  return records.flatMap((record) => {
    const person = {
      organisation: record.organisationName ?? '',
      ahaInstructorId: record.ahaInstructorId ?? '',
      firstName: record.firstName ?? '',
      lastName: record.lastName ?? '',
      email: record.email ?? '',
    };
    const held = (record.disciplines ?? []).filter((d) => d.expiryDate);
    return held.length
      ? held.map((d) => ({ ...person, expiryDate: d.expiryDate!, discipline: d.disciplineName }))
      : [{ ...person, expiryDate: '', discipline: '' }];
  });
}

/**
 * The rejected rows of an import as they were in the file, each with its reasons. `rows` are the
 * file's rows in order (the header is line 1), `reason` words one row's errors.
 */
export function rejectedRows(
  rows: ImportRow[],
  results: ImportRowResult[],
  reason: (result: ImportRowResult) => string,
): (ImportRow & { reason: string })[] {
  return results
    .filter((r) => r.action === 'error' && rows[r.line - 2])
    .map((r) => ({ ...rows[r.line - 2]!, reason: reason(r) }));
}
