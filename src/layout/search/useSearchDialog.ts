import { useState, type KeyboardEvent } from 'react';
import { usePermissions } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SEARCH_KINDS, type SearchHit } from '../../domain/globalSearch';
import type { SessionUser } from '../../domain/session';
import { hitTarget } from './hitTarget';
import { useSearchHits } from './useSearchHits';

/**
 * The search dialog's text, its hits the user can open and the chosen one: the arrow keys move
 * the choice round the hits, Enter (or a click) opens the hit's screen and closes the dialog.
 */
export function useSearchDialog(onClose: () => void) {
  const navigate = useNavigate();
  const { permissions: user } = usePermissions<SessionUser>();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const { hits, error, isPending, q } = useSearchHits(text);
  // the hits the user can open, in the order of their kinds as shown
  const openable = SEARCH_KINDS.flatMap(({ kind }) =>
    hits.filter((hit) => hit.kind === kind && user && hitTarget(hit, user)),
  );
  const chosen = Math.min(active, Math.max(openable.length - 1, 0));

  const go = (hit: SearchHit | undefined) => {
    const target = hit && user && hitTarget(hit, user);
    if (!target) return;
    onClose();
    navigate(target);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((chosen + step + openable.length) % Math.max(openable.length, 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(openable[chosen]);
    }
  };
  const changeText = (next: string) => {
    setText(next);
    setActive(0);
  };

  return { text, changeText, onKeyDown, error, isPending, q, openable, chosen, setActive, go };
}

export type SearchDialogState = ReturnType<typeof useSearchDialog>;
