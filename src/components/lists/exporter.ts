import Papa from 'papaparse';
import { downloadCSV, type RaRecord } from 'react-admin';
import { csvCell } from '../../domain/csvCells';

export interface ExportColumn {
  /** Field of the record; dotted paths reach nested values. */
  source: string;
  /** i18n key of the column header. */
  label: string;
  /** Turns the value into what a reader expects (a translated status, a formatted date). */
  format?: (value: unknown, record: RaRecord) => string;
}

const get = (record: RaRecord, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], record);

/**
 * CSV export with translated headers and the names the table shows, never raw ids (the API lists
 * carry display names). Semicolon-separated with a BOM, as spreadsheet programs in German expect.
 * Every cell goes through `csvCell`, so no text a user entered runs as a formula.
 */
export const csvExporter =
  (columns: ExportColumn[], translate: (key: string) => string, filename: string) => (records: RaRecord[]) => {
    const rows = records.map((record) =>
      Object.fromEntries(
        columns.map((c) => {
          const raw = get(record, c.source);
          return [csvCell(translate(c.label)), csvCell(c.format ? c.format(raw, record) : raw, raw)];
        }),
      ),
    );
    downloadCSV(`\uFEFF${Papa.unparse(rows, { delimiter: ';' })}`, filename);
  };
