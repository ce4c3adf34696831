import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Box, Group } from '@mantine/core';
import { useMemo, useState } from 'react';
import { BoardCard } from './board-card';
import { BoardColumn } from './board-column';
import type { BoardCard as Card, BoardColumn as Column, BoardMove } from './board.types';

export interface KanbanBoardProps {
  columns: Column[];
  cardHref: (card: Card) => string;
  onMove: (move: BoardMove) => void;
  onLoadMore: (column: Column) => void;
  loadingMoreKey: string | null;
  /** Accessible name of the board region. */
  label: string;
}

type DragData = { type: 'card' | 'column'; columnKey: string } | undefined;

/**
 * Stage columns with draggable cards (pointer and keyboard). A drop on a card lands before it; a
 * drop on a column's free space lands at its top. The board scrolls sideways on a phone.
 */
export function KanbanBoard({ columns, cardHref, onMove, onLoadMore, loadingMoreKey, label }: KanbanBoardProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [activeCard, setActiveCard] = useState<Card | null>(null);
  const [overKey, setOverKey] = useState<string | null>(null);

  const cardsById = useMemo(() => new Map(columns.flatMap((c) => c.list.map((card) => [card.id, card] as const))), [columns]);
  const columnLabel = (key: string | undefined) => columns.find((c) => c.key === key)?.label ?? key ?? '';
  const nameOf = (id: unknown) => cardsById.get(Number(id))?.name ?? 'card';

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over ${columnLabel((over.data.current as DragData)?.columnKey)}.` : `${nameOf(active.id)} is no longer over a column.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} was dropped in ${columnLabel((over.data.current as DragData)?.columnKey)}.` : `${nameOf(active.id)} was dropped back.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  const handleStart = ({ active }: DragStartEvent) => setActiveCard(cardsById.get(Number(active.id)) ?? null);
  const handleOver = ({ over }: DragOverEvent) => setOverKey((over?.data.current as DragData)?.columnKey ?? null);
  const handleEnd = ({ active, over }: DragEndEvent) => {
    setActiveCard(null);
    setOverKey(null);
    const target = over?.data.current as DragData;
    const card = cardsById.get(Number(active.id));
    if (!target || !card) return;
    const toKey = target.columnKey;
    const column = columns.find((c) => c.key === toKey);
    if (!column) return;
    if (target.type === 'column') {
      if (toKey !== card.boardKey) onMove({ cardId: card.id, toKey, beforeId: null });
      return;
    }
    const overId = Number(over!.id);
    if (overId === card.id) return;
    if (toKey !== card.boardKey) {
      onMove({ cardId: card.id, toKey, beforeId: overId });
      return;
    }
    // Reordering inside a column: the card that follows it afterwards is its new neighbour.
    const ids = column.list.map((c) => c.id);
    const reordered = arrayMove(ids, ids.indexOf(card.id), ids.indexOf(overId));
    const next = reordered[reordered.indexOf(card.id) + 1];
    // The API places a card before another or at the top; the bottom of its own column is not a move it offers.
    if (next !== undefined) onMove({ cardId: card.id, toKey, beforeId: next });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={handleStart}
      onDragOver={handleOver}
      onDragEnd={handleEnd}
      onDragCancel={() => {
        setActiveCard(null);
        setOverKey(null);
      }}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'To move a card, press space or enter, use the arrow keys to pick a column, then press space or enter again. Escape cancels.',
        },
      }}
    >
      <Box component="section" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', paddingBottom: 8, position: 'relative' }} data-testid="kanban-board">
        <Group align="stretch" wrap="nowrap" gap="sm" style={{ width: 'max-content' }}>
          {columns.map((column) => (
            <BoardColumn
              key={column.key}
              column={column}
              cardHref={cardHref}
              isHighlighted={overKey === column.key && activeCard?.boardKey !== column.key}
              isLoadingMore={loadingMoreKey === column.key}
              onLoadMore={() => onLoadMore(column)}
            />
          ))}
        </Group>
      </Box>
      <DragOverlay>{activeCard ? <BoardCard card={activeCard} href={cardHref(activeCard)} isOverlay /> : null}</DragOverlay>
    </DndContext>
  );
}

