import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Phase } from './useInstructorImport';

/** How far reading and uploading are (with a percentage), or that the server is at work. */
export const ImportProgress = ({ phase }: { phase: Phase }) => {
  const translate = useTranslate();
  return phase.kind === 'reading' || phase.kind === 'uploading' ? (
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
};
