import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { FormDialog } from '../../components/forms/FormDialog';
import { CertificateInputs } from './CertificateInputs';
import { certificateDetailPath, type CertificateScope } from '../../domain/certificateScopes';

/**
 * The create-certificate dialogs of the ITC, the site and the instructor himself. The new
 * request opens at once, so the files can follow.
 */
export const CreateCertificateDialog = ({
  scope,
  open,
  onClose,
}: {
  scope: CertificateScope;
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  // an instructor with one profile gets it chosen; nobody to choose is said plainly
  const {
    data = [],
    total,
    isPending,
  } = useGetList(
    'certificate-instructors',
    { pagination: { page: 1, perPage: 2 }, sort: { field: 'instructorName', order: 'ASC' }, filter: { scope } },
    { enabled: open },
  );
  if (!open || isPending) return null;
  if (!total) {
    return (
      <Dialog open onClose={onClose} aria-labelledby="create-certificate-title">
        <DialogTitle id="create-certificate-title">{translate('certification.create.title')}</DialogTitle>
        <DialogContent>
          <Alert severity="info">{translate('certification.create.no_instructors')}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <FormDialog
      resource="instructor-certificates"
      open
      onClose={onClose}
      title={translate('certification.create.title')}
      defaults={{ disciplineType: 'INITIAL', ...(scope === 'my' && total === 1 ? { instructorId: data[0].id } : {}) }}
      successMessage="certification.notification.created"
      errorMessage="certification.notification.apply_error"
      onSaved={(record) => navigate(certificateDetailPath(scope, record.id))}
    >
      <CertificateInputs scope={scope} create />
    </FormDialog>
  );
};
