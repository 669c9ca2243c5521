import type { Feature } from './features';

/**
 * The dashboard cards of the specification (§2). A card is shown to users holding its feature;
 * `no_cards_active` appears only when every other card is hidden or unavailable.
 */
export const DASHBOARD_CARDS = [
  { id: 'welcome' },
  { id: 'my_certificates', feature: 'user_is_instructor' },
  { id: 'its_instructor_certificates', feature: 'its_instructor_certificates' },
  { id: 'itc_instructor_certificates', feature: 'itc_instructor_certificates' },
  { id: 'aha_details', feature: 'user_is_instructor' },
  { id: 'its_certificates_expiring', feature: 'its_instructor_certificates' },
  { id: 'itc_certificates_expiring', feature: 'itc_instructor_certificates' },
  { id: 'itc_info_de_at', feature: 'its_instructor_certificates' },
  { id: 'itc_info_ch', feature: 'its_instructor_certificates' },
  { id: 'no_cards_active' },
] as const satisfies readonly { id: string; feature?: Feature }[];

export type DashboardCardId = (typeof DASHBOARD_CARDS)[number]['id'];
export const DASHBOARD_CARD_IDS: readonly string[] = DASHBOARD_CARDS.map((c) => c.id);

/** One card in the layout call `PATCH users/current-user/dashboard-cards` (§3 Dashboard card). */
export interface DashboardCardPlacement {
  dashboardCardId: DashboardCardId;
  /** 1 = left column, 2 = right column. */
  list: 1 | 2;
  position: number;
  visibility: boolean;
}
