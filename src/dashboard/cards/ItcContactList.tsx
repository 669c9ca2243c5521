import type { ReactNode } from 'react';
import { Link, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PersonIcon from '@mui/icons-material/Person';
import PhoneIcon from '@mui/icons-material/Phone';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslate } from 'react-admin';
import type { ItcInfoData } from './useItcInfo';

/** One way to reach the ITC: its icon, the value, and what it is. */
const ContactLine = ({
  icon: Icon,
  primary,
  secondary,
}: {
  icon: SvgIconComponent;
  primary: ReactNode;
  secondary: string;
}) => (
  <ListItem disableGutters>
    <ListItemIcon sx={{ minWidth: 32 }}>
      <Icon fontSize="small" />
    </ListItemIcon>
    <ListItemText primary={primary} secondary={secondary} />
  </ListItem>
);

/** The contact of the user's ITC: its contact person, and its e-mail, phone and address where known. */
export const ItcContactList = ({ itc, address }: { itc: ItcInfoData['itc']; address: string }) => {
  const translate = useTranslate();
  return (
    <List dense disablePadding aria-label={translate('dashboard.cards.itc_info.contact')}>
      <ContactLine
        icon={PersonIcon}
        primary={itc.contactName ?? translate('dashboard.cards.itc_info.no_contact')}
        secondary={translate('dashboard.cards.itc_info.contact')}
      />
      {itc.contactEmail && (
        <ContactLine
          icon={EmailIcon}
          primary={<Link href={`mailto:${itc.contactEmail}`}>{itc.contactEmail}</Link>}
          secondary={translate('dashboard.cards.itc_info.email')}
        />
      )}
      {itc.phone && (
        <ContactLine
          icon={PhoneIcon}
          primary={<Link href={`tel:${itc.phone.replace(/\s+/g, '')}`}>{itc.phone}</Link>}
          secondary={translate('dashboard.cards.itc_info.phone')}
        />
      )}
      {address && (
        <ContactLine
          icon={LocationOnIcon}
          primary={address}
          secondary={translate('dashboard.cards.itc_info.address')}
        />
      )}
    </List>
  );
};
