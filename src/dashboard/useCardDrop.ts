import { useState, type DragEvent } from 'react';
import { positionOf, type Column, type DashboardCardId, type DashboardLayout } from '../domain/dashboard';
import { DRAG_TYPE } from './useDashboardCardFrame';

/** Where a dragged card would land: before `index` of `column` (index = length: at the end). */
type DropTarget = { column: Column; index: number };

/**
 * Dragging cards (by their handles) over the dashboard: where the card would land, shown while it
 * is dragged over a card or a column's free space, and its move there when it is dropped.
 */
export function useCardDrop(
  layout: DashboardLayout | undefined,
  move: (id: DashboardCardId, column: Column, index: number) => void,
) {
  const [drop, setDrop] = useState<DropTarget | null>(null);

  const dragged = (event: DragEvent) => event.dataTransfer.types.includes(DRAG_TYPE);
  const overCard = (event: DragEvent, id: DashboardCardId) => {
    if (!dragged(event)) return;
    event.preventDefault();
    event.stopPropagation();
    const position = layout && positionOf(layout, id);
    if (!position) return;
    const box = (event.currentTarget as HTMLElement).getBoundingClientRect();
    const below = event.clientY > box.top + box.height / 2;
    setDrop({ column: position.column, index: position.index + (below ? 1 : 0) });
  };
  const overColumn = (event: DragEvent, column: Column) => {
    if (!dragged(event)) return;
    event.preventDefault();
    if (layout && event.target === event.currentTarget) setDrop({ column, index: layout[column].length });
  };
  const dropCard = (event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const id = event.dataTransfer.getData(DRAG_TYPE) as DashboardCardId;
    const target = drop;
    setDrop(null);
    if (!id || !target || !layout) return;
    const from = positionOf(layout, id);
    // indexes count the dragged card where it is now; it leaves its place before it is inserted
    const index = from && from.column === target.column && from.index < target.index ? target.index - 1 : target.index;
    if (from && from.column === target.column && from.index === index) return;
    move(id, target.column, index);
  };

  return {
    overCard,
    overColumn,
    dropCard,
    /** Whether the dragged card would land before `index` of `column`. */
    dropsAt: (column: Column, index: number) => drop?.column === column && drop.index === index,
    /** The drag left the dashboard: no place is shown. */
    leave: (event: DragEvent) => event.target === event.currentTarget && setDrop(null),
  };
}

export type CardDrop = ReturnType<typeof useCardDrop>;
