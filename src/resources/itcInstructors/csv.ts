import Papa from 'papaparse';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, type ImportRow } from '../../domain/certificates';
import { csvCell } from '../../domain/csvCells';
import { detectDelimiter, fromCsvCell, INSTRUCTOR_CSV_COLUMNS } from '../../domain/instructorCsv';

export type CsvProblem =
  | { key: 'missing_columns'; columns: string[] }
  | { key: 'empty_file' }
  | { key: 'too_many_rows'; n: number }
  | { key: 'parse_error'; message: string };

export type CsvResult = { rows: ImportRow[] } | { problem: CsvProblem };

/** Header names as they may come: with a BOM, spaces or another case. */
const normalise = (header: string) => header.replace(/^\uFEFF/, '').trim();
const COLUMN_BY_LOWER = new Map(IMPORT_COLUMNS.map((c) => [c.toLowerCase(), c]));

/** Rows of the import's columns from parsed records (headers in any case, other columns ignored). */
export function rowsFromObjects(records: Record<string, string>[], fields: string[]): CsvResult {
  const present = new Set(fields.map((f) => COLUMN_BY_LOWER.get(normalise(f).toLowerCase())).filter(Boolean));
  const missing = IMPORT_COLUMNS.filter((c) => !present.has(c));
  if (missing.length) return { problem: { key: 'missing_columns', columns: missing } };
  const rows = records.map((record) => {
    const row = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, ''])) as ImportRow;
    for (const [key, value] of Object.entries(record)) {
      const column = COLUMN_BY_LOWER.get(normalise(key).toLowerCase());
      if (column) row[column] = fromCsvCell((value ?? '').trim());
    }
    return row;
  });
  if (!rows.length) return { problem: { key: 'empty_file' } };
  if (rows.length > IMPORT_MAX_ROWS) return { problem: { key: 'too_many_rows', n: IMPORT_MAX_ROWS } };
  return { rows };
}

/** Parses UTF-8 text (tests, small files) separated by the delimiter its header line uses. */
export function parseCsvText(text: string): CsvResult {
  const result = Papa.parse<Record<string, string>>(text, {
    header: true,
    delimiter: detectDelimiter(text),
    skipEmptyLines: 'greedy',
    transformHeader: normalise,
  });
  const fatal = result.errors.find((e) => e.type === 'Delimiter' || e.type === 'Quotes');
  if (fatal) return { problem: { key: 'parse_error', message: `${fatal.message} (${(fatal.row ?? 0) + 2})` } };
  return rowsFromObjects(result.data, result.meta.fields ?? []);
}

/** Parses a file in chunks, reporting how far it got (0..1); the delimiter is the header line's. */
export async function parseCsvFile(file: File, onProgress: (fraction: number) => void): Promise<CsvResult> {
  const delimiter = detectDelimiter(await file.slice(0, 64 * 1024).text());
  return new Promise((resolve) => {
    const records: Record<string, string>[] = [];
    let fields: string[] = [];
    let problem: CsvProblem | undefined;
    Papa.parse<Record<string, string>>(file, {
      header: true,
      delimiter,
      encoding: 'UTF-8',
      skipEmptyLines: 'greedy',
      transformHeader: normalise,
      chunkSize: 256 * 1024,
      chunk: (results, parser) => {
        fields = results.meta.fields ?? fields;
        const fatal = results.errors.find((e) => e.type === 'Quotes');
        if (fatal) {
          problem = { key: 'parse_error', message: fatal.message };
          parser.abort();
          return;
        }
        records.push(...results.data);
        if (records.length > IMPORT_MAX_ROWS) {
          problem = { key: 'too_many_rows', n: IMPORT_MAX_ROWS };
          parser.abort();
          return;
        }
        onProgress(Math.min(1, results.meta.cursor / Math.max(file.size, 1)));
      },
      complete: () => {
        onProgress(1);
        resolve(problem ? { problem } : rowsFromObjects(records, fields));
      },
      error: (error) => resolve({ problem: { key: 'parse_error', message: error.message } }),
    });
  });
}

/**
 * An instructor CSV file as the product writes it (export, template, rejected rows): the one
 * column set plus `extra` columns, semicolon-separated with a BOM like every export, each cell
 * through csvCell so no text runs as a formula.
 */
export function instructorCsvText(rows: Record<string, string>[], extra: { field: string; header: string }[] = []) {
  const fields = [...INSTRUCTOR_CSV_COLUMNS, ...extra.map((e) => e.field)];
  return `\uFEFF${Papa.unparse(
    {
      fields: [...INSTRUCTOR_CSV_COLUMNS, ...extra.map((e) => e.header)].map((f) => String(csvCell(f))),
      data: rows.map((row) => fields.map((f) => csvCell(row[f] ?? ''))),
    },
    { delimiter: ';' },
  )}`;
}
