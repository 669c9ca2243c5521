import { useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { Box, CircularProgress, Dialog, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import {
  Confirm,
  CreateBase,
  EditBase,
  SaveButton,
  SimpleForm,
  Toolbar,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { Button } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { RecordHistory } from '../history/RecordHistory';
import { DisabledReason, useSubmitBlocker } from './DisabledReason';
import { KeptRecord } from './KeptRecord';
import { useSaveFeedback, type SuccessMessage } from './saveFeedback';
import { RecordNotices } from './RecordNotices';
import { SubmitErrorsNotice } from './SubmitErrorsNotice';

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

interface FormDialogProps {
  resource: string;
  /** Omitted: create a record; given: edit it. */
  id?: Identifier;
  open: boolean;
  onClose: () => void;
  title: string;
  /** Values of a new record (e.g. its organisation). */
  defaults?: Record<string, unknown>;
  children: ReactNode;
  width?: string;
  /** Called with the saved record after the dialog closed (e.g. to open the new record). */
  onSaved?: (record: RaRecord) => void;
  /** i18n key of the success notification instead of the generic created/updated one (or one per saved record). */
  successMessage?: SuccessMessage;
  /** i18n key put before the error of a failed save (field errors show under their inputs instead). */
  errorMessage?: string;
  /** Another id for a dialog opened over a form that has FORM_ID (ids are unique in a page). */
  formId?: string;
}

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
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const dirty = useRef(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const close = () => {
    dirty.current = false;
    setConfirmDiscard(false);
    onClose();
  };
  /** Escape, the backdrop and Cancel ask before unsaved changes are thrown away. */
  const requestClose = () => (dirty.current ? setConfirmDiscard(true) : close());
  // every failure in the specification's words ("Error while saving: …"), field errors under their inputs
  const mutationOptions = useSaveFeedback({
    created: id === undefined,
    successMessage,
    errorMessage,
    onSaved: (record: RaRecord) => {
      close();
      onSaved?.(record);
    },
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
