import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ImportResult, ImportRow } from '../../domain/certificates';
import { api, UPLOAD_TIMEOUT } from '../../providers/http';
import { asOneAction } from '../../providers/oneAction';
import { parseCsvFile } from './csv';
import { downloadRejected } from './importFiles';
import { csvProblemText, uploadFailureText } from './importText';
import { useImportRowsView } from './useImportRowsView';

/** Where the import stands: reading the file and uploading it show how far they are. */
export type Phase =
  { kind: 'idle' } | { kind: 'reading' | 'uploading'; fraction: number } | { kind: 'checking' | 'importing' };

/** Sends the rows, as a dry run (test) or for real, and follows the upload in `setPhase`. */
const sendImport = async (data: ImportRow[], dryRun: boolean, setPhase: (phase: Phase) => void) => {
  setPhase({ kind: 'uploading', fraction: 0 });
  // one user action: an import whose answer was lost is asked after with its key, not run twice
  const { json } = await asOneAction(`itc-instructors/import ${dryRun} ${JSON.stringify(data)}`, (idempotencyKey) =>
    api<ImportResult>('itc-instructors/import', {
      method: 'POST',
      query: { dryRun: String(dryRun) },
      body: { rows: data },
      timeout: UPLOAD_TIMEOUT,
      idempotencyKey,
      onProgress: (fraction) =>
        setPhase(fraction < 1 ? { kind: 'uploading', fraction } : { kind: dryRun ? 'checking' : 'importing' }),
    }),
  );
  return json;
};

/** The state and steps of the instructors' CSV import: choose a file, test it, import it. */
export const useInstructorImport = (onClose: () => void) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<ImportRow[] | null>(null);
  const [problem, setProblem] = useState<string>();
  const [result, setResult] = useState<ImportResult | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const view = useImportRowsView(result);
  const busy = phase.kind !== 'idle';
  const valid = result ? result.total - result.failed : 0;
  const imported = !!result && !result.dryRun;

  const reset = () => {
    setFile(null);
    setRows(null);
    setProblem(undefined);
    setResult(null);
    setPhase({ kind: 'idle' });
    view.showOnlyErrors(false);
  };
  /** A newly chosen file starts over. */
  const choose = (chosen: File | null) => {
    reset();
    setFile(chosen);
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  const failure = (error: unknown) => {
    const message = uploadFailureText(translate, error);
    setProblem(message);
    notify(message, { type: 'error' });
  };

  /** Test upload: read, send as a dry run, show every row. */
  const test = async () => {
    if (!file) return;
    setProblem(undefined);
    setResult(null);
    view.setPage(0);
    setPhase({ kind: 'reading', fraction: 0 });
    const parsed = await parseCsvFile(file, (fraction) => setPhase({ kind: 'reading', fraction }));
    if ('problem' in parsed) {
      setPhase({ kind: 'idle' });
      setProblem(csvProblemText(translate, parsed.problem));
      return;
    }
    setRows(parsed.rows);
    try {
      setResult(await sendImport(parsed.rows, true, setPhase));
    } catch (error) {
      failure(error);
    } finally {
      setPhase({ kind: 'idle' });
    }
  };

  const run = async () => {
    if (!rows) return;
    try {
      const done = await sendImport(rows, false, setPhase);
      notify('certification.import.done', { type: 'success' });
      refresh();
      // the dialog stays open with the totals and, if any, the rejected rows to download
      setResult(done);
      view.showOnlyErrors(done.failed > 0);
    } catch (error) {
      failure(error);
    } finally {
      setPhase({ kind: 'idle' });
    }
  };

  const downloadRejectedRows = () => rows && result && downloadRejected(translate, rows, result);
  return { file, problem, result, phase, busy, valid, imported, view, choose, close, test, run, downloadRejectedRows };
};
