import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CertificateFileType } from '../../domain/certificates';
import { CertificateFileEntry } from './CertificateFileEntry';
import type { StoredFile } from './useCertificateFiles';

interface CertificateFileListProps {
  type: CertificateFileType;
  /** All the request's files, oldest first. */
  files: StoredFile[];
  editable: boolean;
  onDownload: (file: StoredFile) => Promise<unknown>;
  onDelete: (file: StoredFile) => void;
}

/**
 * The files of a type, newest first, each with who uploaded it when, download and (in data entry)
 * delete; earlier versions muted below the current one, what the ITC has not seen marked new.
 */
export const CertificateFileList = ({ type, files, editable, onDownload, onDelete }: CertificateFileListProps) => {
  const translate = useTranslate();
  const ofType = files.filter((f) => f.type === type).reverse();
  const versioned = ofType.some((f) => !f.current);
  if (!ofType.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('certification.files.none')}
      </Typography>
    );
  }
  return ofType.map((file) => (
    <CertificateFileEntry
      key={file.id}
      file={file}
      versioned={versioned}
      editable={editable}
      onDownload={onDownload}
      onDelete={onDelete}
    />
  ));
};
