import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Collapse,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { useArrayInput, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import {
  parseParticipantList,
  PASTED_MAX_ROWS,
  type PastedRow,
  type PastedRowState,
} from '../../domain/participantList';
import { parseMessage } from '../../domain/validation';
import { api } from '../../providers/http';
import { asOneAction } from '../../providers/oneAction';
import { failureNotice } from '../../components/forms/failureText';
import { personName } from '../../domain/profiles';

interface PreviewRow extends PastedRow {
  line: number;
  state: PastedRowState;
  profileId?: string;
  errors: Record<string, string>;
}
interface Preview extends Record<PastedRowState, number> {
  mayCreate: boolean;
  rows: PreviewRow[];
}

const STATE_COLOURS = { new: 'info', existing: 'success', enrolled: 'default', invalid: 'error' } as const;

/** A profile the form lists already counts as in the course (the server knows only the stored rows). */
function markPicked(preview: Preview, picked: Set<unknown>): Preview {
  const rows = preview.rows.map((row) =>
    row.state === 'existing' && picked.has(row.profileId) ? { ...row, state: 'enrolled' as const } : row,
  );
  const count = (state: PastedRowState) => rows.filter((row) => row.state === state).length;
  return { ...preview, rows, existing: count('existing'), enrolled: count('enrolled') };
}

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
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext();
  const { isDirty } = useFormState();
  const { getValues, setValue } = useFormContext();
  const { append } = useArrayInput();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [rows, setRows] = useState<PastedRow[]>([]);
  const [preview, setPreview] = useState<Preview>();
  const [busy, setBusy] = useState(false);
  const saved = !!record?.id;
  const picked = () =>
    (getValues('participants') ?? []) as { participantProfileId?: string | null; sequenceNumber?: number | null }[];

  // one user action: rows whose answer was lost are asked after with their key, not added twice
  const send = (dryRun: boolean, body: PastedRow[]) =>
    asOneAction(`courses/${record!.id}/add-participants ${dryRun} ${JSON.stringify(body)}`, (idempotencyKey) =>
      api<Preview>(`courses/${record!.id}/add-participants`, {
        method: 'POST',
        body: { rows: body },
        query: { dryRun: String(dryRun) },
        idempotencyKey,
      }),
    );
  const previewOf = async (body: PastedRow[]) =>
    saved
      ? (await send(true, body)).json
      : markPicked(
          (await api<Preview>('courses/check-participants', { method: 'POST', body: { organisationId, rows: body } }))
            .json,
          new Set(picked().map((p) => p.participantProfileId)),
        );

  const check = async () => {
    const parsed = parseParticipantList(text);
    if (parsed.length > PASTED_MAX_ROWS) {
      notify('course.paste.too_many', { type: 'error', messageArgs: { n: PASTED_MAX_ROWS } });
      return;
    }
    setBusy(true);
    try {
      setRows(parsed);
      setPreview(await previewOf(parsed));
    } catch (error) {
      notify(failureNotice(translate, 'notification.saving', error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  /** The course is not saved yet: the rows join the form, to be saved with it. */
  const addToForm = (preview: Preview) => {
    let next = Math.max(0, ...picked().map((p) => p.sequenceNumber ?? 0));
    for (const row of preview.rows.filter((r) => r.state === 'existing'))
      append({
        sequenceNumber: ++next,
        participantProfileId: row.profileId,
        orderNumber: null,
        grouping: null,
        comment: null,
        price: null,
      });
    const fresh = preview.rows
      .filter((r) => r.state === 'new')
      .map(({ title, firstName, lastName, email, phoneNumber }) => ({
        title,
        firstName,
        lastName,
        email,
        phoneNumber,
      }));
    if (fresh.length)
      setValue('newParticipants', [...((getValues('newParticipants') as PastedRow[]) ?? []), ...fresh], {
        shouldDirty: true,
      });
    notify('course.paste.added_to_form', {
      type: 'success',
      messageArgs: { smart_count: preview.new + preview.existing },
    });
    setText('');
    setPreview(undefined);
    setOpen(false);
  };

  const add = async () => {
    if (!saved) return addToForm(preview!);
    setBusy(true);
    try {
      const { json } = await send(false, rows);
      notify('course.paste.added', { type: 'success', messageArgs: { smart_count: json.new + json.existing } });
      setText('');
      setPreview(undefined);
      setOpen(false);
      refresh();
    } catch (error) {
      notify(failureNotice(translate, 'notification.saving', error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const reason = (row: PreviewRow) =>
    Object.entries(row.errors)
      .map(([field, message]) => {
        const parsed = parseMessage(message);
        const text = parsed ? translate(`validation.${parsed.key}`, { ...parsed.values, _: message }) : message;
        return `${translate(`resources.participant-profiles.fields.${field}`)}: ${text}`;
      })
      .join(' · ');
  const adding = preview ? preview.new + preview.existing : 0;
  const blocked = !preview || preview.invalid > 0 || adding === 0 || (!preview.mayCreate && preview.new > 0);

  return (
    <Box sx={{ mt: 2 }}>
      <Button startIcon={<ContentPasteIcon />} onClick={() => setOpen(!open)} size="small" aria-expanded={open}>
        {translate('course.paste.open')}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ mt: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="paste-participants">
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('course.paste.hint')}
            </Typography>
            <TextField
              label={translate('course.paste.label')}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setPreview(undefined);
              }}
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
          </>
          {preview && (
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
              <TableContainer sx={{ maxHeight: 360 }}>
                <Table size="small" stickyHeader aria-label={translate('course.paste.preview')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('course.paste.line')}</TableCell>
                      <TableCell>{translate('resources.courses.participant_fields.participantProfileId')}</TableCell>
                      <TableCell>{translate('resources.participant-profiles.fields.email')}</TableCell>
                      <TableCell>{translate('course.paste.state')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {preview.rows.map((row) => (
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
                  </TableBody>
                </Table>
              </TableContainer>
              {saved && isDirty && (
                <Alert severity="info" sx={{ mt: 1 }}>
                  {translate('course.paste.save_changes_first')}
                </Alert>
              )}
              <Button
                sx={{ mt: 1 }}
                variant="contained"
                startIcon={<GroupAddIcon />}
                onClick={add}
                disabled={busy || blocked || (saved && isDirty)}
              >
                {translate('course.paste.add', { smart_count: adding })}
              </Button>
            </Box>
          )}
        </Box>
      </Collapse>
    </Box>
  );
};
