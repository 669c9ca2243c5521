import { Step, StepLabel, Stepper } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CERTIFICATE_STATUSES, type CertificateStatus } from '../../domain/certificates';

/** The request's way through the workflow, its current step marked (all done once certified). */
export const CertificateShowProgress = ({ status }: { status: CertificateStatus }) => {
  const translate = useTranslate();
  return (
    <Stepper
      activeStep={status === 'CERTIFIED' ? CERTIFICATE_STATUSES.length : CERTIFICATE_STATUSES.indexOf(status)}
      alternativeLabel
      aria-label={translate('certification.detail.progress')}
      // on a phone its four labels run into each other; the status chip above says the step
      sx={{ mb: 3, display: { xs: 'none', sm: 'flex' } }}
    >
      {CERTIFICATE_STATUSES.map((s) => (
        <Step key={s}>
          <StepLabel>{translate(`certification.status.${s}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
};
