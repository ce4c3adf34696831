import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { TASK_MESSAGES } from '@haligi/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { useLeadTasks, useLiveTasks } from '../api/tasks-api';
import { TaskDialog } from './task-dialog';
import { TaskRow } from './task-row';

/** The lead page's tasks: open ones first (earliest due first), tick done, add one. */
export function LeadTasksCard({ leadId }: { leadId: number }) {
  const tasks = useLeadTasks(leadId);
  useLiveTasks();
  const [isAdding, setIsAdding] = useState(false);
  return (
    <Card padding="lg" data-testid="lead-tasks">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4">
          Tasks
        </Title>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setIsAdding(true)}>
          Add task
        </Button>
      </Group>
      {tasks.isLoading && <Loader size="sm" role="status" aria-label="Loading tasks" />}
      {tasks.data && (
        <Stack gap="sm">
          {tasks.data.list.length === 0 && (
            <Text size="sm" c={MUTED_TEXT_COLOR}>
              {TASK_MESSAGES.noTasks}
            </Text>
          )}
          {tasks.data.list.map((task) => (
            <TaskRow key={task.id} task={task} canDelete />
          ))}
        </Stack>
      )}
      <TaskDialog leadId={leadId} opened={isAdding} onClose={() => setIsAdding(false)} />
    </Card>
  );
}
