import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import { Confirm, type ConfirmProps } from 'react-admin';

/** react-admin's Confirm for a step that may fail: the failure stands in the dialog, under its text. */
export const ConfirmStep = ({ content, error, ...props }: ConfirmProps & { content: ReactNode; error?: string }) => (
  <Confirm
    {...props}
    content={
      <>
        {content}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {error}
          </Alert>
        )}
      </>
    }
  />
);
