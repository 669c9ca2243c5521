import { useState } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Divider,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Confirm, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { CERTIFICATE_FILE_TYPES, type CertificateFileType } from '../../domain/certificates';
import { useFormat } from '../../components/format';
import { downloadFile } from '../../components/files/download';
import { FileUploadButton } from '../../components/files/FileUploadButton';
import { useUploadRules } from '../../components/files/useUploadRules';
import { useWritesInTurn } from '../../components/files/useWritesInTurn';
import { api, ApiError } from '../../providers/http';
import { failureNotice } from '../../components/forms/failureText';

interface StoredFile {
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

/** Read by screen readers, not shown (sizes as strings: in sx a number up to 1 is a fraction, 1 is 100%). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The request's version as shown: an upload or delete on it is refused (412) if it changed since. */
const versionOf = (record: RaRecord) => (typeof record.version === 'string' ? record.version : undefined);
const changedMeanwhile = (error: unknown) => error instanceof ApiError && error.status === 412;

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/**
 * The files of a request by type: the required ones first, ticked when present. While the
 * request is in data entry its editors upload (with progress) and delete; everyone who sees the
 * request downloads.
 */
export const CertificateFiles = ({ record, onChanged }: { record: RaRecord; onChanged: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useFormat();
  const rules = useUploadRules();
  const [deleting, setDeleting] = useState<StoredFile | null>(null);
  // uploads and deletes on the request's version as shown, one after the other
  const inTurn = useWritesInTurn(versionOf(record));
  const [pending, setPending] = useState(false);
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
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

  const label = (type: CertificateFileType) => translate(`certification.file_type.${type}`);
  /** The type with its required or optional chip, ticked when a required file is present. */
  const typeOf = (type: CertificateFileType) => {
    const isRequired = required.includes(type);
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {isRequired &&
          (files.some((f) => f.type === type) ? (
            <CheckCircleIcon color="success" fontSize="small" aria-hidden />
          ) : (
            <RadioButtonUncheckedIcon color="disabled" fontSize="small" aria-hidden />
          ))}
        <Typography variant="body2">{label(type)}</Typography>
        <Chip
          size="small"
          variant="outlined"
          label={translate(isRequired ? 'certification.files.required' : 'certification.files.optional')}
        />
      </Stack>
    );
  };
  /**
   * The files of a type, newest first, each with who uploaded it when, download and (in data entry)
   * delete; earlier versions muted below the current one, what the ITC has not seen marked new.
   */
  const filesOf = (type: CertificateFileType) => {
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
      <Stack
        key={file.id}
        direction="row"
        spacing={0.5}
        sx={{ alignItems: 'center', flexWrap: 'wrap', opacity: file.current ? 1 : 0.75 }}
        data-testid={`file-${file.current ? 'current' : 'earlier'}`}
        data-new={file.isNew || undefined}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="body2"
            sx={{ overflowWrap: 'anywhere' }}
            color={file.current ? undefined : 'text.secondary'}
          >
            {file.fileName}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              ({kilobytes(file.size)})
            </Typography>
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {file.uploadedByName
              ? translate('certification.files.uploaded_by', {
                  date: format.dateTime(file.createdAt),
                  name: file.uploadedByName,
                })
              : format.dateTime(file.createdAt)}
          </Typography>
        </Box>
        {versioned && (
          <Chip
            size="small"
            variant={file.current ? 'filled' : 'outlined'}
            color={file.current ? 'success' : 'default'}
            label={translate(file.current ? 'certification.files.current' : 'certification.files.earlier')}
          />
        )}
        {file.isNew && (
          <Chip
            size="small"
            color="primary"
            label={translate('certification.files.new')}
            title={translate('certification.files.new_hint')}
          />
        )}
        <Tooltip title={translate('certification.files.download', { name: file.fileName })}>
          <IconButton
            size="small"
            aria-label={translate('certification.files.download', { name: file.fileName })}
            onClick={() => void download(file)}
          >
            <DownloadIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        {editable && (
          <Tooltip title={translate('certification.files.delete', { name: file.fileName })}>
            <IconButton
              size="small"
              aria-label={translate('certification.files.delete', { name: file.fileName })}
              onClick={() => setDeleting(file)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    ));
  };
  const uploadOf = (type: CertificateFileType) => (
    <FileUploadButton
      path={`instructor-certificates/${record.id}/files`}
      query={{ type }}
      label={translate('certification.files.upload')}
      inputLabel={translate('certification.files.upload_type', { type: label(type) })}
      testId={`file-input-${type}`}
      inTurn={inTurn}
      onUploaded={onChanged}
      onFailed={(error) => changedMeanwhile(error) && onChanged()}
    />
  );

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
        {record.status === 'DATAENTRY' && (
          <Alert severity={missing.length ? 'warning' : 'success'} sx={{ mb: 2 }}>
            {missing.length
              ? translate('certification.files.missing', {
                  files: missing.map((t) => translate(`certification.file_type.${t}`)).join(', '),
                })
              : translate('certification.files.complete')}
          </Alert>
        )}
        {narrow ? (
          // on narrow screens each type is a block: its name, its files, the upload
          <Stack divider={<Divider flexItem />} spacing={1.5}>
            {types.map((type) => (
              <Stack key={type} spacing={1} data-testid={`file-row-${type}`}>
                {typeOf(type)}
                {filesOf(type)}
                {editable && <Box>{uploadOf(type)}</Box>}
              </Stack>
            ))}
          </Stack>
        ) : (
          <Box sx={{ overflowX: 'auto', position: 'relative' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('certification.files.type')}</TableCell>
                  <TableCell>{translate('certification.files.file')}</TableCell>
                  {editable && (
                    <TableCell align="right">
                      <Box component="span" sx={visuallyHidden}>
                        {translate('lists.actions')}
                      </Box>
                    </TableCell>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {types.map((type) => (
                  <TableRow key={type} data-testid={`file-row-${type}`}>
                    <TableCell sx={{ width: '35%' }}>{typeOf(type)}</TableCell>
                    <TableCell>{filesOf(type)}</TableCell>
                    {editable && (
                      <TableCell align="right" sx={{ width: 180 }}>
                        {uploadOf(type)}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
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
