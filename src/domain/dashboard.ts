import type { Feature } from './features';
import { holds, type Principal } from './permissions';

/**
 * The dashboard cards of the specification (§2). A card is shown to users holding its feature;
 * `no_cards_active` appears only when every other card is hidden or unavailable.
 */
export const DASHBOARD_CARDS = [
  { id: 'welcome' },
  { id: 'its_courses', feature: 'its_courses' },
  { id: 'my_certificates', feature: 'user_is_instructor' },
  { id: 'its_instructor_certificates', feature: 'its_instructor_certificates' },
  { id: 'itc_instructor_certificates', feature: 'itc_instructor_certificates' },
  { id: 'aha_details', feature: 'user_is_instructor' },
  { id: 'its_certificates_expiring', feature: 'its_instructor_certificates' },
  { id: 'itc_certificates_expiring', feature: 'itc_instructor_certificates' },
  { id: 'itc_info_de_at', feature: 'its_instructor_certificates' },
  { id: 'itc_info_ch', feature: 'its_instructor_certificates' },
  { id: 'its_courses_followup_overdue', feature: 'its_courses' },
  { id: 'itc_reminded_not_renewed', feature: 'itc_instructor_certificates' },
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

/** Shown when no other card is visible; never placed in a column, never hidden. */
export const NO_CARDS_ACTIVE: DashboardCardId = 'no_cards_active';

/** The cards whose feature the user holds (the server may narrow this further, e.g. by country). */
export function cardsFor(p: Principal | undefined): DashboardCardId[] {
  return DASHBOARD_CARDS.filter((card) => !('feature' in card) || holds(p, card.feature)).map((card) => card.id);
}

/** The dashboard as the user sees it: two columns of cards, the hidden ones, and which are new. */
export interface DashboardLayout {
  left: DashboardCardId[];
  right: DashboardCardId[];
  hidden: DashboardCardId[];
  /** Cards the user had never seen before this visit (placed automatically, flagged new). */
  fresh: DashboardCardId[];
}

export interface SavedLayout {
  dashboardCardsLeft: readonly string[];
  dashboardCardsRight: readonly string[];
  dashboardCardsHidden: readonly string[];
  /** Every card he has seen once (the server adds each card a saved layout names). */
  dashboardCardsSeen?: readonly string[];
}

/**
 * Lays out the available cards from the saved settings: known cards where the user put them;
 * cards not in his layout placed alternately left and right, starting with the shorter column.
 * Of those, the ones he has never seen are flagged new; a card he saw before and that was away
 * meanwhile (it shows only while there is something to do) comes back without the flag. Cards no
 * longer available drop out.
 */
export function arrangeCards(available: readonly DashboardCardId[], saved: SavedLayout): DashboardLayout {
  const placeable = new Set(available.filter((id) => id !== NO_CARDS_ACTIVE));
  const keep = (ids: readonly string[]) =>
    ids.filter((id): id is DashboardCardId => placeable.has(id as DashboardCardId));
  const left = keep(saved.dashboardCardsLeft);
  const right = keep(saved.dashboardCardsRight).filter((id) => !left.includes(id));
  const hidden = keep(saved.dashboardCardsHidden).filter((id) => !left.includes(id) && !right.includes(id));
  const placed = new Set([...left, ...right, ...hidden]);
  const seen = new Set<string>([...placed, ...(saved.dashboardCardsSeen ?? [])]);
  const unplaced = DASHBOARD_CARDS.map((c) => c.id).filter((id) => placeable.has(id) && !placed.has(id));
  const fresh = unplaced.filter((id) => !seen.has(id));
  let toLeft = left.length <= right.length;
  for (const id of unplaced) {
    (toLeft ? left : right).push(id);
    toLeft = !toLeft;
  }
  return { left, right, hidden, fresh };
}

/** The layout as the call `PATCH users/current-user/dashboard-cards` takes it. */
export function toPlacements(layout: Pick<DashboardLayout, 'left' | 'right' | 'hidden'>): DashboardCardPlacement[] {
  return [
    ...layout.left.map((id, position) => ({ dashboardCardId: id, list: 1 as const, position, visibility: true })),
    ...layout.right.map((id, position) => ({ dashboardCardId: id, list: 2 as const, position, visibility: true })),
    ...layout.hidden.map((id, position) => ({ dashboardCardId: id, list: 1 as const, position, visibility: false })),
  ];
}

export type Column = 'left' | 'right';

const without = (layout: DashboardLayout, id: DashboardCardId): DashboardLayout => ({
  ...layout,
  left: layout.left.filter((c) => c !== id),
  right: layout.right.filter((c) => c !== id),
  hidden: layout.hidden.filter((c) => c !== id),
});

/** Moves a card to `index` of `column` (within its column or across). */
export function moveCard(layout: DashboardLayout, id: DashboardCardId, column: Column, index: number): DashboardLayout {
  const next = without(layout, id);
  const target = [...next[column]];
  target.splice(Math.max(0, Math.min(index, target.length)), 0, id);
  return { ...next, [column]: target };
}

/** Where a card is: its column and index; undefined when hidden. */
export function positionOf(
  layout: DashboardLayout,
  id: DashboardCardId,
): { column: Column; index: number } | undefined {
  for (const column of ['left', 'right'] as const) {
    const index = layout[column].indexOf(id);
    if (index >= 0) return { column, index };
  }
  return undefined;
}

export function hideCard(layout: DashboardLayout, id: DashboardCardId): DashboardLayout {
  const next = without(layout, id);
  return { ...next, hidden: [...next.hidden, id] };
}

/** Shows a hidden card again, at the end of the shorter column. */
export function showCard(layout: DashboardLayout, id: DashboardCardId): DashboardLayout {
  const next = without(layout, id);
  const column: Column = next.left.length <= next.right.length ? 'left' : 'right';
  return { ...next, [column]: [...next[column], id] };
}
