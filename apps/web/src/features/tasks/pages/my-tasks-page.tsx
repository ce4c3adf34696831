import { Alert, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { MUTED_TEXT_COLOR, PageHeader } from '../../../components/page-header';
import { useLiveTasks, useMyTasks, type Task } from '../api/tasks-api';
import { TaskDialog } from '../components/task-dialog';
import { TaskRow } from '../components/task-row';

function TaskGroup({ title, tasks, empty }: { title: string; tasks: Task[]; empty: string }) {
  return (
    <Card padding="lg" data-testid={`tasks-${title.toLowerCase()}`}>
      <Title order={2} size="h4" mb="sm">
        {title} ({tasks.length})
      </Title>
      <Stack gap="sm">
        {tasks.length === 0 ? (
          <Text size="sm" c={MUTED_TEXT_COLOR}>
            {empty}
          </Text>
        ) : (
          tasks.map((task) => <TaskRow key={task.id} task={task} showLead canDelete />)
        )}
      </Stack>
    </Card>
  );
}

/** member_tasks: my open tasks, overdue first, then today, then upcoming. */
export function MyTasksPage() {
  const tasks = useMyTasks();
  useLiveTasks();
  const [isAdding, setIsAdding] = useState(false);
  return (
    <Stack gap="md">
      <PageHeader
        title="My tasks"
        description="Tasks assigned to you. Tick one when it is done."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsAdding(true)}>
            New task
          </Button>
        }
      />
      {tasks.isLoading && <Loader role="status" aria-label="Loading my tasks" />}
      {tasks.isError && <Alert color="red" title="Your tasks could not be loaded">{tasks.error.message}</Alert>}
      {tasks.data && (
        <>
          <TaskGroup title="Overdue" tasks={tasks.data.overdue} empty="Nothing overdue." />
          <TaskGroup title="Today" tasks={tasks.data.today} empty="Nothing due today." />
          <TaskGroup title="Upcoming" tasks={tasks.data.upcoming} empty="Nothing coming up." />
        </>
      )}
      <TaskDialog opened={isAdding} onClose={() => setIsAdding(false)} />
    </Stack>
  );
}
