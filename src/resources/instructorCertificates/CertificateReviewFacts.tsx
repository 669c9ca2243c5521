import type { ComponentProps, ReactNode } from 'react';
import { Alert, Box, Card, CardContent, CardHeader, Grid, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CertificateStatus, DisplayStatus, Revision } from '../../domain/certificates';
import { CertificateStatusChip, DisplayStatusChip } from '../../components/certification/StatusChips';
import { formatDay, formatMoment } from '../../components/format';
import { CertificateActions } from './CertificateActions';
import { useCertificateFieldLabel } from './useCertificateFieldLabel';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Grid size={{ xs: 12, sm: 6 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Box sx={{ typography: 'body2', minHeight: 20 }}>{children}</Box>
  </Grid>
);

type CertificateReviewFactsProps = Pick<
  ComponentProps<typeof CertificateActions>,
  'record' | 'onChanged' | 'requested'
> & {
  heading: string;
};

/** The request's data under its heading and status, the ITC's comment, and the workflow steps. */
export const CertificateReviewFacts = ({ record, heading, onChanged, requested }: CertificateReviewFactsProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const field = useCertificateFieldLabel();
  return (
    <Card>
      <CardHeader
        title={heading}
        subheader={record.organisationName}
        slotProps={{ title: { component: 'h1', variant: 'h6' } }}
        action={
          <CertificateStatusChip
            status={record.status as CertificateStatus}
            revision={record.revision as Revision | null}
          />
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={1.5}>
          <Fact label={field('disciplineName')}>{record.disciplineName}</Fact>
          <Fact label={field('disciplineType')}>
            {translate(`certification.discipline_type.${record.disciplineType}`)}
          </Fact>
          <Fact label={field('ahaInstructorId')}>{record.ahaInstructorId ?? '–'}</Fact>
          <Fact label={field('displayStatus')}>
            <DisplayStatusChip status={record.displayStatus as DisplayStatus} />
          </Fact>
          <Fact label={field('createdAt')}>{formatMoment(record.createdAt, locale) || '–'}</Fact>
          <Fact label={field('expiryDate')}>{formatDay(record.expiryDate, locale) || '–'}</Fact>
          <Grid size={12}>
            <Typography variant="caption" color="text.secondary" component="div">
              {field('info')}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {record.info || translate('certification.detail.no_info')}
            </Typography>
          </Grid>
          {record.itcComment && (
            <Grid size={12}>
              <Alert severity="warning" data-testid="itc-comment">
                <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
                  {record.itcComment}
                </Box>
              </Alert>
            </Grid>
          )}
        </Grid>
        <Box sx={{ mt: 2 }}>
          <CertificateActions record={record} onChanged={onChanged} requested={requested} />
        </Box>
      </CardContent>
    </Card>
  );
};
