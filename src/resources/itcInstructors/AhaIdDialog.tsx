import { useState } from 'react';
import { DialogContentText, TextField } from '@mui/material';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { AHA_ID_PATTERN } from '../../domain/certificates';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ActionDialog } from '../../components/forms/ActionDialog';
import { failureText } from '../../components/forms/failureText';

/** The server's message about the id itself, or the failure's. */
const idFailure = (error: unknown) =>
  (error as { body?: { errors?: Record<string, string> } }).body?.errors?.ahaInstructorId ?? failureText(error);

/** Generating an AHA instructor id (for an instructor without one) or changing it. */
export const AhaIdDialog = ({
  record,
  mode,
  onClose,
}: {
  record: RaRecord;
  mode: 'generate' | 'update';
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [value, setValue] = useState<string>(record.ahaInstructorId ?? '');
  const invalid = mode === 'update' && !AHA_ID_PATTERN.test(value.trim());
  const generate = mode === 'generate';

  const run = () =>
    generate
      ? dataProvider.action('itc-instructors', { id: record.id, name: 'generate-aha-id' })
      : dataProvider.update('itc-instructors', {
          id: record.id,
          data: { ahaInstructorId: value.trim() },
          previousData: record,
        });

  return (
    <ActionDialog
      title={translate(
        generate ? 'certification.instructors.generate_title' : 'certification.instructors.update_title',
        {
          name: record.instructorName,
        },
      )}
      width={440}
      submit={generate ? 'certification.instructors.generate_id' : 'ra.action.save'}
      blocked={invalid ? 'orientation.disabled.aha_id' : undefined}
      run={run}
      success={generate ? 'certification.notification.id_generated' : 'notification.updated'}
      failure={(error) =>
        `${translate(generate ? 'certification.notification.generate_id_error' : 'certification.notification.update_id_error')}: ${idFailure(error)}`
      }
      onClose={onClose}
    >
      {generate ? (
        <DialogContentText>{translate('certification.instructors.generate_content')}</DialogContentText>
      ) : (
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={translate('resources.itc-instructors.fields.ahaInstructorId')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={!!value && invalid}
          helperText={
            value && invalid ? translate('validation.invalidValue') : translate('certification.instructors.id_help')
          }
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 15 } }}
        />
      )}
    </ActionDialog>
  );
};
