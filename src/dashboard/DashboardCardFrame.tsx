import { Box, Card, CardContent, CardHeader } from '@mui/material';
import { DashboardCardActions } from './DashboardCardActions';
import { DashboardCardMenu } from './DashboardCardMenu';
import { useDashboardCardFrame, type FrameProps } from './useDashboardCardFrame';

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
  const frame = useDashboardCardFrame({ id, column, index, count, onMove, onHide });
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
          opacity: frame.dragging ? 0.5 : 1,
          outline: isNew ? 2 : 0,
          outlineColor: 'secondary.main',
          outlineStyle: 'solid',
        }}
      >
        <CardHeader
          avatar={<Icon color="primary" aria-hidden />}
          title={frame.title}
          slotProps={{
            title: { id: `card-title-${id}`, component: 'h2', variant: 'subtitle1', sx: { fontWeight: 600 } },
          }}
          action={<DashboardCardActions isNew={isNew} frame={frame} />}
          sx={{ pb: 0 }}
        />
        <CardContent>{children}</CardContent>
      </Card>
      <DashboardCardMenu frame={frame} />
    </Box>
  );
};
