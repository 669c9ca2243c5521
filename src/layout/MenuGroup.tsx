import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { MenuGroupRail, type MenuGroupProps } from './MenuGroupRail';
import { useMenuGroup } from './useMenuGroup';

export { CLOSE_DELAY, OPEN_DELAY } from './useMenuGroup';

/**
 * A group of entries. In the full drawer it expands in place on hover (with OPEN_DELAY and CLOSE_DELAY, and
 * folds again when the pointer leaves it) and stays open on click, Enter or Space; in the rail its
 * entries fly out beside it on hover, on click, or from the keyboard (Enter, Space or arrow
 * right), which takes the focus into them.
 */
export const MenuGroup = ({ item, active, children }: MenuGroupProps) => {
  const group = useMenuGroup(item, active);
  const Icon = item.icon;

  if (!group.sidebarOpen) {
    return (
      <MenuGroupRail item={item} active={active} group={group}>
        {children}
      </MenuGroupRail>
    );
  }

  return (
    <>
      <ListItemButton onClick={group.toggle} aria-expanded={group.open} {...group.hover}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={group.title} />
        {group.open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={group.open} timeout="auto" unmountOnExit {...group.hover}>
        <List dense component="div" disablePadding sx={{ pl: 2 }}>
          {children}
        </List>
      </Collapse>
    </>
  );
};
