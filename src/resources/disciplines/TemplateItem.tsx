import { IconButton, ListItem, ListItemText, Stack, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate, type Identifier } from 'react-admin';
import type { TemplateFileType } from '../../domain/certificates';
import { downloadFile } from '../../components/files/download';
import { FileUploadButton } from '../../components/files/FileUploadButton';
import { failureNotice } from '../../components/forms/failureText';

export interface Template {
  type: TemplateFileType;
  fileName: string;
  size: number;
}

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/** One template of a discipline's dialog: its file, download, upload or replace, delete. */
export const TemplateItem = ({
  id,
  type,
  template,
  writable,
  onChanged,
  onDelete,
}: {
  /** The discipline. */
  id: Identifier;
  type: TemplateFileType;
  template: Template | undefined;
  writable: boolean;
  onChanged: () => void;
  onDelete: (template: Template) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const label = translate(`certification.file_type.${type}`);

  const download = (template: Template) =>
    downloadFile(`disciplines/${id}/templates/${template.type}`, template.fileName).catch((error: Error) =>
      notify(failureNotice(translate, 'notification.file_download', error), { type: 'error' }),
    );

  return (
    <ListItem divider data-testid={`template-${type}`} sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemText
        primary={label}
        secondary={
          template ? `${template.fileName} (${kilobytes(template.size)})` : translate('certification.files.none')
        }
        sx={{ minWidth: 200 }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {template && (
          <Tooltip title={translate('certification.files.download', { name: template.fileName })}>
            <IconButton
              aria-label={translate('certification.files.download', { name: template.fileName })}
              onClick={() => void download(template)}
            >
              <DownloadIcon />
            </IconButton>
          </Tooltip>
        )}
        {writable && (
          <FileUploadButton
            path={`disciplines/${id}/templates/${type}`}
            label={translate(template ? 'certification.files.replace' : 'certification.files.upload')}
            inputLabel={translate('certification.files.upload_type', { type: label })}
            testId={`template-input-${type}`}
            onUploaded={onChanged}
          />
        )}
        {writable && template && (
          <Tooltip title={translate('certification.files.delete', { name: template.fileName })}>
            <IconButton
              aria-label={translate('certification.files.delete', { name: template.fileName })}
              onClick={() => onDelete(template)}
            >
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    </ListItem>
  );
};
