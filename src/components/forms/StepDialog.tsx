import { useId, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, type DialogProps } from '@mui/material';
import { useTranslate } from 'react-admin';

type StepDialogProps = Omit<DialogProps, 'open' | 'title' | 'onClose'> & {
  /** Open unless told otherwise (a dialog mounted only while it is wanted). */
  open?: boolean;
  title: ReactNode;
  /** The paper's greatest width in pixels. */
  width?: number;
  /** The step is running: the dialog neither closes nor lets its close button be pressed. */
  pending?: boolean;
  /** The message of a failed step, under the content. */
  error?: string;
  /** The close button's text (an i18n key): "Cancel" unless told. */
  closeLabel?: string;
  onClose: () => void;
  /** The buttons after the close button. */
  actions?: ReactNode;
  /** A line between the title, the content and the buttons. */
  dividers?: boolean;
};

/**
 * The frame of a dialog that asks before a step: its title (which names the dialog), the content
 * with the step's failure under it, and the close button before the step's own buttons.
 */
export const StepDialog = (props: StepDialogProps) => {
  const { open = true, title, width, pending = false, error, closeLabel = 'ra.action.cancel', ...rest } = props;
  const { onClose, actions, dividers, children, ...dialog } = rest;
  const translate = useTranslate();
  const id = `${useId()}-title`;
  return (
    <Dialog
      open={open}
      onClose={() => !pending && onClose()}
      aria-labelledby={id}
      slotProps={width ? { paper: { sx: { maxWidth: width } } } : undefined}
      {...dialog}
    >
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent dividers={dividers}>
        {children}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {translate(closeLabel)}
        </Button>
        {actions}
      </DialogActions>
    </Dialog>
  );
};
