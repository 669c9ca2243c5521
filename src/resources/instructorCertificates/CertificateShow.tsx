import { Alert, Box, Card, CardContent, CardHeader, Skeleton } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import type { Revision } from '../../domain/certificates';
import { CertificateStatusChip } from '../../components/certification/StatusChips';
import { CertificateFiles } from './CertificateFiles';
import { CertificateHistory } from './CertificateHistory';
import { CertificateReminders } from './CertificateReminders';
import { certificateListPath, type CertificateScope } from '../../domain/certificateScopes';
import { ScreenBreadcrumbs } from '../../components/ScreenBreadcrumbs';
import { CertificateShowBack } from './CertificateShowBack';
import { CertificateShowButtons } from './CertificateShowButtons';
import { CertificateShowComment } from './CertificateShowComment';
import { CertificateShowEditDialog } from './CertificateShowEditDialog';
import { CertificateShowFacts } from './CertificateShowFacts';
import { CertificateShowProgress } from './CertificateShowProgress';
import { CertificateShowRenewal } from './CertificateShowRenewal';
import { CertificateShowTemplates } from './CertificateShowTemplates';
import { useCertificateShow } from './useCertificateShow';

/**
 * The detail of a certificate request in its scope: progress, data, invoice, files and the
 * workflow buttons the user may use.
 */
export const CertificateShow = ({ scope }: { scope: CertificateScope }) => {
  const translate = useTranslate();
  const { isPending, error, detail, refresh, editing, startEditing, stopEditing } = useCertificateShow();

  if (isPending) {
    return (
      <Box sx={{ p: 2 }} aria-busy="true">
        <Skeleton variant="rectangular" height={280} />
      </Box>
    );
  }
  if (error || !detail) {
    return (
      <Box sx={{ p: 2 }}>
        <CertificateShowBack scope={scope} />
        <Alert severity="warning" data-testid="certificate-not-found">
          {translate('certification.detail.not_found')}
        </Alert>
      </Box>
    );
  }

  const { record, status, heading, invoice, declined, renewal } = detail;
  return (
    <Box sx={{ p: 2, maxWidth: 1200 }} data-testid="certificate-detail">
      <Title title={heading} />
      <ScreenBreadcrumbs
        list={{ label: translate(`certification.scope.${scope}`), to: certificateListPath(scope) }}
        current={heading}
      />
      <CertificateShowBack scope={scope} />
      <Card>
        <CardHeader
          title={heading}
          slotProps={{ title: { component: 'h1', variant: 'h5' } }}
          subheader={record.organisationName}
          action={<CertificateStatusChip status={status} revision={record.revision as Revision | null} />}
        />
        <CardContent>
          <CertificateShowProgress status={status} />
          {record.itcComment && <CertificateShowComment comment={record.itcComment} declined={declined} />}
          <CertificateShowFacts record={record} invoice={invoice} />
        </CardContent>
        <CertificateShowButtons record={record} onChanged={refresh} onEdit={startEditing} />
      </Card>
      {renewal && <CertificateShowRenewal record={record} />}
      {status === 'CERTIFIED' && <CertificateReminders record={record} scope={scope} onSent={refresh} />}
      <CertificateFiles record={record} onChanged={refresh} />
      <CertificateShowTemplates record={record} />
      <CertificateHistory record={record} />
      <CertificateShowEditDialog id={record.id} open={editing} onClose={stopEditing} scope={scope} />
    </Box>
  );
};
