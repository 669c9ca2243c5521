import Papa from 'papaparse';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, type ImportRow } from '../../domain/certificates';

export type CsvProblem =
  | { key: 'missing_columns'; columns: string[] }
  | { key: 'empty_file' }
  | { key: 'too_many_rows'; n: number }
  | { key: 'parse_error'; message: string };

export type CsvResult = { rows: ImportRow[] } | { problem: CsvProblem };

/** Header names as they may come: with a BOM, spaces or another case. */
const normalise = (header: string) => header.replace(/^\uFEFF/, '').trim();
const COLUMN_BY_LOWER = new Map(IMPORT_COLUMNS.map((c) => [c.toLowerCase(), c]));

/** Reads rows of the import's columns from comma-separated UTF-8 text (a BOM is fine). */
export function rowsFromObjects(records: Record<string, string>[], fields: string[]): CsvResult {
  const present = new Set(fields.map((f) => COLUMN_BY_LOWER.get(normalise(f).toLowerCase())).filter(Boolean));
  const missing = IMPORT_COLUMNS.filter((c) => !present.has(c));
  if (missing.length) return { problem: { key: 'missing_columns', columns: missing } };
  const rows = records.map((record) => {
    const row = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, ''])) as ImportRow;
    for (const [key, value] of Object.entries(record)) {
      const column = COLUMN_BY_LOWER.get(normalise(key).toLowerCase());
      if (column) row[column] = (value ?? '').trim();
    }
    return row;
  });
  if (!rows.length) return { problem: { key: 'empty_file' } };
  if (rows.length > IMPORT_MAX_ROWS) return { problem: { key: 'too_many_rows', n: IMPORT_MAX_ROWS } };
  return { rows };
}

/** Parses text (tests, small files). */
export function parseCsvText(text: string): CsvResult {
  const result = Papa.parse<Record<string, string>>(text, {
    header: true,
    delimiter: ',',
    skipEmptyLines: 'greedy',
    transformHeader: normalise,
  });
  const fatal = result.errors.find((e) => e.type === 'Delimiter' || e.type === 'Quotes');
  if (fatal) return { problem: { key: 'parse_error', message: `${fatal.message} (${(fatal.row ?? 0) + 2})` } };
  return rowsFromObjects(result.data, result.meta.fields ?? []);
}

/** Parses a file in chunks, reporting how far it got (0..1). */
export function parseCsvFile(file: File, onProgress: (fraction: number) => void): Promise<CsvResult> {
  return new Promise((resolve) => {
    const records: Record<string, string>[] = [];
    let fields: string[] = [];
    let problem: CsvProblem | undefined;
    Papa.parse<Record<string, string>>(file, {
      header: true,
      delimiter: ',',
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
