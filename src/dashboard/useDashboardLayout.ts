import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import {
  arrangeCards,
  hideCard,
  moveCard,
  showCard,
  toPlacements,
  type Column,
  type DashboardCardId,
  type DashboardLayout,
} from '../domain/dashboard';
import type { SessionUser } from '../domain/session';
import type { UiSettings } from '../domain/settings';
import { api } from '../providers/http';
import { CARD_REGISTRY } from './cards/registry';

interface DashboardAnswer {
  cards: { id: DashboardCardId; data?: unknown }[];
}

/**
 * The dashboard's cards and their layout: what the server offers the user (`GET /dashboard`),
 * arranged by his saved settings; every change is saved at once with
 * `PATCH users/current-user/dashboard-cards` and rolled back with a message when that fails.
 * Cards seen for the first time are saved right away, so they are new only once.
 */
export function useDashboardLayout(user: SessionUser | undefined) {
  const notify = useNotify();
  const [layout, setLayout] = useState<DashboardLayout>();
  const [data, setData] = useState<Partial<Record<DashboardCardId, unknown>>>({});
  const [failure, setFailure] = useState<{ error: unknown }>();
  const saved = useRef<DashboardLayout | undefined>(undefined);

  const persist = useCallback(async (next: DashboardLayout) => {
    await api('users/current-user/dashboard-cards', { method: 'PATCH', body: { cards: toPlacements(next) } });
    saved.current = next;
  }, []);

  useEffect(() => {
    if (!user) return;
    let current = true;
    Promise.all([api<DashboardAnswer>('dashboard'), api<UiSettings>(`users/${user.id}/uisettings`)])
      .then(async ([dashboard, settings]) => {
        if (!current) return;
        const available = dashboard.json.cards.map((c) => c.id).filter((id) => id in CARD_REGISTRY);
        const arranged = arrangeCards(available, settings.json);
        setData(Object.fromEntries(dashboard.json.cards.map((c) => [c.id, c.data])));
        setLayout(arranged);
        saved.current = arranged;
        if (arranged.fresh.length)
          await persist(arranged).catch(() => notify('dashboard.layout.save_failed', { type: 'error' }));
      })
      .catch((error: unknown) => current && setFailure({ error }));
    return () => {
      current = false;
    };
  }, [user, persist, notify]);

  const change = useCallback(
    (next: DashboardLayout) => {
      const previous = saved.current;
      setLayout(next);
      persist(next).catch(() => {
        setLayout(previous);
        notify('dashboard.layout.save_failed', { type: 'error' });
      });
    },
    [persist, notify],
  );

  return {
    layout,
    data,
    failure,
    move: (id: DashboardCardId, column: Column, index: number) => layout && change(moveCard(layout, id, column, index)),
    hide: (id: DashboardCardId) => layout && change(hideCard(layout, id)),
    show: (id: DashboardCardId) => layout && change(showCard(layout, id)),
    showAll: () => layout && change(layout.hidden.reduce(showCard, layout)),
  };
}
