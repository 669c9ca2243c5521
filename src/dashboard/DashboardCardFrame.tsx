import { useState, type DragEvent, type ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Chip,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
} from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EastIcon from '@mui/icons-material/East';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import WestIcon from '@mui/icons-material/West';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslate } from 'react-admin';
import type { Column, DashboardCardId } from '../domain/dashboard';
import { useCardTitle } from './useCardTitle';

export const DRAG_TYPE = 'application/x-certadmin-card';

interface FrameProps {
  id: DashboardCardId;
  icon: SvgIconComponent;
  column: Column;
  index: number;
  count: number;
  isNew: boolean;
  onMove: (column: Column, index: number) => void;
  onHide: () => void;
  /** Drag and drop: the dashboard tracks where a dragged card would land. */
  onDragOverCard: (event: DragEvent, id: DashboardCardId) => void;
  onDropCard: (event: DragEvent) => void;
  dropBefore: boolean;
  children: ReactNode;
}

/**
 * The frame of every dashboard card: icon, title, the "new" flag and the card menu (move up,
 * down, to the other column, hide), which is how the layout is changed by keyboard; with a mouse
 * the card can also be dragged by its handle.
 */
export const DashboardCardFrame = ({
  id,
  icon: Icon,
  column,
  index,
  count,
  isNew,
  onMove,
  onHide,
  onDragOverCard,
  onDropCard,
  dropBefore,
  children,
}: FrameProps) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dragging, setDragging] = useState(false);
  const title = useCardTitle()(id);
  const other: Column = column === 'left' ? 'right' : 'left';
  const act = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <Box
      sx={{ position: 'relative', pt: dropBefore ? 1 : 0 }}
      onDragOver={(event) => onDragOverCard(event, id)}
      onDrop={onDropCard}
      data-testid={`card-${id}`}
      data-column={column}
      data-index={index}
    >
      {dropBefore && (
        <Box
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 4, borderRadius: 2, bgcolor: 'primary.main' }}
          aria-hidden
        />
      )}
      <Card
        component="section"
        aria-labelledby={`card-title-${id}`}
        sx={{
          opacity: dragging ? 0.5 : 1,
          outline: isNew ? 2 : 0,
          outlineColor: 'secondary.main',
          outlineStyle: 'solid',
        }}
      >
        <CardHeader
          avatar={<Icon color="primary" aria-hidden />}
          title={title}
          slotProps={{
            title: { id: `card-title-${id}`, component: 'h2', variant: 'subtitle1', sx: { fontWeight: 600 } },
          }}
          action={
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              {isNew && (
                <Chip
                  size="small"
                  color="secondary"
                  label={translate('dashboard.layout.new')}
                  sx={{ mr: 0.5 }}
                  data-testid="card-new"
                />
              )}
              <Tooltip title={translate('dashboard.layout.drag')}>
                <Box
                  component="span"
                  draggable
                  onDragStart={(event: DragEvent) => {
                    event.dataTransfer.setData(DRAG_TYPE, id);
                    event.dataTransfer.setData('text/plain', id);
                    event.dataTransfer.effectAllowed = 'move';
                    setDragging(true);
                  }}
                  onDragEnd={() => setDragging(false)}
                  sx={{ cursor: 'grab', display: 'inline-flex', p: 1, color: 'text.secondary' }}
                  data-testid="card-drag-handle"
                  aria-hidden
                >
                  <DragIndicatorIcon fontSize="small" />
                </Box>
              </Tooltip>
              <IconButton
                aria-label={translate('dashboard.layout.card_menu', { title })}
                aria-haspopup="menu"
                aria-expanded={!!anchor}
                onClick={(event) => setAnchor(event.currentTarget)}
                size="small"
              >
                <MoreVertIcon fontSize="small" />
              </IconButton>
            </Box>
          }
          sx={{ pb: 0 }}
        />
        <CardContent>{children}</CardContent>
      </Card>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={act(() => onMove(column, index - 1))} disabled={index === 0}>
          <ListItemIcon>
            <ArrowUpwardIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('dashboard.layout.move_up')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={act(() => onMove(column, index + 1))} disabled={index >= count - 1}>
          <ListItemIcon>
            <ArrowDownwardIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('dashboard.layout.move_down')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={act(() => onMove(other, Number.MAX_SAFE_INTEGER))}>
          <ListItemIcon>
            {other === 'left' ? <WestIcon fontSize="small" /> : <EastIcon fontSize="small" />}
          </ListItemIcon>
          <ListItemText>
            {translate(other === 'left' ? 'dashboard.layout.move_left' : 'dashboard.layout.move_right')}
          </ListItemText>
        </MenuItem>
        <MenuItem onClick={act(onHide)}>
          <ListItemIcon>
            <VisibilityOffIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('dashboard.layout.hide')}</ListItemText>
        </MenuItem>
      </Menu>
    </Box>
  );
};
