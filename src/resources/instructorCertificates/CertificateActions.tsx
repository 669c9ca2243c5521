import { useEffect, useState } from 'react';
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
  Tooltip,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import SendIcon from '@mui/icons-material/Send';
import UndoIcon from '@mui/icons-material/Undo';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useDataProvider, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { ApiError } from '../../providers/http';
import {
  CERTIFICATE_LIMITS,
  certificateFieldErrors,
  expiryDateFor,
  today,
  type CertificateAction,
  type CertificateValues,
} from '../../domain/certificates';
import { useFormat } from '../../components/format';
import type { AppDataProvider } from '../../providers/dataProvider';
import { failureNotice } from '../../components/forms/failureText';

const ICONS: Record<CertificateAction, typeof SendIcon> = {
  submit: SendIcon,
  approve: CheckIcon,
  decline: UndoIcon,
  certify: VerifiedIcon,
};
const COLOURS: Record<CertificateAction, 'primary' | 'secondary' | 'error' | 'success'> = {
  submit: 'primary',
  approve: 'secondary',
  decline: 'error',
  certify: 'success',
};
const SUCCESS: Record<CertificateAction, string> = {
  submit: 'certification.notification.submitted',
  approve: 'certification.notification.approved',
  decline: 'certification.notification.declined',
  certify: 'certification.notification.certified',
};

/**
 * The workflow buttons the user may use on this request (the server answers which in
 * `record.actions`). Every step asks first and waits for the server (pessimistic); the dialog
 * stays open with the error when the step fails. Declining needs a comment.
 */
export const CertificateActions = ({
  record,
  onChanged,
  requested,
}: {
  record: RaRecord;
  onChanged: () => void;
  /** A step asked for by a keyboard shortcut (the review screen): its dialog opens, confirm focused. */
  requested?: { action: CertificateAction; at: number };
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { day: formatDay } = useFormat();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [action, setAction] = useState<CertificateAction | null>(null);
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [byKey, setByKey] = useState(false);
  const actions = (record.actions ?? []) as CertificateAction[];
  const missing = (record.missingFiles ?? []) as string[];
  // a renewal the ITC started waits for the acceptance and the invoice address (the server checks it too)
  const fieldsMissing = Object.keys(certificateFieldErrors(record as CertificateValues)).length > 0;

  const open = (next: CertificateAction, viaKey = false) => {
    setAction(next);
    setComment('');
    setTouched(false);
    setError(undefined);
    setByKey(viaKey);
  };
  useEffect(() => {
    if (requested && actions.includes(requested.action)) open(requested.action, true);
    // only a new request opens a dialog, not a change of the record
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requested]);
  if (!actions.length) return null;
  const commentMissing = action === 'decline' && !comment.trim();

  const run = async () => {
    if (!action) return;
    if (commentMissing) {
      setTouched(true);
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      await dataProvider.action('instructor-certificates', {
        id: record.id,
        name: action,
        data: action === 'decline' ? { itcComment: comment.trim() } : {},
        // a request changed since the reviewer opened it is not decided blind (412): he sees it again
        version: record.version,
      });
      notify(SUCCESS[action], { type: 'success' });
      setAction(null);
      onChanged();
    } catch (e) {
      const message = failureNotice(translate, `certification.notification.${action}_error`, e);
      setError(message);
      if (e instanceof ApiError && e.status === 412) onChanged();
      notify(message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  const content =
    action === 'certify'
      ? translate('certification.actions.certify_content', {
          expiryDate: formatDay(expiryDateFor(today(), record.validityMonths ?? 24)),
        })
      : action
        ? translate(`certification.actions.${action}_content`)
        : '';

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} data-testid="certificate-actions">
        {actions.map((name) => {
          const Icon = ICONS[name];
          const blocked = name === 'submit' && (missing.length > 0 || fieldsMissing);
          const button = (
            <Button
              key={name}
              variant={name === 'decline' ? 'outlined' : 'contained'}
              color={COLOURS[name]}
              startIcon={<Icon />}
              disabled={blocked}
              onClick={() => open(name)}
            >
              {translate(`certification.actions.${name}`)}
            </Button>
          );
          return blocked ? (
            <Tooltip
              key={name}
              title={[
                fieldsMissing && translate('certification.actions.fields_missing'),
                missing.length > 0 &&
                  translate('certification.files.missing', {
                    files: missing.map((t) => translate(`certification.file_type.${t}`)).join(', '),
                  }),
              ]
                .filter(Boolean)
                .join(' ')}
            >
              <span>{button}</span>
            </Tooltip>
          ) : (
            button
          );
        })}
      </Stack>
      <Dialog
        open={!!action}
        onClose={() => !pending && setAction(null)}
        aria-labelledby="action-title"
        slotProps={{ paper: { sx: { maxWidth: 480 } } }}
      >
        <DialogTitle id="action-title">{action && translate(`certification.actions.${action}_title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{content}</DialogContentText>
          {action === 'decline' && (
            <TextField
              autoFocus
              required
              fullWidth
              multiline
              minRows={3}
              margin="normal"
              label={translate('resources.instructor-certificates.fields.itcComment')}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              onBlur={() => setTouched(true)}
              error={touched && commentMissing}
              helperText={touched && commentMissing ? translate('validation.required') : undefined}
              slotProps={{ htmlInput: { maxLength: CERTIFICATE_LIMITS.itcComment } }}
            />
          )}
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAction(null)} disabled={pending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            variant="contained"
            color={action ? COLOURS[action] : 'primary'}
            onClick={run}
            autoFocus={byKey && action !== 'decline'}
            loading={pending}
            disabled={commentMissing && touched}
          >
            {action && translate(`certification.actions.${action}`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
