import { Alert, Button, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StepDialog } from '../../components/forms/StepDialog';
import { IMPORT_COLUMNS } from '../../domain/certificates';
import { ImportFilePicker } from './ImportFilePicker';
import { ImportProgress } from './ImportProgress';
import { ImportResultPanel } from './ImportResultPanel';
import { useInstructorImport } from './useInstructorImport';

/**
 * The CSV import of instructors (itc_instructor_certificate_import): the file is read in the
 * browser (papaparse, with progress, comma, semicolon or tab), the test upload shows every row
 * with what would happen, and the import writes the valid rows in one request and one
 * transaction. The rejected rows come back as a file with their reasons, to correct and import
 * again; a template gives the columns.
 */
export const ImportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { file, problem, result, phase, busy, valid, imported, view, choose, close, test, run, downloadRejectedRows } =
    useInstructorImport(onClose);

  return (
    <StepDialog
      open={open}
      title={translate('certification.import.title')}
      pending={busy}
      closeLabel={imported ? 'ra.action.close' : 'ra.action.cancel'}
      onClose={close}
      fullScreen={fullScreen}
      maxWidth="lg"
      fullWidth
      data-testid="import-dialog"
      dividers
      actions={
        !imported && (
          <Button variant="contained" onClick={run} disabled={!valid || busy} loading={phase.kind === 'importing'}>
            {result
              ? translate('certification.import.run', { smart_count: valid })
              : translate('certification.import.start')}
          </Button>
        )
      }
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('certification.import.intro', { columns: IMPORT_COLUMNS.join(', ') })}
      </Typography>
      <ImportFilePicker file={file} busy={busy} onChoose={choose} onTest={test} />
      <ImportProgress phase={phase} />
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {problem}
        </Alert>
      )}
      {result && (
        <ImportResultPanel
          result={result}
          imported={imported}
          valid={valid}
          view={view}
          onDownloadRejected={downloadRejectedRows}
        />
      )}
    </StepDialog>
  );
};
