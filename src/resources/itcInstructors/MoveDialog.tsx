import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useDataProvider, useGetList, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { failureNotice } from '../../components/forms/failureText';
import { DisabledReason } from '../../components/forms/DisabledReason';

/** Moving an instructor's certificates to another site of the same ITC, after confirmation. */
export const MoveDialog = ({ record, onClose }: { record: RaRecord; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: sites = [], isPending } = useGetList('its-organisations', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
    filter: { deleted: false },
  });
  const targets = sites.filter(
    (site) => site.id !== record.organisationId && site.parentId === record.organisationParentId,
  );
  const [target, setTarget] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const move = async () => {
    if (!target) return;
    setPending(true);
    setError(undefined);
    try {
      await dataProvider.action('itc-instructors', { id: record.id, name: 'move', data: { organisationId: target } });
      notify(
        translate('certification.notification.moved', { organisation: sites.find((s) => s.id === target)?.name ?? '' }),
        { type: 'success' },
      );
      refresh();
      onClose();
    } catch (e) {
      const message = failureNotice(translate, 'certification.notification.move_error', e);
      setError(message);
      notify(message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open
      onClose={() => !pending && onClose()}
      aria-labelledby="move-title"
      slotProps={{ paper: { sx: { maxWidth: 480 } } }}
    >
      <DialogTitle id="move-title">
        {translate('certification.instructors.move_title', { name: record.instructorName })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('certification.instructors.move_content')}</DialogContentText>
        <TextField
          select
          fullWidth
          label={translate('certification.instructors.move_target')}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          disabled={isPending}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 310 } } } } } }}
        >
          {targets.map((site) => (
            <MenuItem key={site.id} value={site.id}>
              {site.name}
            </MenuItem>
          ))}
        </TextField>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {translate('ra.action.cancel')}
        </Button>
        <DisabledReason
          reason={pending ? 'orientation.disabled.sending' : !target ? 'orientation.disabled.no_site' : undefined}
        >
          <Button variant="contained" onClick={move} loading={pending} disabled={!target}>
            {translate('certification.instructors.move')}
          </Button>
        </DisabledReason>
      </DialogActions>
    </Dialog>
  );
};
