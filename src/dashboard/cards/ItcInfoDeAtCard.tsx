import { ItcInfoCard, type ItcInfoData } from './ItcInfoCard';
import type { CardProps } from './types';

const COUNCIL = { label: 'dashboard.cards.itc_info.link_grc', href: 'https://www.grc-org.de' };

/** ITC information for Germany and Austria. */
export const ItcInfoDeAtCard = (props: CardProps<ItcInfoData>) => <ItcInfoCard {...props} council={COUNCIL} />;
