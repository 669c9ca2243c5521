import type { ReactNode } from 'react';
import { List, ListItemButton, ListItemText, Paper, Popper, Tooltip } from '@mui/material';
import type { NavItem } from './navigation';
import type { MenuGroupState } from './useMenuGroup';

/** A group of the drawer's menu: its entry of the navigation, whether one of its screens is open, and its entries. */
export interface MenuGroupProps {
  item: NavItem;
  active: boolean;
  children: ReactNode;
}

/** The group in the rail: its icon, and its entries flying out beside it. */
export const MenuGroupRail = ({ item, active, children, group }: MenuGroupProps & { group: MenuGroupState }) => {
  const Icon = item.icon;
  return (
    <div ref={group.anchor} {...group.hover}>
      <Tooltip title={group.title} placement="right" disableHoverListener={group.flyout}>
        <ListItemButton
          ref={group.button}
          selected={active}
          aria-expanded={group.flyout}
          aria-controls={group.flyout ? group.flyoutId : undefined}
          aria-label={group.title}
          onClick={group.onButtonClick}
          onKeyDown={group.onButtonKey}
          sx={{ justifyContent: 'center', px: 1 }}
        >
          <Icon fontSize="small" />
        </ListItemButton>
      </Tooltip>
      <Popper
        open={group.flyout}
        anchorEl={group.anchor.current}
        placement="right-start"
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }}
      >
        <Paper elevation={6} sx={{ minWidth: 220 }} {...group.hover}>
          <List
            ref={group.entriesRef}
            id={group.flyoutId}
            dense
            component="div"
            subheader={<ListItemText primary={group.title} sx={{ px: 2, pt: 1, color: 'text.secondary' }} />}
            onClick={group.onFlyoutClick}
            onKeyDown={group.onFlyoutKey}
          >
            {children}
          </List>
        </Paper>
      </Popper>
    </div>
  );
};
