import { Alert, Box, Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import type { ImportResult } from '../../domain/certificates';

export interface ImportSummaryProps {
  result: ImportResult;
  imported: boolean;
  valid: number;
  onDownloadRejected: () => void;
}

/** The totals of the test or of the import, with the rejected rows to download if there are any. */
export const ImportSummary = ({ result, imported, valid, onDownloadRejected }: ImportSummaryProps) => {
  const translate = useTranslate();
  return (
    <Alert
      severity={result.failed ? 'warning' : 'success'}
      sx={{ mb: 1 }}
      data-testid="import-summary"
      action={
        result.failed > 0 && (
          <Button color="inherit" size="small" startIcon={<DownloadIcon />} onClick={onDownloadRejected}>
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
        <Box>{translate(imported ? 'certification.import.rejected_hint' : 'certification.import.has_errors')}</Box>
      )}
    </Alert>
  );
};
