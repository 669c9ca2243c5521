import InfoIcon from '@mui/icons-material/Info';
import PublicIcon from '@mui/icons-material/Public';
import WavingHandIcon from '@mui/icons-material/WavingHand';
import type { DashboardCardId } from '../../domain/dashboard';
import { ItcInfoChCard } from './ItcInfoChCard';
import { ItcInfoDeAtCard } from './ItcInfoDeAtCard';
import type { CardDefinition } from './types';
import { WelcomeCard } from './WelcomeCard';

/**
 * The dashboard's cards by id (src/domain/dashboard.ts lists them with their feature; the server's
 * data sources are in server/services/dashboard/registry.ts). A card the app has no entry for is
 * not shown. Adding a card: one file in this folder, one line here, its texts under
 * `dashboard.cards.<id>`. "No cards active" is not here: the dashboard itself shows it when no
 * other card is visible.
 */
export const CARD_REGISTRY: Partial<Record<DashboardCardId, CardDefinition>> = {
  welcome: { icon: WavingHandIcon, Component: WelcomeCard },
  itc_info_de_at: { icon: InfoIcon, Component: ItcInfoDeAtCard },
  itc_info_ch: { icon: PublicIcon, Component: ItcInfoChCard },
};
