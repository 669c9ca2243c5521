import { ItcInfoCard, type ExternalLink, type ItcInfoData } from './ItcInfoCard';
import type { CardProps } from './types';

const LINKS: ExternalLink[] = [
  { label: 'dashboard.cards.itc_info.link_src', href: 'https://www.resuscitation.ch' },
  { label: 'dashboard.cards.itc_info.link_erc', href: 'https://www.erc.edu' },
  { label: 'dashboard.cards.itc_info.link_aha_network', href: 'https://ahainstructornetwork.americanheart.org' },
  { label: 'dashboard.cards.itc_info.link_aha_courses', href: 'https://cpr.heart.org/en/courses' },
];

/** ITC information for Switzerland. */
export const ItcInfoChCard = (props: CardProps<ItcInfoData>) => <ItcInfoCard {...props} links={LINKS} />;
