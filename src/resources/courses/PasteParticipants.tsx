import { Box, Button, Collapse, Stack, TextField, Typography } from '@mui/material';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import { useTranslate } from 'react-admin';
import { PastePreview } from './PastePreview';
import { usePasteParticipants } from './usePasteParticipants';

/**
 * The Participants tab's paste area: a list copied from a spreadsheet (or lines separated by
 * semicolons or commas), previewed row by row by the server, then added in one go. On a saved
 * course without unsaved changes the server adds them at once, creating the missing profiles at the
 * course's organisation; on a course not saved yet (issue 25.5) people with a profile join the
 * form's rows and the others wait in `newParticipants`, made and added when the course is created.
 * Both requests wait as patiently as the app's others (the http layer's notice after a while).
 */
export const PasteParticipants = ({ organisationId }: { organisationId: string }) => {
  const translate = useTranslate();
  const { open, setOpen, text, edit, preview, busy, saved, check, add } = usePasteParticipants(organisationId);
  return (
    <Box sx={{ mt: 2 }}>
      <Button startIcon={<ContentPasteIcon />} onClick={() => setOpen(!open)} size="small" aria-expanded={open}>
        {translate('course.paste.open')}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ mt: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="paste-participants">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('course.paste.hint')}
          </Typography>
          <TextField
            label={translate('course.paste.label')}
            value={text}
            onChange={(event) => edit(event.target.value)}
            multiline
            minRows={4}
            maxRows={12}
            fullWidth
            slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace' } } }}
          />
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button onClick={check} disabled={busy || !text.trim()} variant="outlined" size="small">
              {translate('course.paste.preview')}
            </Button>
          </Stack>
          {preview && <PastePreview preview={preview} saved={saved} busy={busy} onAdd={add} />}
        </Box>
      </Collapse>
    </Box>
  );
};
