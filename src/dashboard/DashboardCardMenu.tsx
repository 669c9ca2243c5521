import { Menu } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import EastIcon from '@mui/icons-material/East';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import WestIcon from '@mui/icons-material/West';
import { useTranslate } from 'react-admin';
import { IconMenuItem } from './IconMenuItem';
import type { CardFrameState } from './useDashboardCardFrame';

/** The card menu: move up, down, to the other column, or hide the card. */
export const DashboardCardMenu = ({ frame }: { frame: CardFrameState }) => {
  const translate = useTranslate();
  return (
    <Menu anchorEl={frame.anchor} open={!!frame.anchor} onClose={frame.closeMenu}>
      <IconMenuItem onClick={frame.moveUp} disabled={frame.first} icon={<ArrowUpwardIcon fontSize="small" />}>
        {translate('dashboard.layout.move_up')}
      </IconMenuItem>
      <IconMenuItem onClick={frame.moveDown} disabled={frame.last} icon={<ArrowDownwardIcon fontSize="small" />}>
        {translate('dashboard.layout.move_down')}
      </IconMenuItem>
      <IconMenuItem
        onClick={frame.moveAcross}
        icon={frame.other === 'left' ? <WestIcon fontSize="small" /> : <EastIcon fontSize="small" />}
      >
        {translate(frame.other === 'left' ? 'dashboard.layout.move_left' : 'dashboard.layout.move_right')}
      </IconMenuItem>
      <IconMenuItem onClick={frame.hide} icon={<VisibilityOffIcon fontSize="small" />}>
        {translate('dashboard.layout.hide')}
      </IconMenuItem>
    </Menu>
  );
};
