import { useRef, useState, type ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import type { Identifier, RaRecord } from 'react-admin';
import { useSaveFeedback, type SuccessMessage } from './saveFeedback';

export interface FormDialogProps {
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
 * The closing of a create or edit dialog: full screen on a phone, closed by a save (which hands the
 * saved record on), and asking before unsaved changes are thrown away (`dirty` is the form's).
 */
export function useFormDialog({
  id,
  onClose,
  onSaved,
  successMessage,
  errorMessage,
}: Pick<FormDialogProps, 'id' | 'onClose' | 'onSaved' | 'successMessage' | 'errorMessage'>) {
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
  return { fullScreen, dirty, confirmDiscard, setConfirmDiscard, close, requestClose, mutationOptions };
}
