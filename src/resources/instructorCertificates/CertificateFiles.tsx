import { Card, CardContent, CardHeader, useMediaQuery, type Theme } from '@mui/material';
import { Confirm, useTranslate, type RaRecord } from 'react-admin';
import type { CertificateFileType } from '../../domain/certificates';
import { useUploadRules } from '../../components/files/useUploadRules';
import { CertificateFileBlocks, CertificateFileTable, type CertificateFileParts } from './CertificateFileLayouts';
import { CertificateFileList } from './CertificateFileList';
import { CertificateFileStatus } from './CertificateFileStatus';
import { CertificateFileTypeName } from './CertificateFileTypeName';
import { CertificateFileUpload } from './CertificateFileUpload';
import { useCertificateFiles } from './useCertificateFiles';

/**
 * The files of a request by type: the required ones first, ticked when present. While the
 * request is in data entry its editors upload (with progress) and delete; everyone who sees the
 * request downloads.
 */
export const CertificateFiles = ({ record, onChanged }: { record: RaRecord; onChanged: () => void }) => {
  const translate = useTranslate();
  const rules = useUploadRules();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const {
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
  } = useCertificateFiles(record, onChanged);

  const partsOf = (type: CertificateFileType): CertificateFileParts => ({
    name: (
      <CertificateFileTypeName
        type={type}
        required={required.includes(type)}
        present={files.some((f) => f.type === type)}
      />
    ),
    files: (
      <CertificateFileList type={type} files={files} editable={editable} onDownload={download} onDelete={setDeleting} />
    ),
    upload: (
      <CertificateFileUpload
        recordId={record.id}
        type={type}
        inTurn={inTurn}
        onUploaded={onChanged}
        onFailed={uploadFailed}
      />
    ),
  });

  return (
    <Card sx={{ mt: 2 }} data-testid="certificate-files">
      <CardHeader
        title={translate('certification.files.title')}
        subheader={
          editable
            ? translate('certification.files.rules', { n: rules.maxMb, extensions: rules.extensions.join(', ') })
            : undefined
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {record.status === 'DATAENTRY' && <CertificateFileStatus missing={missing} />}
        {narrow ? (
          <CertificateFileBlocks types={types} editable={editable} partsOf={partsOf} />
        ) : (
          <CertificateFileTable types={types} editable={editable} partsOf={partsOf} />
        )}
      </CardContent>
      <Confirm
        isOpen={!!deleting}
        loading={pending}
        title={translate('certification.files.delete_title', { name: deleting?.fileName ?? '' })}
        content={translate('certification.files.delete_content')}
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
};
