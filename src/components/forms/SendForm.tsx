import { useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { Form, useTranslate, type FormProps } from 'react-admin';
import { submitErrors } from './submitErrors';

type SendFormProps = Omit<FormProps, 'onSubmit'> & {
  /** The call the form makes with its values; what it throws the form shows. */
  send: (values: Record<string, unknown>) => Promise<unknown>;
  /** The space between the inputs (MUI spacing units). */
  spacing?: number;
  /** The test id of the form's own failure message. */
  errorTestId?: string;
};

/**
 * A form that sends itself rather than a record (account, password, public forms): validated as it
 * is typed; a failed call puts the field messages under their inputs and any other in an alert
 * above them, in the specification's generic words.
 */
export const SendForm = ({ send, spacing = 0.5, errorTestId, children, ...props }: SendFormProps) => {
  const translate = useTranslate();
  const [error, setError] = useState<string>();

  const submit = async (values: Record<string, unknown>) => {
    setError(undefined);
    try {
      await send(values);
      return undefined;
    } catch (e) {
      const { fields, message } = submitErrors(e, translate);
      setError(fields ? undefined : message);
      return fields;
    }
  };

  return (
    <Form onSubmit={submit} noValidate mode="onChange" reValidateMode="onChange" {...props}>
      <Stack spacing={spacing}>
        {error && (
          <Alert severity="error" role="alert" data-testid={errorTestId}>
            {error}
          </Alert>
        )}
        {children}
      </Stack>
    </Form>
  );
};
