import { Alert, Box, Button, Chip, TableCell, TableContainer, TableRow, Typography } from '@mui/material';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { parseMessage } from '../../domain/validation';
import { personName } from '../../domain/profiles';
import { HeadedTable } from '../../components/HeadedTable';
import type { Preview, PreviewRow } from './usePasteParticipants';

const STATE_COLOURS = { new: 'info', existing: 'success', enrolled: 'default', invalid: 'error' } as const;

/**
 * What the server made of the pasted rows: the counts, why nothing can be added yet, a row per line
 * with its state and, for an invalid one, its reasons; then the button that adds them.
 */
export const PastePreview = ({
  preview,
  saved,
  busy,
  onAdd,
}: {
  preview: Preview;
  saved: boolean;
  busy: boolean;
  onAdd: () => void;
}) => {
  const translate = useTranslate();
  const { isDirty } = useFormState();
  const adding = preview.new + preview.existing;
  const blocked = preview.invalid > 0 || adding === 0 || (!preview.mayCreate && preview.new > 0);
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="paste-summary">
        {translate('course.paste.summary', {
          new: preview.new,
          existing: preview.existing,
          enrolled: preview.enrolled,
          invalid: preview.invalid,
        })}
      </Typography>
      {preview.invalid > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('course.paste.fix_invalid')}
        </Alert>
      )}
      {!preview.mayCreate && preview.new > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('course.paste.may_not_create')}
        </Alert>
      )}
      <PastePreviewTable rows={preview.rows} />
      {saved && isDirty && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('course.paste.save_changes_first')}
        </Alert>
      )}
      <Button
        sx={{ mt: 1 }}
        variant="contained"
        startIcon={<GroupAddIcon />}
        onClick={onAdd}
        disabled={busy || blocked || (saved && isDirty)}
      >
        {translate('course.paste.add', { smart_count: adding })}
      </Button>
    </Box>
  );
};

const PastePreviewTable = ({ rows }: { rows: PreviewRow[] }) => {
  const translate = useTranslate();
  const reason = (row: PreviewRow) =>
    Object.entries(row.errors)
      .map(([field, message]) => {
        const parsed = parseMessage(message);
        const text = parsed ? translate(`validation.${parsed.key}`, { ...parsed.values, _: message }) : message;
        return `${translate(`resources.participant-profiles.fields.${field}`)}: ${text}`;
      })
      .join(' · ');
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <HeadedTable
        stickyHeader
        aria-label={translate('course.paste.preview')}
        titles={[
          'course.paste.line',
          'resources.courses.participant_fields.participantProfileId',
          'resources.participant-profiles.fields.email',
          'course.paste.state',
        ]}
      >
        {rows.map((row) => (
          <TableRow key={row.line} data-testid="paste-row" data-state={row.state}>
            <TableCell>{row.line}</TableCell>
            <TableCell>{personName(row) || '–'}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.email ?? ''}</TableCell>
            <TableCell>
              <Chip
                size="small"
                color={STATE_COLOURS[row.state]}
                label={translate(`course.paste.states.${row.state}`)}
              />
              {row.state === 'invalid' && (
                <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                  {reason(row)}
                </Typography>
              )}
            </TableCell>
          </TableRow>
        ))}
      </HeadedTable>
    </TableContainer>
  );
};
