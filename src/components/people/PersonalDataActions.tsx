import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useNotify, usePermissions, useRefresh, useTranslate } from 'react-admin';
import { canHandlePersonalData } from '../../domain/access';
import type { SessionUser } from '../../domain/session';
import { api } from '../../providers/http';
import { downloadFile } from '../files/download';
import { failureNotice } from '../forms/failureText';
import { DisabledReason } from '../forms/DisabledReason';

export type PersonKind = 'user' | 'participant-profile' | 'instructor-profile';

/**
 * "Export personal data" and "Erase person" (GDPR art. 15, 17, 20) for internal administrators and
 * the person's ITC; erasing asks to type the person's name. The server checks the organisation.
 */
export const PersonalDataActions = ({
  kind,
  id,
  name,
  onErased,
}: {
  kind: PersonKind;
  id: string;
  name: string;
  onErased?: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions: caller } = usePermissions<SessionUser>();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  if (!canHandlePersonalData(caller)) return null;
  const path = `people/${kind}/${id}`;

  const exportData = async () => {
    try {
      await downloadFile(`${path}/export`, `personal-data-${kind}-${id}.zip`);
      notify('personal_data.exported', { type: 'success' });
    } catch (e) {
      notify(failureNotice(translate, 'notification.file_download', e), { type: 'error' });
    }
  };
  const erase = async () => {
    setPending(true);
    setError(undefined);
    try {
      await api(`${path}/erase`, { method: 'POST', body: { confirm: true } });
      setOpen(false);
      notify('personal_data.erased', { type: 'success', messageArgs: { name } });
      onErased?.();
      refresh();
    } catch (e) {
      setError(failureNotice(translate, 'notification.deletion', e));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gridColumn: '1 / -1', mt: 1 }}>
        <Button size="small" startIcon={<DownloadIcon />} onClick={exportData}>
          {translate('personal_data.export')}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteForeverIcon />}
          onClick={() => {
            setTyped('');
            setError(undefined);
            setOpen(true);
          }}
        >
          {translate('personal_data.erase')}
        </Button>
      </Stack>
      <Dialog open={open} onClose={() => !pending && setOpen(false)} aria-labelledby="erase-person-title">
        <DialogTitle id="erase-person-title">{translate('personal_data.erase_title', { name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('personal_data.erase_content', { name })}</DialogContentText>
          <TextField
            label={translate('personal_data.erase_type', { name })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            fullWidth
            margin="normal"
            size="small"
            autoFocus
          />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={pending}>
            {translate('ra.action.cancel')}
          </Button>
          <DisabledReason
            reason={
              pending
                ? 'orientation.disabled.sending'
                : typed.trim() !== name
                  ? 'orientation.disabled.name_to_confirm'
                  : undefined
            }
          >
            <Button color="error" variant="contained" onClick={erase} disabled={pending || typed.trim() !== name}>
              {translate('personal_data.erase')}
            </Button>
          </DisabledReason>
        </DialogActions>
      </Dialog>
    </>
  );
};
