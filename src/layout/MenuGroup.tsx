import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Paper, Popper, Tooltip } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useSidebarState, useTranslate } from 'react-admin';
import type { NavItem } from './navigation';

/** §2 Shell: a menu opens 300 ms after the pointer rests on it and closes 250 ms after it leaves. */
export const OPEN_DELAY = 300;
export const CLOSE_DELAY = 250;

/**
 * A group of entries. In the full drawer it expands in place (click, Enter or Space); in the
 * rail its entries fly out beside it on hover (with the delays above) or on click.
 */
export const MenuGroup = ({ item, active, children }: { item: NavItem; active: boolean; children: ReactNode }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [expanded, setExpanded] = useState(active);
  const [flyout, setFlyout] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const title = translate(item.title);
  const Icon = item.icon;

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (active) setExpanded(true);
  }, [active]);

  const schedule = (open: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFlyout(open), open ? OPEN_DELAY : CLOSE_DELAY);
  };

  if (!sidebarOpen) {
    return (
      <div ref={anchor} onMouseEnter={() => schedule(true)} onMouseLeave={() => schedule(false)}>
        <Tooltip title={title} placement="right" disableHoverListener={flyout}>
          <ListItemButton
            selected={active}
            aria-haspopup="menu"
            aria-expanded={flyout}
            aria-label={title}
            onClick={() => setFlyout(!flyout)}
            onKeyDown={(event) => event.key === 'Escape' && setFlyout(false)}
            sx={{ justifyContent: 'center', px: 1 }}
          >
            <Icon fontSize="small" />
          </ListItemButton>
        </Tooltip>
        <Popper open={flyout} anchorEl={anchor.current} placement="right-start" sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }}>
          <Paper elevation={6} sx={{ minWidth: 220 }} onMouseEnter={() => schedule(true)} onMouseLeave={() => schedule(false)}>
            <List dense component="div" subheader={<ListItemText primary={title} sx={{ px: 2, pt: 1, color: 'text.secondary' }} />} onClick={() => setFlyout(false)}>
              {children}
            </List>
          </Paper>
        </Popper>
      </div>
    );
  }

  return (
    <>
      <ListItemButton onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={title} />
        {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List dense component="div" disablePadding sx={{ pl: 2 }}>
          {children}
        </List>
      </Collapse>
    </>
  );
};
