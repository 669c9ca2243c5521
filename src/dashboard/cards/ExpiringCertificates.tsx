import { Box, Chip, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ExpiringCertificatesData } from '../../domain/dashboardData';
import { useFormat } from '../../components/format';
import { certificateDetailPath, certificateListPath, type CertificateScope } from '../../domain/certificateScopes';

/**
 * Certificates expiring within 90 days, soonest first: instructor (a link to the certificate),
 * discipline, site, expiry date and days left, and a renewal already filed. Below, the list of
 * the scope filtered to the certified ones expiring soon.
 */
export const ExpiringCertificates = ({ scope, data }: { scope: 'its' | 'itc'; data: ExpiringCertificatesData }) => {
  const translate = useTranslate();
  const format = useFormat();
  const listScope: CertificateScope = scope;
  // a site's own card names the site only when it reaches more than one (internal staff)
  const showOrganisation = scope === 'itc' || new Set(data.certificates.map((c) => c.organisationName)).size > 1;
  if (data.certificates.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="expiring-empty">
        {translate('dashboard.cards.expiring.empty')}
      </Typography>
    );
  }
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {translate('dashboard.cards.expiring.intro')}
      </Typography>
      <List dense disablePadding data-testid="expiring">
        {data.certificates.map((c) => {
          const soon = c.daysLeft <= 30;
          return (
            <ListItem key={c.id} disableGutters data-testid="expiring-row" sx={{ alignItems: 'flex-start', gap: 1 }}>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={certificateDetailPath(listScope, c.id)}>
                    {c.instructorName}
                  </Link>
                }
                secondary={[
                  c.disciplineName,
                  showOrganisation ? c.organisationName : null,
                  c.ahaInstructorId ? `AHA ${c.ahaInstructorId}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
              <Box sx={{ textAlign: 'right', flexShrink: 0, pt: 0.5 }}>
                <Typography
                  variant="body2"
                  component="p"
                  sx={{ fontWeight: soon ? 600 : 400 }}
                  color={soon ? 'warning.main' : 'text.primary'}
                >
                  {format.day(c.expiryDate)}
                </Typography>
                <Typography variant="caption" component="p" color="text.secondary">
                  {c.daysLeft === 0
                    ? translate('dashboard.cards.expiring.today')
                    : translate('dashboard.cards.expiring.in_days', { smart_count: c.daysLeft })}
                </Typography>
                {c.openRequest && (
                  <Chip
                    size="small"
                    variant="outlined"
                    color="info"
                    component={RouterLink}
                    to={certificateDetailPath(listScope, c.openRequest.id)}
                    clickable
                    label={translate('dashboard.cards.expiring.renewal', {
                      status: translate(`certification.status.${c.openRequest.status}`),
                    })}
                    sx={{ mt: 0.25 }}
                  />
                )}
              </Box>
            </ListItem>
          );
        })}
      </List>
      <Link
        component={RouterLink}
        to={certificateListPath(listScope, { status: 'CERTIFIED', displayStatus: 'EXPIRES_SOON' })}
        variant="body2"
        data-testid="expiring-all"
      >
        {translate('dashboard.cards.expiring.all', { count: format.number(data.total) })}
      </Link>
    </Box>
  );
};
