import { Anchor, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { TASK_MESSAGES } from '@haligi/shared';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { useLiveTasks, useMyTasks } from '../api/tasks-api';
import { TaskRow } from './task-row';

/** The most tasks the card lists; the page has the rest. */
const CARD_LIMIT = 6;

/** For the dashboard: my overdue and today's tasks, linking to the My tasks page. */
export function MyTasksCard() {
  const tasks = useMyTasks();
  useLiveTasks();
  const due = [...(tasks.data?.overdue ?? []), ...(tasks.data?.today ?? [])];
  return (
    <Card padding="lg" data-testid="my-tasks-card" style={{ alignSelf: 'start' }}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4">
          My tasks today
        </Title>
        {tasks.data && tasks.data.overdue.length > 0 && (
          <Badge color="red" variant="light">
            {tasks.data.overdue.length} overdue
          </Badge>
        )}
      </Group>
      {tasks.isLoading && <Loader size="sm" role="status" aria-label="Loading my tasks" />}
      {tasks.isError && <LoadError what="tasks" error={tasks.error} onRetry={() => void tasks.refetch()} isRetrying={tasks.isFetching} />}
      {tasks.data && (
        <Stack gap="sm">
          {due.length === 0 ? (
            <Text size="sm" c={MUTED_TEXT_COLOR}>
              Nothing due today.
            </Text>
          ) : (
            due.slice(0, CARD_LIMIT).map((task) => <TaskRow key={task.id} task={task} showLead />)
          )}
          <Anchor component={Link} to="/member/tasks" size="sm">
            {tasks.data.count > 0 ? `All my tasks (${tasks.data.count})` : TASK_MESSAGES.noTasks}
          </Anchor>
        </Stack>
      )}
    </Card>
  );
}
