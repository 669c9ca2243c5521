import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Column, DashboardCardId, DashboardLayout } from '../domain/dashboard';
import type { SessionUser } from '../domain/session';
import { CARD_REGISTRY } from './cards/registry';
import { DashboardCardFrame } from './DashboardCardFrame';
import type { CardDrop } from './useCardDrop';

/** One column of the dashboard: a list of its cards, each in its frame, and a place to drop a card at its end. */
export const DashboardColumn = ({
  name,
  layout,
  user,
  data,
  drop,
  onMove,
  onHide,
}: {
  name: Column;
  layout: DashboardLayout;
  user: SessionUser;
  data: Partial<Record<DashboardCardId, unknown>>;
  drop: CardDrop;
  onMove: (id: DashboardCardId, column: Column, index: number) => void;
  onHide: (id: DashboardCardId) => void;
}) => {
  const translate = useTranslate();
  return (
    <Box
      component="div"
      role="list"
      aria-label={translate(name === 'left' ? 'dashboard.layout.left' : 'dashboard.layout.right')}
      data-testid={`column-${name}`}
      onDragOver={(event) => drop.overColumn(event, name)}
      onDrop={drop.dropCard}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        minHeight: 120,
        pb: 4,
        borderRadius: 1,
        outline: drop.dropsAt(name, layout[name].length) ? 2 : 0,
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
              onMove={(to, toIndex) => onMove(id, to, toIndex)}
              onHide={() => onHide(id)}
              onDragOverCard={drop.overCard}
              onDropCard={drop.dropCard}
              dropBefore={drop.dropsAt(name, index)}
            >
              <card.Component user={user} data={data[id]} />
            </DashboardCardFrame>
          </Box>
        );
      })}
    </Box>
  );
};
