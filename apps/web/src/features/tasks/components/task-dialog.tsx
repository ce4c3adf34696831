import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { SelectField } from '../../../components/select-field';
import { useAccount } from '../../../lib/session';
import { SELECT_URLS } from '../../leads/api/select-lists';
import { useCreateTask } from '../api/tasks-api';

export interface TaskDialogProps {
  /** The lead the task is for; none for a task of one's own. */
  leadId?: number;
  /** The project the task is for (the project page). */
  projectId?: number;
  opened: boolean;
  onClose: () => void;
}

/** Create Task: title, due date, assignee (the caller by default), notes. */
export function TaskDialog({ leadId, projectId, opened, onClose }: TaskDialogProps) {
  const create = useCreateTask(leadId, projectId);
  const account = useAccount();
  const [values, setValues] = useState({ title: '', description: '', dueDate: '', assigneeId: account.id as number | null });
  const [titleError, setTitleError] = useState<string | null>(null);

  useEffect(() => {
    if (opened) {
      setValues({ title: '', description: '', dueDate: '', assigneeId: account.id });
      setTitleError(null);
    }
  }, [opened, account.id]);

  const set = (key: 'title' | 'description' | 'dueDate') => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  const submit = () => {
    if (!values.title.trim()) {
      setTitleError('Title is required');
      return;
    }
    create.mutate(
      { title: values.title.trim(), description: values.description.trim(), dueDate: values.dueDate || null, assigneeId: values.assigneeId },
      { onSuccess: onClose },
    );
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title="Create Task"
      icon={<IconChecklist size={20} aria-hidden />}
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={submit} loading={create.isPending}>
            Create task
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <TextInput label="Title" required value={values.title} onChange={set('title')} error={titleError} data-autofocus />
        <TextInput label="Due date" type="date" value={values.dueDate} onChange={set('dueDate')} />
        <SelectField
          label="Assignee"
          apiUrl={SELECT_URLS.user}
          value={values.assigneeId}
          onChange={(value) => setValues((v) => ({ ...v, assigneeId: value === null ? null : Number(value) }))}
        />
        <Textarea label="Description" autosize minRows={3} value={values.description} onChange={set('description')} />
      </Stack>
    </DialogShell>
  );
}
