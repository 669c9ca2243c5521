import { Box, Chip, IconButton, Tooltip } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';
import type { CardFrameState } from './useDashboardCardFrame';

/** The controls in a card's header: the "new" flag, the drag handle and the button of the card menu. */
export const DashboardCardActions = ({ isNew, frame }: { isNew: boolean; frame: CardFrameState }) => {
  const translate = useTranslate();
  return (
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
          onDragStart={frame.startDrag}
          onDragEnd={frame.endDrag}
          sx={{ cursor: 'grab', display: 'inline-flex', p: 1, color: 'text.secondary' }}
          data-testid="card-drag-handle"
          aria-hidden
        >
          <DragIndicatorIcon fontSize="small" />
        </Box>
      </Tooltip>
      <IconButton
        aria-label={translate('dashboard.layout.card_menu', { title: frame.title })}
        aria-haspopup="menu"
        aria-expanded={!!frame.anchor}
        onClick={frame.openMenu}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
    </Box>
  );
};
