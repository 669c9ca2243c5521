import { Box, Button, Divider, Link, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PersonIcon from '@mui/icons-material/Person';
import PhoneIcon from '@mui/icons-material/Phone';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { meets } from '../../domain/permissions';
import { pathFor, routeByName } from '../../domain/routes';
import { useAppScreens } from '../../layout/appScreens';
import type { CardProps } from './types';

/** What `GET /dashboard` answers for an ITC information card: the user's ITC from the organisations table. */
export interface ItcInfoData {
  itc: {
    name: string;
    contactName: string | null;
    contactEmail: string | null;
    phone: string | null;
    street: string | null;
    houseNumber: string | null;
    zipCode: string | null;
    city: string | null;
    country: string | null;
  };
}

export interface ExternalLink {
  /** i18n key of the label. */
  label: string;
  href: string;
}

/**
 * The ITC information cards (Germany/Austria, Switzerland): the contact of the user's ITC, what a
 * certificate request needs, and the links of the country's resuscitation bodies.
 */
export const ItcInfoCard = ({ user, data, links }: CardProps<ItcInfoData> & { links: ExternalLink[] }) => {
  const translate = useTranslate();
  const { hasScreen } = useAppScreens();
  const itc = data?.itc;
  if (!itc) return null;
  const address = [
    [itc.street, itc.houseNumber].filter(Boolean).join(' '),
    [itc.zipCode, itc.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const certificates = routeByName('ITS_Instructor_Certificates');
  const showCertificates = hasScreen('ITS_Instructor_Certificates') && meets(user, certificates);
  return (
    <Box>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {itc.name}
      </Typography>
      <List dense disablePadding aria-label={translate('dashboard.cards.itc_info.contact')}>
        <ListItem disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary={itc.contactName ?? translate('dashboard.cards.itc_info.no_contact')}
            secondary={translate('dashboard.cards.itc_info.contact')}
          />
        </ListItem>
        {itc.contactEmail && (
          <ListItem disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <EmailIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={<Link href={`mailto:${itc.contactEmail}`}>{itc.contactEmail}</Link>}
              secondary={translate('dashboard.cards.itc_info.email')}
            />
          </ListItem>
        )}
        {itc.phone && (
          <ListItem disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <PhoneIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={<Link href={`tel:${itc.phone.replace(/\s+/g, '')}`}>{itc.phone}</Link>}
              secondary={translate('dashboard.cards.itc_info.phone')}
            />
          </ListItem>
        )}
        {address && (
          <ListItem disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <LocationOnIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={address} secondary={translate('dashboard.cards.itc_info.address')} />
          </ListItem>
        )}
      </List>
      <Divider sx={{ my: 1 }} />
      <Typography variant="subtitle2" component="p">
        {translate('dashboard.cards.itc_info.requests_title')}
      </Typography>
      <Typography variant="body2" component="ul" sx={{ pl: 2.5, my: 0.5 }}>
        <li>{translate('dashboard.cards.itc_info.initial')}</li>
        <li>{translate('dashboard.cards.itc_info.recertification')}</li>
        <li>{translate('dashboard.cards.itc_info.expiry')}</li>
      </Typography>
      {showCertificates && (
        <Button
          component={RouterLink}
          to={pathFor('ITS_Instructor_Certificates')}
          size="small"
          startIcon={<VerifiedIcon />}
          sx={{ mb: 0.5 }}
        >
          {translate('dashboard.cards.itc_info.to_certificates')}
        </Button>
      )}
      <Divider sx={{ my: 1 }} />
      <Typography variant="subtitle2" component="p">
        {translate('dashboard.cards.itc_info.links')}
      </Typography>
      <Box component="ul" sx={{ pl: 0, my: 0.5, listStyle: 'none' }}>
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              target="_blank"
              rel="noopener"
              variant="body2"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              {translate(link.label)}
              <OpenInNewIcon sx={{ fontSize: 14 }} aria-hidden />
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
};
