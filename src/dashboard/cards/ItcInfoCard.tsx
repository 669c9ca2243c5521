import { Box, Divider, Link, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useTranslate } from 'react-admin';
import { pathFor } from '../../domain/routes';
import { CardLinkButton } from './CardLinkButton';
import { ItcContactList } from './ItcContactList';
import type { CardProps } from './types';
import { useItcInfo, type ItcInfoData } from './useItcInfo';

export type { ItcInfoData } from './useItcInfo';

export interface ExternalLink {
  /** i18n key of the label. */
  label: string;
  href: string;
}

/** The links every country's card shows below its own resuscitation council's. */
const INTERNATIONAL_LINKS: ExternalLink[] = [
  { label: 'dashboard.cards.itc_info.link_erc', href: 'https://www.erc.edu' },
  { label: 'dashboard.cards.itc_info.link_aha_network', href: 'https://ahainstructornetwork.americanheart.org' },
  { label: 'dashboard.cards.itc_info.link_aha_courses', href: 'https://cpr.heart.org/en/courses' },
];

/**
 * The ITC information cards (Germany/Austria, Switzerland): the contact of the user's ITC, what a
 * certificate request needs, and the links of the country's resuscitation council and the international bodies.
 */
export const ItcInfoCard = ({ user, data, council }: CardProps<ItcInfoData> & { council: ExternalLink }) => {
  const translate = useTranslate();
  const { itc, address, showCertificates } = useItcInfo(user, data);
  if (!itc) return null;
  return (
    <Box>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {itc.name}
      </Typography>
      <ItcContactList itc={itc} address={address} />
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
        <CardLinkButton to={pathFor('ITS_Instructor_Certificates')} icon={<VerifiedIcon />} sx={{ mb: 0.5 }}>
          {translate('dashboard.cards.itc_info.to_certificates')}
        </CardLinkButton>
      )}
      <Divider sx={{ my: 1 }} />
      <Typography variant="subtitle2" component="p">
        {translate('dashboard.cards.itc_info.links')}
      </Typography>
      <Box component="ul" sx={{ pl: 0, my: 0.5, listStyle: 'none' }}>
        {[council, ...INTERNATIONAL_LINKS].map((link) => (
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
