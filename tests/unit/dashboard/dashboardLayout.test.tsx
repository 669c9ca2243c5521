import type { ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { useDashboardLayout } from '../../../src/dashboard/useDashboardLayout';
import type { DashboardCardPlacement } from '../../../src/domain/dashboard';
import type { SessionUser } from '../../../src/domain/session';
import { en } from '../../../src/i18n/en';
import { mockApi } from '../providers/msw';

/**
 * The dashboard's layout and its version (issue 23): each save goes after the one before, on the
 * version that one answered; a layout saved meanwhile in another window (412) is taken, and the
 * change is made again on it and saved. The server's side: tests/api/versionsOfSteps.test.ts.
 */
const server = mockApi();
afterEach(cleanup);

const user = { id: 'u1' } as SessionUser;
const CARDS = ['welcome', 'its_courses', 'its_instructor_certificates'];
const settings = (left: string[], right: string[], version: string) => ({
  firstName: 'Lena',
  lastName: 'Hoffmann',
  email: 'its@example.com',
  title: null,
  language: null,
  themeMode: null,
  dashboardCardsLeft: left,
  dashboardCardsRight: right,
  dashboardCardsHidden: [],
  dashboardCardsSeen: CARDS,
  version,
});
const leftOf = (cards: DashboardCardPlacement[]) =>
  cards.filter((card) => card.list === 1 && card.visibility).map((card) => card.dashboardCardId);

const wrapper = ({ children }: { children: ReactNode }) => (
  <AdminContext
    i18nProvider={polyglotI18nProvider(() => en, 'en')}
    dataProvider={testDataProvider()}
    store={memoryStore()}
  >
    {children}
  </AdminContext>
);

/** The dashboard offers three cards, laid out welcome | its_courses, its_instructor_certificates at version v1. */
function serve(save: (cards: DashboardCardPlacement[], ifMatch: string | null) => Promise<Response> | Response) {
  const saves: { left: string[]; ifMatch: string | null }[] = [];
  server.use(
    http.get('*/api/v2/dashboard', () => HttpResponse.json({ cards: CARDS.map((id) => ({ id })) })),
    http.get('*/api/v2/users/u1/uisettings', () =>
      HttpResponse.json(settings(['welcome'], ['its_courses', 'its_instructor_certificates'], 'v1')),
    ),
    http.patch('*/api/v2/users/current-user/dashboard-cards', async ({ request }) => {
      const { cards } = (await request.json()) as { cards: DashboardCardPlacement[] };
      const ifMatch = request.headers.get('if-match');
      saves.push({ left: leftOf(cards), ifMatch });
      return save(cards, ifMatch);
    }),
  );
  return saves;
}

describe('useDashboardLayout', () => {
  it('saves two quick moves one after the other, the second on the version the first answered', async () => {
    let version = 1;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const saves = serve(async (cards) => {
      // the first answer is held: the second move is made while the first save is on its way
      if (version === 1) await held;
      version += 1;
      return HttpResponse.json(settings(leftOf(cards), [], `v${version}`));
    });
    const { result } = renderHook(() => useDashboardLayout(user), { wrapper });
    await waitFor(() => expect(result.current.layout).toBeDefined());
    act(() => result.current.move('its_courses', 'left', 1));
    await waitFor(() => expect(saves).toHaveLength(1));
    act(() => result.current.move('its_instructor_certificates', 'left', 2));
    expect(saves).toHaveLength(1);
    release();
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves).toEqual([
      { left: ['welcome', 'its_courses'], ifMatch: '"v1"' },
      { left: ['welcome', 'its_courses', 'its_instructor_certificates'], ifMatch: '"v2"' },
    ]);
    expect(result.current.layout?.left).toEqual(['welcome', 'its_courses', 'its_instructor_certificates']);
  });

  it('makes a move again on the layout another window saved meanwhile, and saves that on its version', async () => {
    // the other window moved its_instructor_certificates to the left
    const theirs = settings(['welcome', 'its_instructor_certificates'], ['its_courses'], 'v7');
    const saves = serve((cards, ifMatch) =>
      ifMatch === '"v1"'
        ? HttpResponse.json(
            { statusCode: 412, code: 'CHANGED_MEANWHILE', message: 'changed', current: theirs },
            {
              status: 412,
            },
          )
        : HttpResponse.json(settings(leftOf(cards), [], 'v8')),
    );
    const { result } = renderHook(() => useDashboardLayout(user), { wrapper });
    await waitFor(() => expect(result.current.layout).toBeDefined());
    act(() => result.current.hide('welcome'));
    await waitFor(() => expect(saves).toHaveLength(2));
    // their move stays, and so does this window's: welcome hidden
    expect(saves[1]).toEqual({ left: ['its_instructor_certificates'], ifMatch: '"v7"' });
    await waitFor(() =>
      expect(result.current.layout).toMatchObject({
        left: ['its_instructor_certificates'],
        right: ['its_courses'],
        hidden: ['welcome'],
      }),
    );
  });
});
