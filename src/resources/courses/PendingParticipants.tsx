import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { PastedRow } from '../../domain/participantList';
import { personName } from '../../domain/profiles';

/**
 * The people pasted into a course not saved yet who have no profile (issue 25.5): listed under the
 * participants until the course's first save makes their profiles and adds them; each can be taken out.
 */
export const PendingParticipants = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const pending = (useWatch({ name: 'newParticipants' }) as PastedRow[] | undefined) ?? [];
  if (!pending.length) return null;
  const remove = (index: number) =>
    setValue(
      'newParticipants',
      pending.filter((_, i) => i !== index),
      { shouldDirty: true },
    );
  return (
    <Box sx={{ mt: 2 }} data-testid="pending-participants">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('course.paste.pending', { smart_count: pending.length })}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {pending.map((person, index) => {
          const name = personName(person);
          return (
            <Chip
              key={`${index}-${person.email ?? name}`}
              label={person.email ? `${name} (${person.email})` : name}
              // the chip takes the focus; Delete or Backspace takes it out as the cross does
              onDelete={() => remove(index)}
              title={translate('course.paste.remove_pending', { name })}
            />
          );
        })}
      </Stack>
    </Box>
  );
};
