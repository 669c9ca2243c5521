import type { MutableRefObject } from 'react';
import { Box, CircularProgress, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { Confirm, CreateBase, EditBase, SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { RecordHistory } from '../history/RecordHistory';
import { DisabledReason, useSubmitBlocker } from './DisabledReason';
import { KeptRecord } from './KeptRecord';
import { RecordNotices } from './RecordNotices';
import { SubmitErrorsNotice } from './SubmitErrorsNotice';
import { useFormDialog, type FormDialogProps } from './useFormDialog';

/** §9: create and edit dialogs are 50% wide by default; the form id is `crudFormId`. */
export const FORM_ID = 'crudFormId';

/** Submit stays disabled until the form is valid (§5); the dialog learns whether there are unsaved changes. */
const DialogToolbar = ({ onCancel, dirty }: { onCancel: () => void; dirty: MutableRefObject<boolean> }) => {
  const translate = useTranslate();
  const { isValid, isDirty } = useFormState();
  const blocker = useSubmitBlocker({ needsChange: true });
  dirty.current = isDirty;
  return (
    <Toolbar sx={{ justifyContent: 'flex-end', gap: 1, bgcolor: 'transparent' }}>
      <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
      <DisabledReason reason={blocker}>
        <SaveButton disabled={!isValid} />
      </DisabledReason>
    </Toolbar>
  );
};

/** The edited record is still being read: no form yet, so that nothing is typed into one it would replace. */
const FormLoading = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
};

/**
 * Create or edit a record in a dialog; an edited record shows its history below the form. It closes on success; on failure it stays open with the
 * server's messages under the fields (react-admin maps `body.errors`) and a notification. The form
 * of an edited record shows once the record is read, and keeps what the user typed when the
 * record is read again meanwhile (KeptRecord).
 */
export const FormDialog = ({
  resource,
  id,
  open,
  onClose,
  title,
  defaults,
  children,
  width = '50%',
  onSaved,
  successMessage,
  errorMessage,
  formId = FORM_ID,
}: FormDialogProps) => {
  const { fullScreen, dirty, confirmDiscard, setConfirmDiscard, close, requestClose, mutationOptions } = useFormDialog({
    id,
    onClose,
    onSaved,
    successMessage,
    errorMessage,
  });
  const form = (
    <SimpleForm
      id={formId}
      mode="onChange"
      reValidateMode="onChange"
      defaultValues={defaults}
      toolbar={<DialogToolbar onCancel={requestClose} dirty={dirty} />}
      disableInvalidFormNotification
    >
      {children}
      <SubmitErrorsNotice />
      <RecordNotices />
    </SimpleForm>
  );
  return (
    <>
      <Dialog
        open={open}
        onClose={requestClose}
        fullScreen={fullScreen}
        aria-labelledby="form-dialog-title"
        slotProps={{
          paper: { sx: fullScreen ? undefined : { width, minWidth: { sm: 480 }, maxWidth: 'calc(100% - 32px)' } },
        }}
      >
        <DialogTitle id="form-dialog-title">{title}</DialogTitle>
        <DialogContent sx={{ p: 0 }}>
          {open &&
            (id === undefined ? (
              <CreateBase resource={resource} redirect={false} mutationOptions={mutationOptions}>
                {form}
              </CreateBase>
            ) : (
              <EditBase
                resource={resource}
                id={id}
                redirect={false}
                mutationMode="pessimistic"
                mutationOptions={mutationOptions}
                loading={<FormLoading />}
              >
                <KeptRecord>{form}</KeptRecord>
                <RecordHistory resource={resource} id={id} />
              </EditBase>
            ))}
        </DialogContent>
      </Dialog>
      <Confirm
        isOpen={confirmDiscard}
        title="ra.action.close"
        content="ra.message.unsaved_changes"
        onConfirm={close}
        onClose={() => setConfirmDiscard(false)}
      />
    </>
  );
};
