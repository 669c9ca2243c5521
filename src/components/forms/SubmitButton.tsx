import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { DisabledReason, useSubmitBlocker } from './DisabledReason';

/** Submit of a custom form: disabled until the form is valid (§5) and while it is being sent. */
export const SubmitButton = ({ label, fullWidth = true }: { label: string; fullWidth?: boolean }) => {
  const translate = useTranslate();
  const { isValid, isSubmitting } = useFormState();
  const blocker = useSubmitBlocker();
  const button = (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth={fullWidth}
      disabled={!isValid}
      loading={isSubmitting}
      loadingPosition="start"
    >
      {translate(label)}
    </Button>
  );
  return (
    <DisabledReason reason={blocker} fullWidth={fullWidth}>
      {button}
    </DisabledReason>
  );
};
