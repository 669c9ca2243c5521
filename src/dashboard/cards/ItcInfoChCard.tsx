import { ItcInfoCard, type ItcInfoData } from './ItcInfoCard';
import type { CardProps } from './types';

const COUNCIL = { label: 'dashboard.cards.itc_info.link_src', href: 'https://www.resuscitation.ch' };

/** ITC information for Switzerland. */
export const ItcInfoChCard = (props: CardProps<ItcInfoData>) => <ItcInfoCard {...props} council={COUNCIL} />;
