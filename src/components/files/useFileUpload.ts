import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { api, ApiError, type ApiRequest, type ApiResponse } from '../../providers/http';
import { asOneAction } from '../../providers/oneAction';
import { failureNotice } from '../forms/failureText';
import { checkFile, useUploadRules } from './useUploadRules';
import type { VersionedWrite } from './useWritesInTurn';

/** Where an upload goes, and who hears how it ended. */
export interface UploadTarget {
  /** API path that takes the multipart upload. */
  path: string;
  query?: ApiRequest['query'];
  /** Sends the upload in turn with the record's other writes, on its version (useWritesInTurn): refused (412) if it changed since. */
  inTurn?: (write: VersionedWrite) => Promise<ApiResponse<unknown>>;
  onUploaded: (answer: unknown) => void;
  /** The upload was refused or failed (after the notice): a record changed meanwhile is shown anew. */
  onFailed?: (error: unknown) => void;
}

/** The file being uploaded and the part of it sent so far (0 to 1). */
export interface UploadProgress {
  name: string;
  fraction: number;
}

/**
 * The upload of one file: checked for size and type in the browser (the server checks again), sent
 * as multipart (20 s timeout, §9) with its progress, and its answer reported. Errors are notified
 * with the server's message under `file` when there is one.
 */
export function useFileUpload({ path, query, inTurn, onUploaded, onFailed }: UploadTarget) {
  const translate = useTranslate();
  const notify = useNotify();
  const rules = useUploadRules();
  const [progress, setProgress] = useState<UploadProgress | null>(null);

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

  return { rules, progress, upload };
}
