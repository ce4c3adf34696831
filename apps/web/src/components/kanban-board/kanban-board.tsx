import {
  closestCorners,
  pointerWithin,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Box, em, Group, Select, Stack, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { BoardCard } from './board-card';

/**
 * What the pointer is over wins: dropped in the empty end of a short column, a card lands in that
 * column, not beside a nearer card of a longer neighbour (closestCorners alone picks that). Keyboard
 * drags have no pointer and use the closest corners.
 */
const collisionDetection: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : closestCorners(args);
};
import { BoardColumn } from './board-column';
import type { BoardCard as Card, BoardColumn as Column, BoardMove } from './board.types';
import { dropToMove, type DropTarget } from './move-card';

export interface KanbanBoardProps {
  columns: Column[];
  cardHref: (card: Card) => string;
  onMove: (move: BoardMove) => void;
  onLoadMore: (column: Column) => void;
  loadingMoreKey: string | null;
  /** Accessible name of the board region. */
  label: string;
}

type DragData = { type: 'card' | 'column' | 'column-end'; columnKey: string } | undefined;

/** Whether the dragged card's middle is past the middle of the card it is over (a drop below it). */
const isBelowMiddle = (active: DragEndEvent['active'], over: NonNullable<DragEndEvent['over']>) => {
  const dragged = active.rect.current.translated;
  return dragged ? dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2 : false;
};

/**
 * Stage columns with draggable cards (pointer and keyboard). A drop on a card of another column
 * lands above it, or below it on its lower half; within a column the card takes the place the
 * list shows; a drop on a column's free space under its cards lands at the bottom, on its heading
 * at the top. Below the sm breakpoint one column shows at a time, picked with a stage switcher
 * (with counts), so the page never scrolls sideways.
 */
export function KanbanBoard({ columns, cardHref, onMove, onLoadMore, loadingMoreKey, label }: KanbanBoardProps) {
  // The whole card drags: a mouse after 5 px (a click still opens the card), a finger after a
  // long press (a swipe still scrolls), the keyboard from the card's grip.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const theme = useMantineTheme();
  const isPhone = useMediaQuery(`(max-width: ${em(theme.breakpoints.sm)})`) ?? false;
  const [shownKey, setShownKey] = useState<string | null>(null);
  const shownColumn = columns.find((c) => c.key === shownKey) ?? columns[0];
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
    const data = over?.data.current as DragData;
    const card = cardsById.get(Number(active.id));
    const column = columns.find((c) => c.key === data?.columnKey);
    if (!over || !data || !card || !column) return;
    const target: DropTarget = data.type === 'card' ? { type: 'card', id: Number(over.id), isBelow: isBelowMiddle(active, over) } : { type: data.type };
    const move = dropToMove(card, column, target);
    if (move) onMove(move);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
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
      {isPhone ? (
        <Stack component="section" aria-label={label} gap="sm" data-testid="kanban-board">
          <Select
            label="Stage"
            data={columns.map((c) => ({ value: c.key, label: `${c.label} (${c.count})` }))}
            value={shownColumn?.key ?? null}
            onChange={(key) => key && setShownKey(key)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="board-stage-switcher"
          />
          {shownColumn && (
            <BoardColumn
              column={shownColumn}
              isFullWidth
              cardHref={cardHref}
              isHighlighted={false}
              isLoadingMore={loadingMoreKey === shownColumn.key}
              onLoadMore={() => onLoadMore(shownColumn)}
            />
          )}
        </Stack>
      ) : (
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
      )}
      <DragOverlay>{activeCard ? <BoardCard card={activeCard} href={cardHref(activeCard)} isOverlay /> : null}</DragOverlay>
    </DndContext>
  );
}

