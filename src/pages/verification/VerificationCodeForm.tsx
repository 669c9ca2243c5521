import { Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { VerificationView } from './useVerification';

/** The field for another code (the only content of `/verify` without one) and its check button. */
export const VerificationCodeForm = ({
  raw,
  typed,
  setTyped,
  typedInvalid,
  check,
}: Pick<VerificationView, 'raw' | 'typed' | 'setTyped' | 'typedInvalid' | 'check'>) => {
  const translate = useTranslate();
  return (
    <Box
      component="form"
      onSubmit={check}
      noValidate
      sx={{ mt: raw ? 3 : 0, display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        fullWidth
        autoFocus={!raw}
        name="code"
        label={translate('verification.code_label')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={typedInvalid}
        helperText={typedInvalid ? translate('verification.invalid') : undefined}
        slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false } }}
      />
      {/* level with the field's input line */}
      <Button type="submit" variant="outlined" sx={{ mt: '6px' }}>
        {translate('verification.check')}
      </Button>
    </Box>
  );
};
