import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CertificateFileType } from '../../domain/certificates';

/** In data entry: the required files still missing, or that they are complete. */
export const CertificateFileStatus = ({ missing }: { missing: CertificateFileType[] }) => {
  const translate = useTranslate();
  return (
    <Alert severity={missing.length ? 'warning' : 'success'} sx={{ mb: 2 }}>
      {missing.length
        ? translate('certification.files.missing', {
            files: missing.map((t) => translate(`certification.file_type.${t}`)).join(', '),
          })
        : translate('certification.files.complete')}
    </Alert>
  );
};
