import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useCreateSuggestionContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { PROFILE_LIMITS } from '../../domain/profiles';

/**
 * The trainer picker's create option: someone without an instructor profile here becomes a
 * trainer given by name (origin free text), as typed; the row's picker gives way to the name.
 */
export const TrainerByName = ({ index }: { index: number }) => {
  const { filter, onCancel } = useCreateSuggestionContext();
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [name, setName] = useState(filter?.trim() ?? '');
  const valid = name.trim() !== '' && name.trim().length <= PROFILE_LIMITS.name;
  const add = () => {
    onCancel();
    const options = { shouldDirty: true, shouldValidate: true };
    setValue(`trainers.${index}.instructorProfileId`, null, options);
    setValue(`trainers.${index}.name`, name.trim(), options);
    setValue(`trainers.${index}.origin`, 'free_text', options);
  };
  return (
    <Dialog open onClose={onCancel} aria-labelledby="trainer-by-name-title">
      <DialogTitle id="trainer-by-name-title">{translate('course.trainer_by_name.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('course.trainer_by_name.explanation')}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          label={translate('resources.courses.trainer_fields.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={name.trim().length > PROFILE_LIMITS.name}
          helperText={
            name.trim().length > PROFILE_LIMITS.name
              ? translate('validation.maxLength', { n: PROFILE_LIMITS.name })
              : undefined
          }
          onKeyDown={(event) => {
            if (event.key === 'Enter' && valid) {
              event.preventDefault();
              add();
            }
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button onClick={add} disabled={!valid} variant="contained">
          {translate('course.trainer_by_name.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
