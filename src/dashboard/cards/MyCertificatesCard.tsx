import { Box, List, Typography } from '@mui/material';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { useTranslate } from 'react-admin';
import type { MyCertificatesData } from '../../domain/dashboardData';
import { certificateListPath } from '../../domain/certificateScopes';
import { CardLinkButton } from './CardLinkButton';
import { MyCertificateRow } from './MyCertificateRow';
import type { CardProps } from './types';
import { useMyCertificateLine } from './useMyCertificateLine';

/**
 * My certificates (instructor): per discipline the display status and expiry of his newest
 * certificate and a request under way, each a link to its detail; below, the link to /certificates.
 */
export const MyCertificatesCard = ({ data }: CardProps<MyCertificatesData>) => {
  const translate = useTranslate();
  const lineOf = useMyCertificateLine(data);
  if (!data) return null;
  return (
    <Box>
      {data.disciplines.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="my-certificates-empty">
          {translate('dashboard.cards.my_certificates.empty')}
        </Typography>
      ) : (
        <List dense disablePadding data-testid="my-certificates">
          {data.disciplines.map((d) => (
            <MyCertificateRow key={`${d.disciplineId}-${d.organisationName}`} discipline={d} line={lineOf(d)} />
          ))}
        </List>
      )}
      <CardLinkButton
        to={certificateListPath('my')}
        icon={<WorkspacePremiumIcon />}
        sx={{ mt: 1 }}
        data-testid="my-certificates-all"
      >
        {translate(
          data.disciplines.length ? 'dashboard.cards.my_certificates.all' : 'dashboard.cards.my_certificates.apply',
        )}
      </CardLinkButton>
    </Box>
  );
};
