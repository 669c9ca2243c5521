import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Tooltip,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import { Confirm, useGetOne, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { TEMPLATE_FILE_TYPES, type TemplateFileType } from '../../domain/certificates';
import { downloadFile } from '../../components/files/download';
import { FileUploadButton } from '../../components/files/FileUploadButton';
import { useResourceAccess } from '../../components/useResourceAccess';
import { api } from '../../providers/http';
import { failureNotice } from '../../components/forms/failureText';

interface Template {
  type: TemplateFileType;
  fileName: string;
  size: number;
}

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/** The three templates of a discipline: download, upload or replace, delete (with confirmation). */
export const TemplatesDialog = ({ id, name, onClose }: { id: Identifier; name: string; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canEdit } = useResourceAccess('disciplines');
  const { data, isPending, refetch } = useGetOne('disciplines', { id });
  const [deleting, setDeleting] = useState<Template | null>(null);
  const [pending, setPending] = useState(false);
  const templates = (data?.templates ?? []) as Template[];
  const changed = async () => {
    await refetch();
    refresh();
  };
  const writable = canEdit && !data?.deleted;

  const remove = async () => {
    if (!deleting) return;
    setPending(true);
    try {
      await api(`disciplines/${id}/templates/${deleting.type}`, { method: 'DELETE' });
      notify('notification.deleted', { type: 'success' });
      setDeleting(null);
      await changed();
    } catch (error) {
      notify(failureNotice(translate, 'notification.file_delete', error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  const download = (template: Template) =>
    downloadFile(`disciplines/${id}/templates/${template.type}`, template.fileName).catch((error: Error) =>
      notify(failureNotice(translate, 'notification.file_download', error), { type: 'error' }),
    );

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="templates-title"
      onClick={(event) => event.stopPropagation()}
    >
      <DialogTitle id="templates-title">{translate('certification.templates.title', { name })}</DialogTitle>
      <DialogContent dividers>
        {isPending ? (
          <Skeleton variant="rectangular" height={160} />
        ) : (
          <List disablePadding>
            {TEMPLATE_FILE_TYPES.map((type) => {
              const template = templates.find((t) => t.type === type);
              const label = translate(`certification.file_type.${type}`);
              return (
                <ListItem key={type} divider data-testid={`template-${type}`} sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <ListItemText
                    primary={label}
                    secondary={
                      template
                        ? `${template.fileName} (${kilobytes(template.size)})`
                        : translate('certification.files.none')
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
                        onUploaded={() => void changed()}
                      />
                    )}
                    {writable && template && (
                      <Tooltip title={translate('certification.files.delete', { name: template.fileName })}>
                        <IconButton
                          aria-label={translate('certification.files.delete', { name: template.fileName })}
                          onClick={() => setDeleting(template)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    )}
                  </Stack>
                </ListItem>
              );
            })}
          </List>
        )}
        <Box />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
      <Confirm
        isOpen={!!deleting}
        loading={pending}
        title={translate('certification.templates.delete_title', { name: deleting?.fileName ?? '' })}
        content={translate('certification.templates.delete_content')}
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Dialog>
  );
};
