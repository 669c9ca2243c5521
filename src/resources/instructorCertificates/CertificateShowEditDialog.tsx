import type { ComponentProps } from 'react';
import { useTranslate } from 'react-admin';
import { FormDialog } from '../../components/forms/FormDialog';
import type { CertificateScope } from '../../domain/certificateScopes';
import { CertificateInputs } from './CertificateInputs';

type CertificateShowEditDialogProps = Required<Pick<ComponentProps<typeof FormDialog>, 'id' | 'open' | 'onClose'>> & {
  scope: CertificateScope;
};

/** The request's data edited in a dialog, with the inputs of its scope. */
export const CertificateShowEditDialog = ({ id, open, onClose, scope }: CertificateShowEditDialogProps) => {
  const translate = useTranslate();
  return (
    <FormDialog
      resource="instructor-certificates"
      id={id}
      open={open}
      onClose={onClose}
      title={translate('certification.detail.edit')}
      errorMessage="notification.update"
    >
      <CertificateInputs scope={scope} create={false} />
    </FormDialog>
  );
};
