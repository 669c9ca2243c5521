import type { TranslateFunction } from 'react-admin';
import type { ImportRowResult } from '../../domain/certificates';
import { ApiError } from '../../providers/http';
import { failureNotice } from '../../components/forms/failureText';
import type { CsvProblem } from './csv';

/** Why the chosen file could not be read into rows. */
export const csvProblemText = (translate: TranslateFunction, p: CsvProblem) =>
  p.key === 'missing_columns'
    ? translate('certification.import.missing_columns', { columns: p.columns.join(', ') })
    : p.key === 'too_many_rows'
      ? translate('certification.import.too_many_rows', { n: p.n })
      : p.key === 'parse_error'
        ? translate('certification.import.parse_error', { message: p.message })
        : translate('certification.import.empty_file');

/** Why a row is rejected: its errors, each with its field, in one line. */
export const rowReasons = (translate: TranslateFunction, row: ImportRowResult) =>
  row.errors
    .map(
      (e) => `${translate(`certification.import.errors.${e.code}`, { _: e.message })}${e.field ? ` (${e.field})` : ''}`,
    )
    .join('; ');

/** "Error while uploading the file: <message> (<the file's problem>)" */
export const uploadFailureText = (translate: TranslateFunction, error: unknown) => {
  const file = error instanceof ApiError ? error.body.errors?.file : undefined;
  return `${failureNotice(translate, 'notification.file_upload', error)}${file ? ` (${file})` : ''}`;
};
