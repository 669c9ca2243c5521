import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import EastIcon from '@mui/icons-material/East';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import WestIcon from '@mui/icons-material/West';
import { useTranslate } from 'react-admin';
import type { CardFrameState } from './useDashboardCardFrame';

/** The card menu: move up, down, to the other column, or hide the card. */
export const DashboardCardMenu = ({ frame }: { frame: CardFrameState }) => {
  const translate = useTranslate();
  return (
    <Menu anchorEl={frame.anchor} open={!!frame.anchor} onClose={frame.closeMenu}>
      <MenuItem onClick={frame.moveUp} disabled={frame.first}>
        <ListItemIcon>
          <ArrowUpwardIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('dashboard.layout.move_up')}</ListItemText>
      </MenuItem>
      <MenuItem onClick={frame.moveDown} disabled={frame.last}>
        <ListItemIcon>
          <ArrowDownwardIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('dashboard.layout.move_down')}</ListItemText>
      </MenuItem>
      <MenuItem onClick={frame.moveAcross}>
        <ListItemIcon>
          {frame.other === 'left' ? <WestIcon fontSize="small" /> : <EastIcon fontSize="small" />}
        </ListItemIcon>
        <ListItemText>
          {translate(frame.other === 'left' ? 'dashboard.layout.move_left' : 'dashboard.layout.move_right')}
        </ListItemText>
      </MenuItem>
      <MenuItem onClick={frame.hide}>
        <ListItemIcon>
          <VisibilityOffIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('dashboard.layout.hide')}</ListItemText>
      </MenuItem>
    </Menu>
  );
};
