import { Box, Chip, Link, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DisplayStatusChip } from '../../components/certification/StatusChips';
import { certificateDetailPath } from '../../domain/certificateScopes';
import type { MyDiscipline } from './useMyCertificateLine';

/**
 * One discipline of My certificates: its name (a link to the certificate), the line under it, its
 * display status and a request under way (a link of its own when it is a renewal).
 */
export const MyCertificateRow = ({ discipline: d, line }: { discipline: MyDiscipline; line: string }) => {
  const translate = useTranslate();
  return (
    <ListItem disableGutters data-testid="my-certificate" sx={{ alignItems: 'flex-start', gap: 1 }}>
      <ListItemText
        primary={
          <Link component={RouterLink} to={certificateDetailPath('my', d.certificateId)} sx={{ fontWeight: 600 }}>
            {d.disciplineName}
          </Link>
        }
        secondary={line}
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
};
