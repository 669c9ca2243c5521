import { Box, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../components/format';
import { NewSinceDecisionChip } from './NewSinceDecisionChip';
import type { StoredFile } from './useCertificateFiles';

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

interface CertificateFileEntryProps {
  file: StoredFile;
  /** Its type has earlier versions: each file is marked current or earlier. */
  versioned: boolean;
  editable: boolean;
  onDownload: (file: StoredFile) => Promise<unknown>;
  onDelete: (file: StoredFile) => void;
}

/**
 * One file of a request: its name and size, who uploaded it when, whether it is the current one
 * or an earlier version (when its type has versions), new when the ITC has not seen it, its
 * download and (in data entry) its delete.
 */
export const CertificateFileEntry = ({
  file,
  versioned,
  editable,
  onDownload,
  onDelete,
}: CertificateFileEntryProps) => {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Stack
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
      {file.isNew && <NewSinceDecisionChip label="certification.files.new" hint="certification.files.new_hint" />}
      <Tooltip title={translate('certification.files.download', { name: file.fileName })}>
        <IconButton
          size="small"
          aria-label={translate('certification.files.download', { name: file.fileName })}
          onClick={() => void onDownload(file)}
        >
          <DownloadIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {editable && (
        <Tooltip title={translate('certification.files.delete', { name: file.fileName })}>
          <IconButton
            size="small"
            aria-label={translate('certification.files.delete', { name: file.fileName })}
            onClick={() => onDelete(file)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
};
