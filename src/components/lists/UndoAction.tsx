import { Button } from '@mui/material';
import { useCloseNotification, useTranslate } from 'react-admin';

/**
 * "Undo" in a notice (react-admin's notify takes it as the snackbar's `action`): closes the notice
 * and runs the undo. react-admin's own `undoable` holds a write back until the notice goes; this
 * one undoes a write already made.
 */
export const UndoAction = ({ onUndo }: { onUndo: () => void }) => {
  const translate = useTranslate();
  const close = useCloseNotification();
  return (
    <Button
      color="inherit"
      size="small"
      onClick={() => {
        close();
        onUndo();
      }}
    >
      {translate('ra.action.undo')}
    </Button>
  );
};
