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
import { useTranslate } from 'react-admin';
import { DisabledReason } from '../forms/DisabledReason';
import type { PersonalDataHandling } from './usePersonalDataActions';

/** "Erase person": the person's name must be typed before the erasure can be sent; no closing while it runs. */
export const ErasePersonDialog = ({ name, handling }: { name: string; handling: PersonalDataHandling }) => {
  const translate = useTranslate();
  const { open, setOpen, typed, setTyped, pending, error, erase } = handling;
  return (
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
  );
};
