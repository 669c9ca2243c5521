import { useRef, useState } from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNotify, useTranslate } from 'react-admin';
import { api, ApiError, type ApiRequest, type ApiResponse } from '../../providers/http';
import { asOneAction } from '../../providers/oneAction';
import { failureNotice } from '../forms/failureText';
import { acceptOf, checkFile, useUploadRules } from './useUploadRules';
import type { VersionedWrite } from './useWritesInTurn';

interface FileUploadButtonProps {
  /** API path that takes the multipart upload. */
  path: string;
  query?: ApiRequest['query'];
  label: string;
  /** Names the input for screen readers and tests, e.g. "Upload application form". */
  inputLabel: string;
  testId?: string;
  disabled?: boolean;
  /** Sends the upload in turn with the record's other writes, on its version (useWritesInTurn): refused (412) if it changed since. */
  inTurn?: (write: VersionedWrite) => Promise<ApiResponse<unknown>>;
  onUploaded: (answer: unknown) => void;
  /** The upload was refused or failed (after the notice): a record changed meanwhile is shown anew. */
  onFailed?: (error: unknown) => void;
}

/**
 * Picks one file, checks size and type in the browser (the server checks again), uploads it as
 * multipart with a progress bar (20 s timeout, §9) and reports the answer. Errors are notified
 * with the server's message under `file` when there is one.
 */
export const FileUploadButton = ({
  path,
  query,
  label,
  inputLabel,
  testId,
  disabled = false,
  inTurn,
  onUploaded,
  onFailed,
}: FileUploadButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const rules = useUploadRules();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);

  const upload = async (file: File) => {
    const problem = checkFile(file, rules);
    if (problem) {
      notify(`${translate('notification.file_upload')}: ${translate(`validation.${problem.key}`, problem.values)}`, {
        type: 'error',
      });
      return;
    }
    const body = new FormData();
    body.append('file', file, file.name);
    setProgress({ name: file.name, fraction: 0 });
    try {
      // one user action: an upload whose answer was lost is asked after with its key, not stored twice
      const send: VersionedWrite = (ifMatch) =>
        asOneAction(`${path} ${file.name} ${file.size} ${file.lastModified}`, (idempotencyKey) =>
          api(path, {
            method: 'POST',
            body,
            query,
            ifMatch,
            idempotencyKey,
            onProgress: (fraction) => setProgress({ name: file.name, fraction }),
          }),
        );
      const { json } = await (inTurn ? inTurn(send) : send(undefined));
      notify('notification.uploaded', { type: 'success' });
      onUploaded(json);
    } catch (error) {
      const file = error instanceof ApiError ? error.body.errors?.file : undefined;
      notify(
        file
          ? `${translate('notification.file_upload')}: ${file}`
          : failureNotice(translate, 'notification.file_upload', error),
        {
          type: 'error',
        },
      );
      onFailed?.(error);
    } finally {
      setProgress(null);
    }
  };

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
      {progress && (
        <Box sx={{ mt: 0.5 }} role="status" aria-live="polite">
          <LinearProgress
            variant="determinate"
            value={Math.round(progress.fraction * 100)}
            aria-label={translate('certification.files.uploading', { name: progress.name })}
          />
          <Typography variant="caption" color="text.secondary">
            {translate('certification.files.uploading', { name: progress.name })} {Math.round(progress.fraction * 100)}{' '}
            %
          </Typography>
        </Box>
      )}
    </Box>
  );
};
