import { Button, DialogContentText, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CERTIFICATE_LIMITS } from '../../domain/certificates';
import { StepDialog } from '../../components/forms/StepDialog';
import { COLOURS } from './CertificateActionStyle';
import type { CertificateActionDialogState } from './useCertificateActions';

/** Asks before a workflow step; declining asks for the comment to the requester too. */
export const CertificateActionDialog = (props: CertificateActionDialogState) => {
  const { action, content, comment, setComment, touched, touch, commentMissing, pending, error, byKey, close, run } =
    props;
  const translate = useTranslate();
  return (
    <StepDialog
      open={!!action}
      title={action && translate(`certification.actions.${action}_title`)}
      width={480}
      pending={pending}
      error={error}
      onClose={close}
      actions={
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
      }
    >
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
          onBlur={touch}
          error={touched && commentMissing}
          helperText={touched && commentMissing ? translate('validation.required') : undefined}
          slotProps={{ htmlInput: { maxLength: CERTIFICATE_LIMITS.itcComment } }}
        />
      )}
    </StepDialog>
  );
};
