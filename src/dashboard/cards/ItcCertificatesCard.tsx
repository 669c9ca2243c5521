import { Box, Link, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ItcCertificateCountsData } from '../../domain/dashboardData';
import { CertificateStatusChip } from '../../components/certification/StatusChips';
import { useFormat } from '../../components/format';
import { CardList } from './CardList';
import { CertificateCounts } from './CertificateCounts';
import { certificateDetailPath, certificateListPath } from '../../domain/certificateScopes';
import { ReviewStartLink } from './ReviewStartLink';
import type { CardProps } from './types';

/**
 * ITC instructor certificates: the counts over the ITC and all its sites, and the requests waiting
 * for the ITC's decision (under review: to check; checked: to certify), longest waiting first.
 */
export const ItcCertificatesCard = ({ data }: CardProps<ItcCertificateCountsData>) => {
  const translate = useTranslate();
  const format = useFormat();
  if (!data) return null;
  const waiting = data.byStatus.APPROVAL + data.byStatus.APPROVED;
  return (
    <Box>
      <CertificateCounts scope="itc" counts={data} />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {translate('dashboard.cards.itc_instructor_certificates.waiting', { smart_count: waiting })}
      </Typography>
      <CardList
        count={data.waiting.length}
        empty="dashboard.cards.itc_instructor_certificates.waiting_empty"
        testId="waiting"
      >
        {data.waiting.map((request) => (
          <ListItem
            key={request.id}
            disableGutters
            secondaryAction={<CertificateStatusChip status={request.status} revision={request.revision} />}
            sx={{ pr: 14 }}
          >
            <ListItemText
              primary={
                <Link component={RouterLink} to={certificateDetailPath('itc', request.id)}>
                  {request.instructorName} · {request.disciplineName}
                </Link>
              }
              secondary={translate('dashboard.cards.itc_instructor_certificates.waiting_since', {
                organisation: request.organisationName,
                date: format.day(request.since),
              })}
            />
          </ListItem>
        ))}
      </CardList>
      {data.waiting.length > 0 && <ReviewStartLink id={data.waiting[0].id} />}
      {waiting > data.waiting.length && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 0.5 }}>
          <Link component={RouterLink} to={certificateListPath('itc', { status: 'APPROVAL' })} variant="body2">
            {translate('dashboard.cards.itc_instructor_certificates.all_to_check', {
              count: format.number(data.byStatus.APPROVAL),
            })}
          </Link>
          <Link component={RouterLink} to={certificateListPath('itc', { status: 'APPROVED' })} variant="body2">
            {translate('dashboard.cards.itc_instructor_certificates.all_to_certify', {
              count: format.number(data.byStatus.APPROVED),
            })}
          </Link>
        </Box>
      )}
    </Box>
  );
};
