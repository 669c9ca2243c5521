import { Button, DialogContentText, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DisabledReason } from '../forms/DisabledReason';
import { StepDialog } from '../forms/StepDialog';
import type { PersonalDataHandling } from './usePersonalDataActions';

/** "Erase person": the person's name must be typed before the erasure can be sent; no closing while it runs. */
export const ErasePersonDialog = ({ name, handling }: { name: string; handling: PersonalDataHandling }) => {
  const translate = useTranslate();
  const { open, setOpen, typed, setTyped, pending, error, erase } = handling;
  const mismatch = typed.trim() !== name;
  return (
    <StepDialog
      open={open}
      title={translate('personal_data.erase_title', { name })}
      pending={pending}
      error={error}
      onClose={() => setOpen(false)}
      actions={
        <DisabledReason
          reason={
            pending ? 'orientation.disabled.sending' : mismatch ? 'orientation.disabled.name_to_confirm' : undefined
          }
        >
          <Button color="error" variant="contained" onClick={erase} disabled={pending || mismatch}>
            {translate('personal_data.erase')}
          </Button>
        </DisabledReason>
      }
    >
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
    </StepDialog>
  );
};
