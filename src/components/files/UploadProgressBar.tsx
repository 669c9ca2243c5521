import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UploadProgress } from './useFileUpload';

/** The progress of an upload: a bar and "Uploading <name> N %", announced politely. */
export const UploadProgressBar = ({ progress }: { progress: UploadProgress }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 0.5 }} role="status" aria-live="polite">
      <LinearProgress
        variant="determinate"
        value={Math.round(progress.fraction * 100)}
        aria-label={translate('certification.files.uploading', { name: progress.name })}
      />
      <Typography variant="caption" color="text.secondary">
        {translate('certification.files.uploading', { name: progress.name })} {Math.round(progress.fraction * 100)} %
      </Typography>
    </Box>
  );
};
