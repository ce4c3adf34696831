import { ActionIcon, Anchor, Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { formatDisplayDate, TASK_MESSAGES } from '@haligi/shared';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import type { Task } from '../api/tasks-api';
import { useCompleteTask, useDeleteTask } from '../api/tasks-api';

export interface TaskRowProps {
  task: Task;
  /** Show the lead it belongs to (lists across leads). */
  showLead?: boolean;
  /** Offer deleting it. */
  canDelete?: boolean;
}

/** One task: tick done, title, due date (red "Overdue" when past), assignee, lead link. */
export function TaskRow({ task, showLead = false, canDelete = false }: TaskRowProps) {
  const complete = useCompleteTask();
  const remove = useDeleteTask();
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid={`task-${task.id}`}>
      <Checkbox
        mt={2}
        checked={task.done}
        disabled={complete.isPending}
        aria-label={task.done ? `Reopen ${task.title}` : `Mark ${task.title} done`}
        onChange={(event) => complete.mutate({ id: task.id, done: event.currentTarget.checked })}
      />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} td={task.done ? 'line-through' : undefined} c={task.done ? MUTED_TEXT_COLOR : undefined} style={{ overflowWrap: 'anywhere' }}>
          {task.title}
        </Text>
        <Group gap={6} wrap="wrap">
          {task.isOverdue && (
            <Badge color="red" size="sm" variant="filled">
              {TASK_MESSAGES.overdue}
            </Badge>
          )}
          {task.dueDate && (
            <Text size="xs" c={task.isOverdue ? 'red.9' : MUTED_TEXT_COLOR}>
              Due {formatDisplayDate(task.dueDate)}
            </Text>
          )}
          {task.assignee && (
            <Text size="xs" c={MUTED_TEXT_COLOR} title="Assignee">
              {task.assignee.name}
            </Text>
          )}
          {showLead && task.lead && (
            <Anchor component={Link} to={`/member/leads/${task.lead.id}`} size="xs">
              {task.lead.name}
            </Anchor>
          )}
        </Group>
      </Stack>
      {canDelete && (
        <ActionIcon variant="subtle" color="gray" aria-label={`Delete ${task.title}`} loading={remove.isPending} onClick={() => remove.mutate(task.id)}>
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
