import { CertificateActionButtons } from './CertificateActionButtons';
import { CertificateActionDialog } from './CertificateActionDialog';
import { useCertificateActions, type CertificateActionsProps } from './useCertificateActions';

/**
 * The workflow buttons the user may use on this request (the server answers which in
 * `record.actions`). Every step asks first and waits for the server (pessimistic); the dialog
 * stays open with the error when the step fails. Declining needs a comment.
 */
export const CertificateActions = (props: CertificateActionsProps) => {
  const { actions, submitBlock, open, dialog } = useCertificateActions(props);
  if (!actions.length) return null;
  return (
    <>
      <CertificateActionButtons actions={actions} submitBlock={submitBlock} onOpen={open} />
      <CertificateActionDialog {...dialog} />
    </>
  );
};
