import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Paper, Popper, Tooltip } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useSidebarState, useTranslate } from 'react-admin';
import type { NavItem } from './navigation';

/** §2 Shell: a menu opens 300 ms after the pointer rests on it and closes 250 ms after it leaves. */
export const OPEN_DELAY = 300;
export const CLOSE_DELAY = 250;

/**
 * A group of entries. In the full drawer it expands in place on hover (with the delays above, and
 * folds again when the pointer leaves it) and stays open on click, Enter or Space; in the rail its
 * entries fly out beside it on hover, on click, or from the keyboard (Enter, Space or arrow
 * right), which takes the focus into them.
 */
export const MenuGroup = ({ item, active, children }: { item: NavItem; active: boolean; children: ReactNode }) => {
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
  const title = translate(item.title);
  const Icon = item.icon;

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

  if (!sidebarOpen) {
    return (
      <div ref={anchor} onMouseEnter={() => schedule(true)} onMouseLeave={() => schedule(false)}>
        <Tooltip title={title} placement="right" disableHoverListener={flyout}>
          <ListItemButton
            ref={button}
            selected={active}
            aria-expanded={flyout}
            aria-controls={flyout ? flyoutId : undefined}
            aria-label={title}
            onClick={(event) => {
              // a click from Enter or Space (no pointer) takes the focus into the entries
              focusFirst.current = event.detail === 0;
              setFlyout(!flyout);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setFlyout(false);
              if (event.key === 'ArrowRight') {
                event.preventDefault();
                focusFirst.current = true;
                setFlyout(true);
              }
            }}
            sx={{ justifyContent: 'center', px: 1 }}
          >
            <Icon fontSize="small" />
          </ListItemButton>
        </Tooltip>
        <Popper
          open={flyout}
          anchorEl={anchor.current}
          placement="right-start"
          sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }}
        >
          <Paper
            elevation={6}
            sx={{ minWidth: 220 }}
            onMouseEnter={() => schedule(true)}
            onMouseLeave={() => schedule(false)}
          >
            <List
              ref={entriesRef}
              id={flyoutId}
              dense
              component="div"
              subheader={<ListItemText primary={title} sx={{ px: 2, pt: 1, color: 'text.secondary' }} />}
              onClick={() => {
                // the entry followed disappears with the flyout: the focus goes back to the group
                if (entries.current?.contains(document.activeElement)) button.current?.focus();
                setFlyout(false);
              }}
              onKeyDown={onFlyoutKey}
            >
              {children}
            </List>
          </Paper>
        </Popper>
      </div>
    );
  }

  const open = expanded || hovered;
  return (
    <>
      <ListItemButton
        onClick={toggle}
        aria-expanded={open}
        onMouseEnter={() => schedule(true)}
        onMouseLeave={() => schedule(false)}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={title} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse
        in={open}
        timeout="auto"
        unmountOnExit
        onMouseEnter={() => schedule(true)}
        onMouseLeave={() => schedule(false)}
      >
        <List dense component="div" disablePadding sx={{ pl: 2 }}>
          {children}
        </List>
      </Collapse>
    </>
  );
};
