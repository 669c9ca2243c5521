import { useState, type ReactNode } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Grid,
  IconButton,
  Skeleton,
  Step,
  StepLabel,
  Stepper,
  Tooltip,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import { Title, useGetOne, useLocaleState, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import {
  CERTIFICATE_STATUSES,
  INVOICE_FIELDS,
  type CertificateStatus,
  type DisplayStatus,
  type Revision,
  type TemplateFileType,
} from '../../domain/certificates';
import { CertificateStatusChip, DisplayStatusChip } from '../../components/certification/StatusChips';
import { RenewalReadiness } from '../../components/certification/RenewalReadiness';
import { formatDay, formatMoment } from '../../components/format';
import { downloadFile } from '../../components/files/download';
import { FormDialog } from '../../components/forms/FormDialog';
import { failureNotice } from '../../components/forms/failureText';
import { CertificateActions } from './CertificateActions';
import { CertificateFiles } from './CertificateFiles';
import { CertificateHistory } from './CertificateHistory';
import { CertificateReminders } from './CertificateReminders';
import { CertificateInputs } from './CertificateInputs';
import { certificateListPath, type CertificateScope } from '../../domain/certificateScopes';
import { ScreenBreadcrumbs } from '../../components/ScreenBreadcrumbs';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Grid size={{ xs: 12, sm: 6, md: 4 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Box sx={{ typography: 'body1', minHeight: 24 }}>{children}</Box>
  </Grid>
);

/** The templates a site fills in for this kind of request. */
const DisciplineTemplates = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { data: discipline } = useGetOne('disciplines', { id: record.disciplineId });
  const wanted: TemplateFileType[] = [
    'TEMPLATE',
    record.disciplineType === 'RECERTIFICATION' ? 'TEMPLATE_RECERTIFICATION' : 'TEMPLATE_CERTIFICATION',
  ];
  const templates = ((discipline?.templates ?? []) as { type: TemplateFileType; fileName: string }[]).filter((t) =>
    wanted.includes(t.type),
  );
  if (!discipline || record.status !== 'DATAENTRY') return null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardHeader title={translate('certification.files.templates')} slotProps={{ title: { variant: 'subtitle1' } }} />
      <CardContent sx={{ pt: 0 }}>
        {templates.length ? (
          templates.map((template) => (
            <Box key={template.type} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2">
                {translate(`certification.file_type.${template.type}`)}: {template.fileName}
              </Typography>
              <Tooltip title={translate('certification.files.download', { name: template.fileName })}>
                <IconButton
                  size="small"
                  aria-label={translate('certification.files.download', { name: template.fileName })}
                  onClick={() =>
                    downloadFile(
                      `disciplines/${record.disciplineId}/templates/${template.type}`,
                      template.fileName,
                    ).catch((error: Error) =>
                      notify(failureNotice(translate, 'notification.file_download', error), { type: 'error' }),
                    )
                  }
                >
                  <DownloadIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          ))
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('certification.files.no_templates')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};

/**
 * The detail of a certificate request in its scope: progress, data, invoice, files and the
 * workflow buttons the user may use.
 */
export const CertificateShow = ({ scope }: { scope: CertificateScope }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { instructorCertificateId: id } = useParams();
  const [editing, setEditing] = useState(false);
  const {
    data: record,
    isPending,
    error,
    refetch,
  } = useGetOne('instructor-certificates', { id: id! }, { retry: false });
  const field = (name: string) => translate(`resources.instructor-certificates.fields.${name}`);
  const back = (
    <Button component={Link} to={certificateListPath(scope)} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      {translate('certification.list.back')}
    </Button>
  );

  if (isPending) {
    return (
      <Box sx={{ p: 2 }} aria-busy="true">
        <Skeleton variant="rectangular" height={280} />
      </Box>
    );
  }
  if (error || !record) {
    return (
      <Box sx={{ p: 2 }}>
        {back}
        <Alert severity="warning" data-testid="certificate-not-found">
          {translate('certification.detail.not_found')}
        </Alert>
      </Box>
    );
  }

  const status = record.status as CertificateStatus;
  const heading = translate('certification.detail.title', {
    discipline: record.disciplineName,
    instructor: record.instructorName,
  });
  const invoice = record.invoiceAddress ?? {};
  const hasInvoice = record.disciplineType === 'RECERTIFICATION' || INVOICE_FIELDS.some((f) => invoice[f]);
  const declined = status === 'DATAENTRY' && !!record.itcComment;

  return (
    <Box sx={{ p: 2, maxWidth: 1200 }} data-testid="certificate-detail">
      <Title title={heading} />
      <ScreenBreadcrumbs
        list={{ label: translate(`certification.scope.${scope}`), to: certificateListPath(scope) }}
        current={heading}
      />
      {back}
      <Card>
        <CardHeader
          title={heading}
          slotProps={{ title: { component: 'h1', variant: 'h5' } }}
          subheader={record.organisationName}
          action={<CertificateStatusChip status={status} revision={record.revision as Revision | null} />}
        />
        <CardContent>
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
          {record.itcComment && (
            <Alert severity={declined ? 'warning' : 'info'} sx={{ mb: 2 }} data-testid="itc-comment">
              {declined && <AlertTitle>{translate('certification.detail.declined')}</AlertTitle>}
              <Box component="span" sx={{ fontWeight: declined ? undefined : 500 }}>
                {declined ? '' : `${field('itcComment')}: `}
              </Box>
              <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
                {record.itcComment}
              </Box>
            </Alert>
          )}
          <Grid container spacing={2}>
            <Field label={field('instructorName')}>{record.instructorName}</Field>
            <Field label={field('ahaInstructorId')}>{record.ahaInstructorId ?? '–'}</Field>
            <Field label={field('organisationName')}>{record.organisationName}</Field>
            <Field label={field('disciplineName')}>{record.disciplineName}</Field>
            <Field label={field('disciplineType')}>
              {translate(`certification.discipline_type.${record.disciplineType}`)}
            </Field>
            <Field label={field('displayStatus')}>
              <DisplayStatusChip status={record.displayStatus as DisplayStatus} />
            </Field>
            <Field label={field('createdAt')}>{formatMoment(record.createdAt, locale) || '–'}</Field>
            <Field label={field('certificationDate')}>{formatDay(record.certificationDate, locale) || '–'}</Field>
            <Field label={field('expiryDate')}>{formatDay(record.expiryDate, locale) || '–'}</Field>
            {record.lastReminder != null && (
              <Field label={field('lastReminder')}>
                {translate('renewal.reminded', { days: record.lastReminder })}
              </Field>
            )}
            <Grid size={12}>
              <Typography variant="caption" color="text.secondary" component="div">
                {field('info')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }} color={record.info ? undefined : 'text.secondary'}>
                {record.info || translate('certification.detail.no_info')}
              </Typography>
            </Grid>
            {hasInvoice && (
              <Grid size={12}>
                <Typography variant="caption" color="text.secondary" component="div">
                  {field('invoiceAddress.title')}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line' }}>
                  {[
                    invoice.nameOrInstitution,
                    [invoice.street, invoice.houseNumber].filter(Boolean).join(' '),
                    [invoice.zipCode, invoice.city].filter(Boolean).join(' '),
                    invoice.country,
                  ]
                    .filter(Boolean)
                    .join('\n') || '–'}
                </Typography>
                <Typography
                  variant="body2"
                  color={record.paidRecertificationAccepted ? 'success.main' : 'text.secondary'}
                  sx={{ mt: 0.5 }}
                >
                  {translate(
                    record.paidRecertificationAccepted
                      ? 'certification.detail.paid_accepted'
                      : 'certification.detail.paid_not_accepted',
                  )}
                </Typography>
              </Grid>
            )}
          </Grid>
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <CertificateActions record={record} onChanged={() => void refetch()} />
          {record.editable && (
            <Button startIcon={<EditIcon />} onClick={() => setEditing(true)}>
              {translate('certification.detail.edit')}
            </Button>
          )}
          {status !== 'DATAENTRY' && !record.actions?.length && (
            <Typography variant="body2" color="text.secondary">
              {translate('certification.detail.read_only')}
            </Typography>
          )}
        </CardActions>
      </Card>
      {(record.disciplineType === 'RECERTIFICATION' || status === 'CERTIFIED') && (
        <Card sx={{ mt: 2 }} data-testid="certificate-renewal">
          <CardHeader title={translate('renewal.title')} slotProps={{ title: { variant: 'subtitle1' } }} />
          <CardContent sx={{ pt: 0 }}>
            <RenewalReadiness record={record} />
          </CardContent>
        </Card>
      )}
      {status === 'CERTIFIED' && <CertificateReminders record={record} scope={scope} onSent={() => void refetch()} />}
      <CertificateFiles record={record} onChanged={() => void refetch()} />
      <DisciplineTemplates record={record} />
      <CertificateHistory record={record} />
      <FormDialog
        resource="instructor-certificates"
        id={record.id}
        open={editing}
        onClose={() => {
          setEditing(false);
          void refetch();
        }}
        title={translate('certification.detail.edit')}
        errorMessage="notification.update"
      >
        <CertificateInputs scope={scope} create={false} />
      </FormDialog>
    </Box>
  );
};
