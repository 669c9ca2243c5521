import { useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { downloadCSV, useNotify, useRefresh, useTranslate } from 'react-admin';
import { IMPORT_COLUMNS, type ImportResult, type ImportRow, type ImportRowResult } from '../../domain/certificates';
import { rejectedRows } from '../../domain/instructorCsv';
import { api, ApiError, UPLOAD_TIMEOUT } from '../../providers/http';
import { asOneAction } from '../../providers/oneAction';
import { failureNotice } from '../../components/forms/failureText';
import { instructorCsvText, parseCsvFile, type CsvProblem } from './csv';

type Phase =
  { kind: 'idle' } | { kind: 'reading' | 'uploading'; fraction: number } | { kind: 'checking' | 'importing' };

const ACTION_COLOURS = { create: 'success', update: 'info', error: 'error' } as const;

/**
 * The CSV import of instructors (itc_instructor_certificate_import): the file is read in the
 * browser (papaparse, with progress, comma, semicolon or tab), the test upload shows every row
 * with what would happen, and the import writes the valid rows in one request and one
 * transaction. The rejected rows come back as a file with their reasons, to correct and import
 * again; a template gives the columns.
 */
export const ImportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<ImportRow[] | null>(null);
  const [problem, setProblem] = useState<string>();
  const [result, setResult] = useState<ImportResult | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const busy = phase.kind !== 'idle';

  const reset = () => {
    setFile(null);
    setRows(null);
    setProblem(undefined);
    setResult(null);
    setPhase({ kind: 'idle' });
    setOnlyErrors(false);
    setPage(0);
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const describe = (p: CsvProblem) =>
    p.key === 'missing_columns'
      ? translate('certification.import.missing_columns', { columns: p.columns.join(', ') })
      : p.key === 'too_many_rows'
        ? translate('certification.import.too_many_rows', { n: p.n })
        : p.key === 'parse_error'
          ? translate('certification.import.parse_error', { message: p.message })
          : translate('certification.import.empty_file');

  const reasons = (row: ImportRowResult) =>
    row.errors
      .map(
        (e) =>
          `${translate(`certification.import.errors.${e.code}`, { _: e.message })}${e.field ? ` (${e.field})` : ''}`,
      )
      .join('; ');
  const downloadTemplate = () => downloadCSV(instructorCsvText([]), translate('certification.import.template_file'));
  const downloadRejected = () =>
    rows &&
    result &&
    downloadCSV(
      instructorCsvText(rejectedRows(rows, result.rows, reasons), [
        { field: 'reason', header: translate('certification.import.reason_column') },
      ]),
      translate('certification.import.rejected_file'),
    );

  const send = async (data: ImportRow[], dryRun: boolean) => {
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

  const failure = (error: unknown) => {
    // "Error while uploading the file: <message> (<the file's problem>)"
    const file = error instanceof ApiError ? error.body.errors?.file : undefined;
    const message = `${failureNotice(translate, 'notification.file_upload', error)}${file ? ` (${file})` : ''}`;
    setProblem(message);
    notify(message, { type: 'error' });
  };

  /** Test upload: read, send as a dry run, show every row. */
  const test = async () => {
    if (!file) return;
    setProblem(undefined);
    setResult(null);
    setPage(0);
    setPhase({ kind: 'reading', fraction: 0 });
    const parsed = await parseCsvFile(file, (fraction) => setPhase({ kind: 'reading', fraction }));
    if ('problem' in parsed) {
      setPhase({ kind: 'idle' });
      setProblem(describe(parsed.problem));
      return;
    }
    setRows(parsed.rows);
    try {
      setResult(await send(parsed.rows, true));
    } catch (error) {
      failure(error);
    } finally {
      setPhase({ kind: 'idle' });
    }
  };

  const run = async () => {
    if (!rows) return;
    try {
      const done = await send(rows, false);
      notify('certification.import.done', { type: 'success' });
      refresh();
      // the dialog stays open with the totals and, if any, the rejected rows to download
      setResult(done);
      setOnlyErrors(done.failed > 0);
      setPage(0);
    } catch (error) {
      failure(error);
    } finally {
      setPhase({ kind: 'idle' });
    }
  };

  const shown = useMemo(
    () => (result ? result.rows.filter((r) => !onlyErrors || r.action === 'error') : []),
    [result, onlyErrors],
  );
  const valid = result ? result.total - result.failed : 0;
  const imported = !!result && !result.dryRun;

  const progress =
    phase.kind === 'reading' || phase.kind === 'uploading' ? (
      <Box role="status" aria-live="polite" sx={{ my: 2 }}>
        <LinearProgress variant="determinate" value={Math.round(phase.fraction * 100)} />
        <Typography variant="caption">
          {translate(`certification.import.${phase.kind}`, { percent: Math.round(phase.fraction * 100) })}
        </Typography>
      </Box>
    ) : phase.kind === 'checking' || phase.kind === 'importing' ? (
      <Box role="status" aria-live="polite" sx={{ my: 2 }}>
        <LinearProgress />
        <Typography variant="caption">{translate(`certification.import.${phase.kind}`)}</Typography>
      </Box>
    ) : null;

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      maxWidth="lg"
      fullWidth
      aria-labelledby="import-title"
      data-testid="import-dialog"
    >
      <DialogTitle id="import-title">{translate('certification.import.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('certification.import.intro', { columns: IMPORT_COLUMNS.join(', ') })}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <input
            ref={input}
            type="file"
            hidden
            accept=".csv,text/csv"
            aria-label={translate('certification.import.choose')}
            data-testid="import-file"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              event.target.value = '';
              reset();
              setFile(chosen);
            }}
          />
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            onClick={() => input.current?.click()}
            disabled={busy}
          >
            {translate('certification.import.choose')}
          </Button>
          <Typography variant="body2" color={file ? undefined : 'text.secondary'} sx={{ wordBreak: 'break-all' }}>
            {file ? file.name : ''}
          </Typography>
          <Button variant="contained" onClick={test} disabled={!file || busy}>
            {translate('certification.import.test')}
          </Button>
          <Button startIcon={<DownloadIcon />} onClick={downloadTemplate} sx={{ ml: 'auto' }}>
            {translate('certification.import.template')}
          </Button>
        </Stack>
        {progress}
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {problem}
          </Alert>
        )}
        {result && (
          <Box sx={{ mt: 2 }} data-testid="import-result">
            <Alert
              severity={result.failed ? 'warning' : 'success'}
              sx={{ mb: 1 }}
              data-testid="import-summary"
              action={
                result.failed > 0 && (
                  <Button color="inherit" size="small" startIcon={<DownloadIcon />} onClick={downloadRejected}>
                    {translate('certification.import.download_rejected')}
                  </Button>
                )
              }
            >
              {translate(imported ? 'certification.import.summary_done' : 'certification.import.summary', {
                total: result.total,
                valid,
                created: result.created,
                updated: result.updated,
                failed: result.failed,
                certificates: result.certificates,
              })}
              {result.failed > 0 && (
                <Box>
                  {translate(imported ? 'certification.import.rejected_hint' : 'certification.import.has_errors')}
                </Box>
              )}
            </Alert>
            <FormControlLabel
              control={
                <Switch
                  size="small"
                  checked={onlyErrors}
                  onChange={(_, checked) => {
                    setOnlyErrors(checked);
                    setPage(0);
                  }}
                />
              }
              label={translate('certification.import.only_errors')}
            />
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('certification.import.line')}</TableCell>
                    <TableCell>{translate('certification.import.action')}</TableCell>
                    <TableCell>{translate('resources.instructor-certificates.fields.organisationName')}</TableCell>
                    <TableCell>{translate('resources.itc-instructors.fields.instructorName')}</TableCell>
                    <TableCell>{translate('resources.instructor-certificates.fields.disciplineName')}</TableCell>
                    <TableCell>{translate('certification.import.reasons')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.slice(page * perPage, page * perPage + perPage).map((r) => (
                    <TableRow key={r.line} data-testid={`import-row-${r.line}`}>
                      <TableCell>{r.line}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={ACTION_COLOURS[r.action]}
                          label={translate(`certification.import.actions.${r.action}`)}
                        />
                      </TableCell>
                      <TableCell>{r.organisation}</TableCell>
                      <TableCell>{r.name}</TableCell>
                      <TableCell>{r.discipline}</TableCell>
                      <TableCell>{reasons(r)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            <TablePagination
              component="div"
              count={shown.length}
              page={page}
              onPageChange={(_, next) => setPage(next)}
              rowsPerPage={perPage}
              rowsPerPageOptions={[10, 25, 50, 100]}
              labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
              labelDisplayedRows={({ from, to, count }) =>
                translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
              }
              onRowsPerPageChange={(event) => {
                setPerPage(Number(event.target.value));
                setPage(0);
              }}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {translate(imported ? 'ra.action.close' : 'ra.action.cancel')}
        </Button>
        {!imported && (
          <Button variant="contained" onClick={run} disabled={!valid || busy} loading={phase.kind === 'importing'}>
            {result
              ? translate('certification.import.run', { smart_count: valid })
              : translate('certification.import.start')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
