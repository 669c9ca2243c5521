import { describe, expect, it } from 'vitest';
import {
  arrangeCards,
  cardsFor,
  hideCard,
  moveCard,
  positionOf,
  showCard,
  toPlacements,
  type DashboardCardId,
} from '../../../src/domain/dashboard';

const saved = (left: string[] = [], right: string[] = [], hidden: string[] = []) => ({
  dashboardCardsLeft: left,
  dashboardCardsRight: right,
  dashboardCardsHidden: hidden,
});
const available: DashboardCardId[] = ['welcome', 'itc_info_de_at', 'itc_info_ch', 'no_cards_active'];

describe('dashboard layout', () => {
  it('places unseen cards alternately left and right and flags them new', () => {
    const layout = arrangeCards(available, saved());
    expect(layout).toEqual({
      left: ['welcome', 'itc_info_ch'],
      right: ['itc_info_de_at'],
      hidden: [],
      fresh: ['welcome', 'itc_info_de_at', 'itc_info_ch'],
    });
  });

  it('keeps known cards where the user put them and starts new ones in the shorter column', () => {
    const layout = arrangeCards(available, saved(['itc_info_de_at', 'welcome'], [], []));
    expect(layout).toEqual({
      left: ['itc_info_de_at', 'welcome'],
      right: ['itc_info_ch'],
      hidden: [],
      fresh: ['itc_info_ch'],
    });
  });

  it('drops cards that are no longer available or unknown and keeps hidden ones hidden', () => {
    const layout = arrangeCards(
      ['welcome', 'itc_info_ch'],
      saved(['my_certificates', 'welcome', 'bogus'], [], ['itc_info_ch']),
    );
    expect(layout).toEqual({ left: ['welcome'], right: [], hidden: ['itc_info_ch'], fresh: [] });
  });

  it('flags a card new until it was seen once, also when it was away meanwhile (issue 25.8)', () => {
    // the follow-up card shows only while a course is overdue: gone from the saved columns, but seen
    const back = arrangeCards(['welcome', 'its_courses_followup_overdue'], {
      ...saved(['welcome']),
      dashboardCardsSeen: ['welcome', 'its_courses_followup_overdue'],
    });
    expect(back).toEqual({ left: ['welcome'], right: ['its_courses_followup_overdue'], hidden: [], fresh: [] });
    const never = arrangeCards(['welcome', 'its_courses_followup_overdue'], {
      ...saved(['welcome']),
      dashboardCardsSeen: ['welcome'],
    });
    expect(never.fresh).toEqual(['its_courses_followup_overdue']);
    // a layout saved before the seen list existed counts its cards as seen
    expect(arrangeCards(['welcome'], saved([], [], ['welcome'])).fresh).toEqual([]);
  });

  it('never places the no-cards card', () => {
    expect(arrangeCards(['no_cards_active'], saved())).toEqual({ left: [], right: [], hidden: [], fresh: [] });
  });

  it('moves, hides and shows cards, and turns the layout into placements', () => {
    let layout = arrangeCards(available, saved(['welcome', 'itc_info_ch'], ['itc_info_de_at']));
    layout = moveCard(layout, 'welcome', 'right', 1);
    expect([layout.left, layout.right]).toEqual([['itc_info_ch'], ['itc_info_de_at', 'welcome']]);
    layout = moveCard(layout, 'welcome', 'right', 0);
    expect(layout.right).toEqual(['welcome', 'itc_info_de_at']);
    expect(positionOf(layout, 'itc_info_de_at')).toEqual({ column: 'right', index: 1 });
    layout = hideCard(layout, 'itc_info_de_at');
    expect(positionOf(layout, 'itc_info_de_at')).toBeUndefined();
    expect(toPlacements(layout)).toEqual([
      { dashboardCardId: 'itc_info_ch', list: 1, position: 0, visibility: true },
      { dashboardCardId: 'welcome', list: 2, position: 0, visibility: true },
      { dashboardCardId: 'itc_info_de_at', list: 1, position: 0, visibility: false },
    ]);
    layout = showCard(layout, 'itc_info_de_at');
    expect([layout.left, layout.hidden]).toEqual([['itc_info_ch', 'itc_info_de_at'], []]);
  });

  it('offers each card only with its feature', () => {
    const user = (features: string[]) => ({
      authorizations: ['USER'],
      organisation: { modules: ['certificates', 'courses', 'support'] },
      userFeatures: features.map((feature) => ({ feature: feature as never, action: 'read' as const })),
    });
    expect(cardsFor(user([]))).toEqual(['welcome', 'no_cards_active']);
    expect(cardsFor(user(['its_instructor_certificates']))).toEqual(
      expect.arrayContaining(['itc_info_de_at', 'itc_info_ch', 'its_instructor_certificates']),
    );
  });
});
