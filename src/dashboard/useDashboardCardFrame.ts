import { useState, type DragEvent, type MouseEvent, type ReactNode } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Column, DashboardCardId } from '../domain/dashboard';
import { useCardTitle } from './useCardTitle';

export const DRAG_TYPE = 'application/x-certadmin-card';

export interface FrameProps {
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
 * A card frame's state: the card's title, its menu (open at `anchor`) with the moves it offers,
 * each closing the menu first, and whether the card is being dragged by its handle.
 */
export function useDashboardCardFrame({
  id,
  column,
  index,
  count,
  onMove,
  onHide,
}: Pick<FrameProps, 'id' | 'column' | 'index' | 'count' | 'onMove' | 'onHide'>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dragging, setDragging] = useState(false);
  const title = useCardTitle()(id);
  const other: Column = column === 'left' ? 'right' : 'left';
  const act = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  const startDrag = (event: DragEvent) => {
    event.dataTransfer.setData(DRAG_TYPE, id);
    event.dataTransfer.setData('text/plain', id);
    event.dataTransfer.effectAllowed = 'move';
    setDragging(true);
  };
  return {
    title,
    anchor,
    dragging,
    other,
    first: index === 0,
    last: index >= count - 1,
    openMenu: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    closeMenu: () => setAnchor(null),
    startDrag,
    endDrag: () => setDragging(false),
    moveUp: act(() => onMove(column, index - 1)),
    moveDown: act(() => onMove(column, index + 1)),
    moveAcross: act(() => onMove(other, Number.MAX_SAFE_INTEGER)),
    hide: act(onHide),
  };
}

export type CardFrameState = ReturnType<typeof useDashboardCardFrame>;
