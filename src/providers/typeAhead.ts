import type { KeyboardEvent } from 'react';

/** §9: the letters typed in an open menu count together for a second (MUI's own forget after half a second). */
export const TYPE_AHEAD_RESET_MS = 1000;

const typed = new WeakMap<Element, { keys: string; at: number }>();

const ITEMS = '[role="menuitem"], [role="option"]';
const textOf = (item: Element) => (item.textContent ?? '').trim().toLowerCase();
const enabled = (item: Element) => item.getAttribute('aria-disabled') !== 'true' && !item.matches('.Mui-disabled');

/**
 * Type-ahead of every menu and select list (MUI's MenuList, through the theme), in the capture
 * phase so MUI's own, with its fixed 500 ms, never sees the letters: the first letter moves to the
 * next entry starting with it, the same letter again to the one after, further letters within a
 * second narrow to the entry starting with all of them.
 */
export function typeAhead(event: KeyboardEvent<HTMLElement>) {
  const { key, currentTarget: list } = event;
  if (key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
  // a search field inside a menu keeps its letters
  if ((event.target as HTMLElement).closest('input, textarea, [contenteditable="true"]')) return;
  const now = Date.now();
  const before = typed.get(list);
  const going = before && now - before.at <= TYPE_AHEAD_RESET_MS ? before.keys : '';
  // a space starts nothing: it chooses the focused entry
  if (key === ' ' && !going) return;
  const keys = going + key.toLowerCase();
  typed.set(list, { keys, at: now });

  const items = Array.from(list.querySelectorAll(ITEMS)).filter(enabled);
  const current = items.findIndex((item) => item === document.activeElement);
  const repeating = [...keys].every((letter) => letter === keys[0]);
  if (!repeating && current >= 0 && textOf(items[current]).startsWith(keys)) return stop(event);
  const prefix = repeating ? keys[0] : keys;
  const next = [...items.slice(current + 1), ...items.slice(0, current + 1)].find((item) =>
    textOf(item).startsWith(prefix),
  );
  if (next instanceof HTMLElement) next.focus();
  stop(event);
}

function stop(event: KeyboardEvent) {
  event.preventDefault();
  event.stopPropagation();
}
