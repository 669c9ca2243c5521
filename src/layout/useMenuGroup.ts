import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';
import type { NavItem } from './navigation';

/** §2 Shell: a menu opens 300 ms after the pointer rests on it and closes 250 ms after it leaves. */
export const OPEN_DELAY = 300;
export const CLOSE_DELAY = 250;

/**
 * A menu group's state: in the full drawer whether it is expanded (for good, or while the pointer
 * rests on it), in the rail whether its flyout is open, and where the keyboard's focus goes.
 */
export function useMenuGroup(item: NavItem, active: boolean) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [expanded, setExpanded] = useState(active);
  // opened by the pointer resting on it in the full drawer, not by a click: it folds when the pointer leaves
  const [hovered, setHovered] = useState(false);
  const [flyout, setFlyout] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const button = useRef<HTMLDivElement>(null);
  const entries = useRef<HTMLDivElement | null>(null);
  const focusFirst = useRef(false);
  const flyoutId = `menu-flyout-${useId()}`;

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (active) setExpanded(true);
  }, [active]);

  /** Arrow keys move between the entries; Escape, arrow left and Tab close the flyout and return to its button. */
  const onFlyoutKey = (event: KeyboardEvent) => {
    const links = [...(entries.current?.querySelectorAll<HTMLElement>('a') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      links[(at + (event.key === 'ArrowDown' ? 1 : links.length - 1)) % links.length]?.focus();
    } else if (event.key === 'Escape' || event.key === 'ArrowLeft' || event.key === 'Tab') {
      event.preventDefault();
      setFlyout(false);
      button.current?.focus();
    }
  };

  /** Opened from the keyboard, the focus moves to the first entry as it appears (the flyout lives at the end of the page). */
  const entriesRef = (node: HTMLDivElement | null) => {
    entries.current = node;
    if (node && focusFirst.current) node.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
    focusFirst.current = false;
  };

  const schedule = (open: boolean) => {
    clearTimeout(timer.current);
    const show = sidebarOpen ? setHovered : setFlyout;
    timer.current = setTimeout(() => show(open), open ? OPEN_DELAY : CLOSE_DELAY);
  };

  /** A click opens the group for good (also one the pointer opened), or closes one opened so. */
  const toggle = () => {
    clearTimeout(timer.current);
    setHovered(false);
    setExpanded(!expanded);
  };

  const onButtonClick = (event: MouseEvent) => {
    // a click from Enter or Space (no pointer) takes the focus into the entries
    focusFirst.current = event.detail === 0;
    setFlyout(!flyout);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setFlyout(false);
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusFirst.current = true;
      setFlyout(true);
    }
  };

  const onFlyoutClick = () => {
    // the entry followed disappears with the flyout: the focus goes back to the group
    if (entries.current?.contains(document.activeElement)) button.current?.focus();
    setFlyout(false);
  };

  return {
    title: translate(item.title),
    sidebarOpen,
    open: expanded || hovered,
    flyout,
    flyoutId,
    anchor,
    button,
    entriesRef,
    /** The pointer resting on the group or its entries opens it, leaving them closes it (after the delays). */
    hover: { onMouseEnter: () => schedule(true), onMouseLeave: () => schedule(false) },
    toggle,
    onButtonClick,
    onButtonKey,
    onFlyoutClick,
    onFlyoutKey,
  };
}

export type MenuGroupState = ReturnType<typeof useMenuGroup>;
