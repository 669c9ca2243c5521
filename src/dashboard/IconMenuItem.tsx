import type { ReactNode } from 'react';
import { ListItemIcon, ListItemText, MenuItem, type MenuItemProps } from '@mui/material';

/** A menu entry with its icon before its text (the rest goes to MenuItem, focus and key props included). */
export const IconMenuItem = ({ icon, children, ...props }: MenuItemProps & { icon: ReactNode }) => (
  <MenuItem {...props}>
    <ListItemIcon>{icon}</ListItemIcon>
    <ListItemText>{children}</ListItemText>
  </MenuItem>
);
