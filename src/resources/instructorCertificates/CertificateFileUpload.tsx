import { useTranslate, type Identifier } from 'react-admin';
import type { CertificateFileType } from '../../domain/certificates';
import { FileUploadButton } from '../../components/files/FileUploadButton';
import type { useWritesInTurn } from '../../components/files/useWritesInTurn';

interface CertificateFileUploadProps {
  recordId: Identifier;
  type: CertificateFileType;
  inTurn: ReturnType<typeof useWritesInTurn>;
  onUploaded: () => void;
  onFailed: (error: unknown) => void;
}

/** The upload of a file of one type to a request (in data entry), in turn with its other writes. */
export const CertificateFileUpload = ({ recordId, type, inTurn, onUploaded, onFailed }: CertificateFileUploadProps) => {
  const translate = useTranslate();
  return (
    <FileUploadButton
      path={`instructor-certificates/${recordId}/files`}
      query={{ type }}
      label={translate('certification.files.upload')}
      inputLabel={translate('certification.files.upload_type', {
        type: translate(`certification.file_type.${type}`),
      })}
      testId={`file-input-${type}`}
      inTurn={inTurn}
      onUploaded={onUploaded}
      onFailed={onFailed}
    />
  );
};
