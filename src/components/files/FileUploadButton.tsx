import { useRef } from 'react';
import { Box, Button } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { UploadProgressBar } from './UploadProgressBar';
import { useFileUpload, type UploadTarget } from './useFileUpload';
import { acceptOf } from './useUploadRules';

interface FileUploadButtonProps extends UploadTarget {
  label: string;
  /** Names the input for screen readers and tests, e.g. "Upload application form". */
  inputLabel: string;
  testId?: string;
  disabled?: boolean;
}

/**
 * Picks one file, checks size and type in the browser (the server checks again), uploads it as
 * multipart with a progress bar (20 s timeout, §9) and reports the answer. Errors are notified
 * with the server's message under `file` when there is one.
 */
export const FileUploadButton = ({ label, inputLabel, testId, disabled = false, ...target }: FileUploadButtonProps) => {
  const { rules, progress, upload } = useFileUpload(target);
  const input = useRef<HTMLInputElement>(null);

  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', minWidth: 160 }}>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptOf(rules)}
        aria-label={inputLabel}
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button
        size="small"
        variant="outlined"
        startIcon={<UploadFileIcon />}
        disabled={disabled || !!progress}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      {progress && <UploadProgressBar progress={progress} />}
    </Box>
  );
};
