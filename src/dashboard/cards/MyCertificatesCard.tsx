import { Box, Button, Chip, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { MyCertificatesData } from '../../domain/dashboardData';
import { DisplayStatusChip } from '../../components/certification/StatusChips';
import { useFormat } from '../../components/format';
import { certificateDetailPath, certificateListPath } from '../../domain/certificateScopes';
import type { CardProps } from './types';

/**
 * My certificates (instructor): per discipline the display status and expiry of his newest
 * certificate and a request under way, each a link to its detail; below, the link to /certificates.
 */
export const MyCertificatesCard = ({ data }: CardProps<MyCertificatesData>) => {
  const translate = useTranslate();
  const format = useFormat();
  if (!data) return null;
  const organisations = new Set(data.disciplines.map((d) => d.organisationName));
  return (
    <Box>
      {data.disciplines.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="my-certificates-empty">
          {translate('dashboard.cards.my_certificates.empty')}
        </Typography>
      ) : (
        <List dense disablePadding data-testid="my-certificates">
          {data.disciplines.map((d) => {
            const expiry =
              d.displayStatus === 'NO_CERTIFICATE'
                ? translate('dashboard.cards.my_certificates.no_certificate')
                : translate(
                    d.displayStatus === 'EXPIRED'
                      ? 'dashboard.cards.my_certificates.expired_on'
                      : 'dashboard.cards.my_certificates.valid_until',
                    { date: format.day(d.expiryDate) },
                  );
            return (
              <ListItem
                key={`${d.disciplineId}-${d.organisationName}`}
                disableGutters
                data-testid="my-certificate"
                sx={{ alignItems: 'flex-start', gap: 1 }}
              >
                <ListItemText
                  primary={
                    <Link
                      component={RouterLink}
                      to={certificateDetailPath('my', d.certificateId)}
                      sx={{ fontWeight: 600 }}
                    >
                      {d.disciplineName}
                    </Link>
                  }
                  secondary={organisations.size > 1 ? `${expiry} · ${d.organisationName}` : expiry}
                />
                <Box
                  sx={{
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'flex-end',
                    gap: 0.5,
                    pt: 0.5,
                    flexShrink: 0,
                  }}
                >
                  <DisplayStatusChip status={d.displayStatus} />
                  {d.openRequest && d.openRequest.id !== d.certificateId && (
                    <Chip
                      size="small"
                      variant="outlined"
                      color="info"
                      component={RouterLink}
                      to={certificateDetailPath('my', d.openRequest.id)}
                      clickable
                      label={translate('dashboard.cards.my_certificates.renewal', {
                        status: translate(`certification.status.${d.openRequest.status}`),
                      })}
                    />
                  )}
                  {d.openRequest && d.openRequest.id === d.certificateId && (
                    <Typography variant="caption" color="text.secondary">
                      {translate('dashboard.cards.my_certificates.request', {
                        status: translate(`certification.status.${d.openRequest.status}`),
                      })}
                    </Typography>
                  )}
                </Box>
              </ListItem>
            );
          })}
        </List>
      )}
      <Button
        component={RouterLink}
        to={certificateListPath('my')}
        size="small"
        startIcon={<WorkspacePremiumIcon />}
        sx={{ mt: 1 }}
        data-testid="my-certificates-all"
      >
        {translate(
          data.disciplines.length ? 'dashboard.cards.my_certificates.all' : 'dashboard.cards.my_certificates.apply',
        )}
      </Button>
    </Box>
  );
};
