import { formatDisplayDate } from '@haligi/shared';
import { useSortable } from '@dnd-kit/sortable';
import { ActionIcon, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MUTED_TEXT_COLOR } from '../page-header';
import type { BoardCard as Card } from './board.types';

export interface BoardCardProps {
  card: Card;
  href: string;
  /** Rendered in the drag overlay: no sortable hooks. */
  isOverlay?: boolean;
}

/** A card: name (link), client, budget, closing date, owner; dragged by its handle. */
export function BoardCard({ card, href, isOverlay = false }: BoardCardProps) {
  const sortable = useSortable({ id: card.id, data: { type: 'card', columnKey: card.boardKey }, disabled: isOverlay });
  const style = isOverlay
    ? { cursor: 'grabbing', boxShadow: 'var(--mantine-shadow-md)' }
    : { transform: sortable.transform ? `translate3d(${sortable.transform.x}px, ${sortable.transform.y}px, 0)` : undefined, transition: sortable.transition, opacity: sortable.isDragging ? 0.4 : 1 };

  return (
    <Paper ref={isOverlay ? undefined : sortable.setNodeRef} withBorder p="sm" radius="md" style={style} data-testid={`board-card-${card.id}`}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <ActionIcon
          ref={isOverlay ? undefined : sortable.setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`Move ${card.name}`}
          style={{ cursor: 'grab', touchAction: 'none', flexShrink: 0 }}
          {...(isOverlay ? {} : sortable.attributes)}
          {...(isOverlay ? {} : sortable.listeners)}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={href} fw={600} size="sm" lineClamp={2}>
            {card.name}
          </Anchor>
          {card.client && (
            <Text size="xs" c={MUTED_TEXT_COLOR} truncate>
              {card.client.name}
            </Text>
          )}
          <Group justify="space-between" gap={4} wrap="nowrap">
            <Text size="sm" fw={600}>
              {card.budget.formatted}
            </Text>
            {card.endDate && (
              <Text size="xs" c={MUTED_TEXT_COLOR} title="Closing date">
                {formatDisplayDate(card.endDate)}
              </Text>
            )}
          </Group>
          {card.relationshipOwner && (
            <Text size="xs" c={MUTED_TEXT_COLOR} truncate>
              Owner: {card.relationshipOwner.name}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
