import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useDataProvider, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { AHA_ID_PATTERN } from '../../domain/certificates';
import type { AppDataProvider } from '../../providers/dataProvider';
import { failureText } from '../../components/forms/failureText';
import { DisabledReason } from '../../components/forms/DisabledReason';

/**
 * Generating an AHA instructor id (for an instructor without one) or changing it. Waits for the
 * server; on failure the dialog stays open with the message.
 */
export const AhaIdDialog = ({
  record,
  mode,
  onClose,
}: {
  record: RaRecord;
  mode: 'generate' | 'update';
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [value, setValue] = useState<string>(record.ahaInstructorId ?? '');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const invalid = mode === 'update' && !AHA_ID_PATTERN.test(value.trim());

  const save = async () => {
    if (invalid) return;
    setPending(true);
    setError(undefined);
    try {
      if (mode === 'generate') await dataProvider.action('itc-instructors', { id: record.id, name: 'generate-aha-id' });
      else
        await dataProvider.update('itc-instructors', {
          id: record.id,
          data: { ahaInstructorId: value.trim() },
          previousData: record,
        });
      notify(mode === 'generate' ? 'certification.notification.id_generated' : 'notification.updated', {
        type: 'success',
      });
      refresh();
      onClose();
    } catch (e) {
      const fieldError = (e as { body?: { errors?: Record<string, string> } }).body?.errors?.ahaInstructorId;
      const message = `${translate(mode === 'generate' ? 'certification.notification.generate_id_error' : 'certification.notification.update_id_error')}: ${fieldError ?? failureText(e)}`;
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
      aria-labelledby="aha-title"
      slotProps={{ paper: { sx: { maxWidth: 440 } } }}
    >
      <DialogTitle id="aha-title">
        {translate(
          mode === 'generate' ? 'certification.instructors.generate_title' : 'certification.instructors.update_title',
          { name: record.instructorName },
        )}
      </DialogTitle>
      <DialogContent>
        {mode === 'generate' ? (
          <DialogContentText>{translate('certification.instructors.generate_content')}</DialogContentText>
        ) : (
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('resources.itc-instructors.fields.ahaInstructorId')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && void save()}
            error={!!value && invalid}
            helperText={
              value && invalid ? translate('validation.invalidValue') : translate('certification.instructors.id_help')
            }
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 15 } }}
          />
        )}
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
          reason={pending ? 'orientation.disabled.sending' : invalid ? 'orientation.disabled.aha_id' : undefined}
        >
          <Button variant="contained" onClick={save} loading={pending} disabled={invalid}>
            {translate(mode === 'generate' ? 'certification.instructors.generate_id' : 'ra.action.save')}
          </Button>
        </DisabledReason>
      </DialogActions>
    </Dialog>
  );
};
