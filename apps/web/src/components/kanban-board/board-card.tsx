import { useSortable } from '@dnd-kit/sortable';
import { ActionIcon, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { daysInStage, daysInStageLabel, formatDisplayDate, TASK_MESSAGES, winProbabilityLabel } from '@haligi/shared';
import { IconAlertTriangle, IconChecklist, IconGripVertical } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MUTED_TEXT_COLOR } from '../page-header';
import type { BoardCard as Card } from './board.types';

export interface BoardCardProps {
  card: Card;
  href: string;
  /** Rendered in the drag overlay: no sortable hooks. */
  isOverlay?: boolean;
}

/**
 * A card: name (link), client, budget, win probability, days in stage, closing date, owner, the
 * next open task (red when overdue) and, for a lost lead, its reason. The whole card drags with a
 * mouse or a long press (a click under the sensor's distance still opens the link); the grip is
 * the keyboard handle (space or enter picks the card up).
 */
export function BoardCard({ card, href, isOverlay = false }: BoardCardProps) {
  const sortable = useSortable({ id: card.id, data: { type: 'card', columnKey: card.boardKey }, disabled: isOverlay });
  const style = isOverlay
    ? { cursor: 'grabbing', boxShadow: 'var(--mantine-shadow-md)' }
    : {
        transform: sortable.transform ? `translate3d(${sortable.transform.x}px, ${sortable.transform.y}px, 0)` : undefined,
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.4 : 1,
        cursor: 'grab',
        userSelect: 'none' as const,
      };
  const probability = winProbabilityLabel(card.winProbability);
  const days = card.stageChangedAt ? daysInStage(card.stageChangedAt) : null;
  const task = card.nextTask;

  return (
    <Paper
      ref={isOverlay ? undefined : sortable.setNodeRef}
      withBorder
      p="sm"
      radius="md"
      style={style}
      data-testid={`board-card-${card.id}`}
      {...(isOverlay ? {} : sortable.listeners)}
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        <ActionIcon
          ref={isOverlay ? undefined : sortable.setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`Move ${card.name}`}
          style={{ cursor: 'grab', touchAction: 'none', flexShrink: 0 }}
          {...(isOverlay ? {} : sortable.attributes)}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={href} fw={600} size="sm" lineClamp={2} draggable={false}>
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
            {probability && (
              <Text size="xs" fw={700} c="teal.9" title="Win probability">
                {probability} win
              </Text>
            )}
          </Group>
          <Group justify="space-between" gap={4} wrap="nowrap">
            {days !== null && (
              <Text size="xs" c={MUTED_TEXT_COLOR} data-testid="days-in-stage" title="Days in this stage" style={{ whiteSpace: 'nowrap' }}>
                {daysInStageLabel(days)} in stage
              </Text>
            )}
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
          {task && (
            <Group gap={4} wrap="nowrap" data-testid="next-task" c={task.isOverdue ? 'red.9' : undefined}>
              {task.isOverdue ? <IconAlertTriangle size={14} aria-hidden style={{ flexShrink: 0 }} /> : <IconChecklist size={14} aria-hidden style={{ flexShrink: 0 }} />}
              <Text size="xs" truncate c={task.isOverdue ? 'red.9' : MUTED_TEXT_COLOR} fw={task.isOverdue ? 600 : undefined}>
                {task.isOverdue ? `${TASK_MESSAGES.overdue}: ` : 'Next: '}
                {task.title}
                {task.dueDate ? ` · ${formatDisplayDate(task.dueDate)}` : ''}
              </Text>
            </Group>
          )}
          {card.lostReason && (
            <Text size="xs" c="red.9" lineClamp={2} data-testid="lost-reason">
              Lost: {card.lostReason}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
