import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { RemindedNotRenewedData } from '../../domain/renewal';
import { certificateListPath } from '../../domain/certificateScopes';
import type { CardProps } from './types';

/** The ITC's certificate list with boolean filters (certificateListPath takes texts only). */
const listWith = (filter: Record<string, boolean>) =>
  `${certificateListPath('itc')}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** Certificates reminded of their expiry and not renewed yet, with how many are ready; both link to the list. */
export const RemindedNotRenewedCard = ({ data }: CardProps<RemindedNotRenewedData>) => {
  const translate = useTranslate();
  if (!data) return null;
  const texts = 'dashboard.cards.itc_reminded_not_renewed';
  if (!data.total)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="reminded-empty">
        {translate(`${texts}.empty`)}
      </Typography>
    );
  return (
    <Box data-testid="reminded-not-renewed">
      <Link component={RouterLink} to={listWith({ reminded: true })} variant="h4" underline="hover">
        {data.total}
      </Link>
      <Typography variant="body2">{translate(`${texts}.total`, { smart_count: data.total })}</Typography>
      <Link
        component={RouterLink}
        to={listWith({ reminded: true, renewalReady: true })}
        variant="body2"
        underline="hover"
      >
        {translate(`${texts}.ready`, { smart_count: data.ready })}
      </Link>
    </Box>
  );
};
