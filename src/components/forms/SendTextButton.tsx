import { Button, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DisabledReason } from './DisabledReason';

/** The button that sends a typed text: disabled, and saying why, while the text is empty or being sent. */
export const SendTextButton = ({
  text,
  sending,
  label,
  ...button
}: Omit<ButtonProps, 'disabled'> & { text: string; sending: boolean; label: string }) => {
  const translate = useTranslate();
  const reason = sending ? 'orientation.disabled.sending' : !text.trim() ? 'orientation.disabled.no_text' : undefined;
  return (
    <DisabledReason reason={reason}>
      <Button {...button} disabled={!!reason}>
        {translate(label)}
      </Button>
    </DisabledReason>
  );
};
