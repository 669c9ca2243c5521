import type { ReactNode } from 'react';
import { Box, Grid, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DisplayStatus } from '../../domain/certificates';
import { DisplayStatusChip } from '../../components/certification/StatusChips';
import { formatDay, formatMoment } from '../../components/format';
import { CertificateShowInvoice } from './CertificateShowInvoice';
import type { CertificateShowDetail } from './useCertificateShow';
import { useCertificateFieldLabel } from './useCertificateFieldLabel';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Grid size={{ xs: 12, sm: 6, md: 4 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Box sx={{ typography: 'body1', minHeight: 24 }}>{children}</Box>
  </Grid>
);

/** The request's data on the detail screen, its invoice address last when it has one. */
export const CertificateShowFacts = ({ record, invoice }: Pick<CertificateShowDetail, 'record' | 'invoice'>) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const field = useCertificateFieldLabel();
  return (
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
        <Field label={field('lastReminder')}>{translate('renewal.reminded', { days: record.lastReminder })}</Field>
      )}
      <Grid size={12}>
        <Typography variant="caption" color="text.secondary" component="div">
          {field('info')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }} color={record.info ? undefined : 'text.secondary'}>
          {record.info || translate('certification.detail.no_info')}
        </Typography>
      </Grid>
      {invoice !== undefined && (
        <CertificateShowInvoice address={invoice} paid={!!record.paidRecertificationAccepted} />
      )}
    </Grid>
  );
};
