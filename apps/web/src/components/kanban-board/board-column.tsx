import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatCurrencyCompact } from '@haligi/shared';
import { MUTED_TEXT_COLOR } from '../page-header';
import { StageBadge } from '../stage-badge';
import { BoardCard } from './board-card';
import type { BoardCard as Card, BoardColumn as Column } from './board.types';

export const COLUMN_WIDTH = 280;

export interface BoardColumnProps {
  column: Column;
  /** Fill the width given (one column at a time on a phone). */
  isFullWidth?: boolean;
  cardHref: (card: Card) => string;
  isHighlighted: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
}

/** The free space under a column's cards: a drop here lands at the bottom of the column. */
function ColumnEnd({ columnKey }: { columnKey: string }) {
  const { setNodeRef } = useDroppable({ id: `column-end:${columnKey}`, data: { type: 'column-end', columnKey } });
  return <div ref={setNodeRef} data-testid={`board-column-end-${columnKey}`} style={{ flex: 1, minHeight: 48 }} />;
}

/** One stage: its badge, count, compact total and weighted total, the cards, and "Load more". */
export function BoardColumn({ column, isFullWidth = false, cardHref, isHighlighted, isLoadingMore, onLoadMore }: BoardColumnProps) {
  const { setNodeRef } = useDroppable({ id: `column:${column.key}`, data: { type: 'column', columnKey: column.key } });
  const headingId = `board-column-${column.key}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      ref={setNodeRef}
      data-testid={`board-column-${column.key}`}
      withBorder
      radius="md"
      p="sm"
      bg={isHighlighted ? 'indigo.0' : 'gray.1'}
      style={{ width: isFullWidth ? '100%' : COLUMN_WIDTH, flexShrink: 0, display: 'flex', flexDirection: 'column', gap: 8, minHeight: 240 }}
    >
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Title order={2} size="h6" id={headingId}>
          <StageBadge label={column.label} color={column.color} size="md" />
          <VisuallyHidden>{`, ${column.count} ${column.count === 1 ? 'card' : 'cards'}`}</VisuallyHidden>
        </Title>
        <Text size="sm" fw={600} aria-hidden>
          {column.count}
        </Text>
      </Group>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="xs" c={MUTED_TEXT_COLOR} title={column.total.formatted} data-testid="column-total">
          Total {formatCurrencyCompact(column.total.raw)}
        </Text>
        {column.weightedTotal && (
          <Text size="xs" c={MUTED_TEXT_COLOR} title={`Weighted by win probability: ${column.weightedTotal.formatted}`} data-testid="column-weighted-total">
            Weighted {formatCurrencyCompact(column.weightedTotal.raw)}
          </Text>
        )}
      </Group>
      <SortableContext items={column.list.map((c) => c.id)} strategy={verticalListSortingStrategy}>
        <Stack gap="xs" style={{ flex: 1 }}>
          {column.list.map((card) => (
            <BoardCard key={card.id} card={card} href={cardHref(card)} />
          ))}
          {column.list.length === 0 && (
            <Text size="sm" c={MUTED_TEXT_COLOR} ta="center" py="md">
              No cards
            </Text>
          )}
          <ColumnEnd columnKey={column.key} />
        </Stack>
      </SortableContext>
      {column.hasMore && (
        <Button variant="light" size="xs" loading={isLoadingMore} onClick={onLoadMore} aria-label={`Load more ${column.label}`}>
          Load more
        </Button>
      )}
    </Paper>
  );
}
