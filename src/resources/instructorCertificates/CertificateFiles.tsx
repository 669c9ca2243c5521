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
  const state = useCertificateFiles(record, onChanged);
  const { files, editable } = state;

  const partsOf = (type: CertificateFileType): CertificateFileParts => ({
    name: (
      <CertificateFileTypeName
        type={type}
        required={state.required.includes(type)}
        present={files.some((f) => f.type === type)}
      />
    ),
    files: (
      <CertificateFileList
        type={type}
        files={files}
        editable={editable}
        onDownload={state.download}
        onDelete={state.setDeleting}
      />
    ),
    upload: (
      <CertificateFileUpload
        recordId={record.id}
        type={type}
        inTurn={state.inTurn}
        onUploaded={onChanged}
        onFailed={state.uploadFailed}
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
        {record.status === 'DATAENTRY' && <CertificateFileStatus missing={state.missing} />}
        {narrow ? (
          <CertificateFileBlocks types={state.types} editable={editable} partsOf={partsOf} />
        ) : (
          <CertificateFileTable types={state.types} editable={editable} partsOf={partsOf} />
        )}
      </CardContent>
      <Confirm
        isOpen={!!state.deleting}
        loading={state.pending}
        title={translate('certification.files.delete_title', { name: state.deleting?.fileName ?? '' })}
        content={translate('certification.files.delete_content')}
        confirmColor="warning"
        onConfirm={state.remove}
        onClose={() => state.setDeleting(null)}
      />
    </Card>
  );
};
