import { useState } from 'react';
import { useNotify, useTranslate, type RaRecord } from 'react-admin';
import { CERTIFICATE_FILE_TYPES, type CertificateFileType } from '../../domain/certificates';
import { downloadFile } from '../../components/files/download';
import { useWritesInTurn } from '../../components/files/useWritesInTurn';
import { api, ApiError } from '../../providers/http';
import { failureNotice } from '../../components/forms/failureText';

export interface StoredFile {
  id: string;
  type: CertificateFileType;
  fileName: string;
  size: number;
  createdAt: string;
  uploadedByName: string | null;
  /** The newest of its type; older ones are kept as versions. */
  current: boolean;
  /** Uploaded after the ITC's last decision. */
  isNew: boolean;
}

/** The request's version as shown: an upload or delete on it is refused (412) if it changed since. */
const versionOf = (record: RaRecord) => (typeof record.version === 'string' ? record.version : undefined);
const changedMeanwhile = (error: unknown) => error instanceof ApiError && error.status === 412;

/**
 * A request's files as read with it (by type: the required ones first; in data entry all types,
 * otherwise only the required ones and those with files), their download, and the uploads and
 * deletes of its editors: one after the other on the request's version as shown, the request read
 * again after each (also when someone else changed it meanwhile).
 */
export function useCertificateFiles(record: RaRecord, onChanged: () => void) {
  const translate = useTranslate();
  const notify = useNotify();
  const [deleting, setDeleting] = useState<StoredFile | null>(null);
  // uploads and deletes on the request's version as shown, one after the other
  const inTurn = useWritesInTurn(versionOf(record));
  const [pending, setPending] = useState(false);
  const files = (record.files ?? []) as StoredFile[];
  const required = (record.requiredFiles ?? []) as CertificateFileType[];
  const missing = (record.missingFiles ?? []) as CertificateFileType[];
  const editable = record.editable === true;
  const types = [...required, ...CERTIFICATE_FILE_TYPES.filter((t) => !required.includes(t))].filter(
    (type) => editable || required.includes(type) || files.some((f) => f.type === type),
  );

  const download = (file: StoredFile) =>
    downloadFile(`files/${file.id}`, file.fileName).catch((error: Error) =>
      notify(failureNotice(translate, 'notification.file_download', error), { type: 'error' }),
    );

  const remove = async () => {
    if (!deleting) return;
    setPending(true);
    try {
      const file = deleting;
      await inTurn((ifMatch) => api(`files/${file.id}`, { method: 'DELETE', ifMatch }));
      notify('notification.deleted', { type: 'success' });
      setDeleting(null);
      onChanged();
    } catch (error) {
      notify(failureNotice(translate, 'notification.file_delete', error), { type: 'error' });
      // someone else changed the request meanwhile: it is shown as it is now
      if (changedMeanwhile(error)) {
        setDeleting(null);
        onChanged();
      }
    } finally {
      setPending(false);
    }
  };

  // an upload refused because someone else changed the request meanwhile: it is shown as it is now
  const uploadFailed = (error: unknown) => changedMeanwhile(error) && onChanged();

  return {
    files,
    required,
    missing,
    editable,
    types,
    inTurn,
    download,
    uploadFailed,
    deleting,
    setDeleting,
    pending,
    remove,
  };
}
