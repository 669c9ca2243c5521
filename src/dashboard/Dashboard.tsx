import { useState, type DragEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import DashboardCustomizeIcon from '@mui/icons-material/DashboardCustomize';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { positionOf, type Column, type DashboardCardId } from '../domain/dashboard';
import type { SessionUser } from '../domain/session';
import { CARD_REGISTRY } from './cards/registry';
import { DashboardCardFrame, DRAG_TYPE } from './DashboardCardFrame';
import { HiddenCardsButton } from './HiddenCardsButton';
import { useDashboardLayout } from './useDashboardLayout';
import { failureNotice } from '../components/forms/failureText';

/** Where a dragged card would land: before `index` of `column` (index = length: at the end). */
type DropTarget = { column: Column; index: number };

/** "No cards active": every card is hidden; one button brings them back. */
const NoCardsActive = ({ hidden, onShowAll }: { hidden: number; onShowAll: () => void }) => {
  const translate = useTranslate();
  return (
    <Card data-testid="card-no_cards_active" component="section" aria-labelledby="card-title-no_cards_active">
      <CardContent sx={{ textAlign: 'center', py: 5 }}>
        <DashboardCustomizeIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
        <Typography id="card-title-no_cards_active" variant="h6" component="h2" gutterBottom>
          {translate('dashboard.cards.no_cards_active.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('dashboard.cards.no_cards_active.text')}
        </Typography>
        {hidden > 0 && (
          <Button variant="contained" onClick={onShowAll}>
            {translate('dashboard.cards.no_cards_active.show_all')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
};

/**
 * The home screen (§2): the user's cards in two columns. He hides cards, shows hidden ones again
 * and moves cards within and between the columns, by the card menu (keyboard) or by dragging;
 * the layout is saved for his next login. Cards he has not seen yet are flagged new.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const { permissions: user } = usePermissions<SessionUser>();
  const { layout, data, failure, move, hide, show, showAll } = useDashboardLayout(user);
  const [drop, setDrop] = useState<DropTarget | null>(null);

  if (!user) return null;
  if (failure)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {failureNotice(translate, 'notification.loading_data', failure.error)}
      </Alert>
    );
  if (!layout) {
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center', gap: 1, alignItems: 'center' }} role="status">
        <CircularProgress size={24} />
        <Typography>{translate('table.loading')}</Typography>
      </Box>
    );
  }

  const dragged = (event: DragEvent) => event.dataTransfer.types.includes(DRAG_TYPE);
  const overCard = (event: DragEvent, id: DashboardCardId) => {
    if (!dragged(event)) return;
    event.preventDefault();
    event.stopPropagation();
    const position = positionOf(layout, id);
    if (!position) return;
    const box = (event.currentTarget as HTMLElement).getBoundingClientRect();
    const below = event.clientY > box.top + box.height / 2;
    setDrop({ column: position.column, index: position.index + (below ? 1 : 0) });
  };
  const overColumn = (event: DragEvent, column: Column) => {
    if (!dragged(event)) return;
    event.preventDefault();
    if (event.target === event.currentTarget) setDrop({ column, index: layout[column].length });
  };
  const dropCard = (event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const id = event.dataTransfer.getData(DRAG_TYPE) as DashboardCardId;
    const target = drop;
    setDrop(null);
    if (!id || !target) return;
    const from = positionOf(layout, id);
    // indexes count the dragged card where it is now; it leaves its place before it is inserted
    const index = from && from.column === target.column && from.index < target.index ? target.index - 1 : target.index;
    if (from && from.column === target.column && from.index === index) return;
    move(id, target.column, index);
  };

  const visible = layout.left.length + layout.right.length;
  const column = (name: Column) => (
    <Box
      component="div"
      role="list"
      aria-label={translate(name === 'left' ? 'dashboard.layout.left' : 'dashboard.layout.right')}
      data-testid={`column-${name}`}
      onDragOver={(event) => overColumn(event, name)}
      onDrop={dropCard}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        minHeight: 120,
        pb: 4,
        borderRadius: 1,
        outline: drop?.column === name && drop.index === layout[name].length ? 2 : 0,
        outlineStyle: 'dashed',
        outlineColor: 'primary.main',
      }}
    >
      {layout[name].map((id, index) => {
        const card = CARD_REGISTRY[id];
        if (!card) return null;
        return (
          <Box role="listitem" key={id}>
            <DashboardCardFrame
              id={id}
              icon={card.icon}
              column={name}
              index={index}
              count={layout[name].length}
              isNew={layout.fresh.includes(id)}
              onMove={(to, toIndex) => move(id, to, toIndex)}
              onHide={() => hide(id)}
              onDragOverCard={overCard}
              onDropCard={dropCard}
              dropBefore={drop?.column === name && drop.index === index}
            >
              <card.Component user={user} data={data[id]} />
            </DashboardCardFrame>
          </Box>
        );
      })}
    </Box>
  );

  return (
    <Box sx={{ p: 2 }} onDragLeave={(event) => event.target === event.currentTarget && setDrop(null)}>
      <Title title={translate('dashboard.title')} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {translate('dashboard.title')}
        </Typography>
        <HiddenCardsButton hidden={layout.hidden} onShow={show} />
      </Box>
      {visible === 0 ? (
        <NoCardsActive hidden={layout.hidden.length} onShowAll={showAll} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          {column('left')}
          {column('right')}
        </Box>
      )}
    </Box>
  );
};
