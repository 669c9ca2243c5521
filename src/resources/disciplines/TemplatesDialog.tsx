import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, Skeleton } from '@mui/material';
import { Confirm, useGetOne, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { TEMPLATE_FILE_TYPES } from '../../domain/certificates';
import { useResourceAccess } from '../../components/useResourceAccess';
import { api } from '../../providers/http';
import { failureNotice } from '../../components/forms/failureText';
import { TemplateItem, type Template } from './TemplateItem';

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
            {TEMPLATE_FILE_TYPES.map((type) => (
              <TemplateItem
                key={type}
                id={id}
                type={type}
                template={templates.find((t) => t.type === type)}
                writable={writable}
                onChanged={() => void changed()}
                onDelete={setDeleting}
              />
            ))}
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
