import { useRef } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { downloadTemplate } from './importFiles';

/** The row to choose the file and test it, with the template to start from. */
export const ImportFilePicker = ({
  file,
  busy,
  onChoose,
  onTest,
}: {
  file: File | null;
  busy: boolean;
  onChoose: (file: File | null) => void;
  onTest: () => void;
}) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  return (
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
          // emptied, so that choosing the same file again is a change too
          event.target.value = '';
          onChoose(chosen);
        }}
      />
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={busy}>
        {translate('certification.import.choose')}
      </Button>
      <Typography variant="body2" color={file ? undefined : 'text.secondary'} sx={{ wordBreak: 'break-all' }}>
        {file ? file.name : ''}
      </Typography>
      <Button variant="contained" onClick={onTest} disabled={!file || busy}>
        {translate('certification.import.test')}
      </Button>
      <Button startIcon={<DownloadIcon />} onClick={() => downloadTemplate(translate)} sx={{ ml: 'auto' }}>
        {translate('certification.import.template')}
      </Button>
    </Stack>
  );
};
