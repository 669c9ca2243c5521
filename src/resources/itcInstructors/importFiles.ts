import { downloadCSV, type TranslateFunction } from 'react-admin';
import type { ImportResult, ImportRow } from '../../domain/certificates';
import { rejectedRows } from '../../domain/instructorCsv';
import { instructorCsvText } from './csv';
import { rowReasons } from './importText';

/** The empty file with the import's columns, to fill in. */
export const downloadTemplate = (translate: TranslateFunction) =>
  downloadCSV(instructorCsvText([]), translate('certification.import.template_file'));

/** The rejected rows as they were read, with their reasons, to correct and import again. */
export const downloadRejected = (translate: TranslateFunction, rows: ImportRow[], result: ImportResult) =>
  downloadCSV(
    instructorCsvText(
      rejectedRows(rows, result.rows, (row) => rowReasons(translate, row)),
      [{ field: 'reason', header: translate('certification.import.reason_column') }],
    ),
    translate('certification.import.rejected_file'),
  );
