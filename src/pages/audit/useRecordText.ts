import { useTranslate, type RaRecord } from 'react-admin';
import { useFormat } from '../../components/format';

/** Of an import: how many rows it read, created, updated and rejected (issue 25.9). */
interface ImportCounts {
  rows: number;
  created: number;
  updated: number;
  rejected: number;
}

/** What a row is about, in words: the record's name, or how many rows an import read ('' for neither). */
export function useRecordText() {
  const translate = useTranslate();
  const format = useFormat();
  return (record: RaRecord) => {
    const imported = record.imported as ImportCounts | null;
    if (imported)
      return translate('audit.imported', {
        rows: format.number(imported.rows),
        created: format.number(imported.created),
        updated: format.number(imported.updated),
        rejected: format.number(imported.rejected),
      });
    return (record.entityName as string | null) ?? '';
  };
}
