import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { COMMENT_MAX_LENGTH } from '../../domain/accounts';

/**
 * The text box of a comment, a reply or a ticket (its label an i18n key): several lines, no longer
 * than a comment may be.
 */
export const CommentField = ({
  label,
  onChange,
  ...props
}: Omit<TextFieldProps, 'label' | 'onChange'> & { label: string; onChange: (text: string) => void }) => {
  const translate = useTranslate();
  return (
    <TextField
      {...props}
      label={translate(label)}
      onChange={(event) => onChange(event.target.value)}
      multiline
      slotProps={{ htmlInput: { maxLength: COMMENT_MAX_LENGTH } }}
    />
  );
};
