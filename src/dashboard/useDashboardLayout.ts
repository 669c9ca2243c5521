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
import { api, ApiError } from '../providers/http';
import { CARD_REGISTRY } from './cards/registry';

interface DashboardAnswer {
  cards: { id: DashboardCardId; data?: unknown }[];
}

/** A change of the layout, made again on another one where that was saved meanwhile. */
type Edit = (layout: DashboardLayout) => DashboardLayout;

/**
 * The dashboard's cards and their layout: what the server offers the user (`GET /dashboard`),
 * arranged by his saved settings; every change is saved at once (useLayoutSaves).
 */
export function useDashboardLayout(user: SessionUser | undefined) {
  const { layout, change, load } = useLayoutSaves();
  const [data, setData] = useState<Partial<Record<DashboardCardId, unknown>>>({});
  const [failure, setFailure] = useState<{ error: unknown }>();

  useEffect(() => {
    if (!user) return;
    let current = true;
    Promise.all([api<DashboardAnswer>('dashboard'), api<UiSettings>(`users/${user.id}/uisettings`)])
      .then(([dashboard, settings]) => {
        if (!current) return;
        load(
          dashboard.json.cards.map((c) => c.id).filter((id) => id in CARD_REGISTRY),
          settings.json,
        );
        setData(Object.fromEntries(dashboard.json.cards.map((c) => [c.id, c.data])));
      })
      .catch((error: unknown) => current && setFailure({ error }));
    return () => {
      current = false;
    };
  }, [user, load]);

  return {
    layout,
    data,
    failure,
    move: (id: DashboardCardId, column: Column, index: number) => change((next) => moveCard(next, id, column, index)),
    hide: (id: DashboardCardId) => change((next) => hideCard(next, id)),
    show: (id: DashboardCardId) => change((next) => showCard(next, id)),
    showAll: () => change((next) => next.hidden.reduce(showCard, next)),
  };
}

/**
 * The layout shown and its saves: every change is saved at once with
 * `PATCH users/current-user/dashboard-cards`, one save after the other, each on the layout's
 * version the one before answered. A layout saved meanwhile in another window (412) is taken and
 * the changes not yet saved are made again on it; a save that fails otherwise is rolled back
 * with a message. Cards seen for the first time are saved right away, so they are new only once.
 */
function useLayoutSaves() {
  const notify = useNotify();
  const [layout, setLayout] = useState<DashboardLayout>();
  const saved = useRef<DashboardLayout | undefined>(undefined);
  const shown = useRef<DashboardLayout | undefined>(undefined);
  const version = useRef<string | undefined>(undefined);
  const available = useRef<DashboardCardId[]>([]);
  const unsaved = useRef<Edit[]>([]);
  const saving = useRef<Promise<void>>(Promise.resolve());

  const show = useCallback((next: DashboardLayout | undefined) => {
    shown.current = next;
    setLayout(next);
  }, []);

  const send = useCallback(async (next: DashboardLayout) => {
    const { json } = await api<UiSettings>('users/current-user/dashboard-cards', {
      method: 'PATCH',
      body: { cards: toPlacements(next) },
      ifMatch: version.current,
    });
    version.current = json.version;
    saved.current = next;
  }, []);

  /** Saves what is shown once the saves before have answered. */
  const save = useCallback(() => {
    saving.current = saving.current.then(async () => {
      const edits = unsaved.current.splice(0);
      if (!edits.length || !shown.current) return;
      try {
        await send(shown.current);
        return;
      } catch (error) {
        const current = error instanceof ApiError && error.status === 412 ? error.body.current : undefined;
        if (current) {
          // another window saved a layout meanwhile: this one's changes are made again on it
          const theirs = current as unknown as UiSettings;
          version.current = theirs.version;
          const base = arrangeCards(available.current, theirs);
          show([...edits, ...unsaved.current.splice(0)].reduce((next, edit) => edit(next), base));
          notify('dashboard.layout.merged', { type: 'warning' });
          try {
            await send(shown.current!);
            return;
          } catch {
            // rolled back below
          }
        }
      }
      unsaved.current = [];
      show(saved.current);
      notify('dashboard.layout.save_failed', { type: 'error' });
    });
  }, [send, show, notify]);

  const change = useCallback(
    (edit: Edit) => {
      if (!shown.current) return;
      show(edit(shown.current));
      unsaved.current.push(edit);
      save();
    },
    [show, save],
  );

  /** The layout the saved settings arrange of the cards offered. */
  const load = useCallback(
    (cards: DashboardCardId[], settings: UiSettings) => {
      available.current = cards;
      const arranged = arrangeCards(available.current, settings);
      version.current = settings.version;
      saved.current = arranged;
      show(arranged);
      // the cards seen for the first time are placed: saved as they are shown
      if (arranged.fresh.length) change((next) => next);
    },
    [show, change],
  );

  return { layout, change, load };
}
