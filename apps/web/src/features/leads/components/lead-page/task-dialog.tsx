import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../../components/dialog-shell';
import { useCreateLeadTask } from '../../api/create-lead-task';

export interface TaskDialogProps {
  leadId: number;
  opened: boolean;
  onClose: () => void;
}

/** Create Task -> POST /lead/{id}/task; the task shows in the activity timeline. */
export function TaskDialog({ leadId, opened, onClose }: TaskDialogProps) {
  const create = useCreateLeadTask(leadId);
  const [values, setValues] = useState({ title: '', description: '', dueDate: '' });
  const [titleError, setTitleError] = useState<string | null>(null);

  useEffect(() => {
    if (opened) {
      setValues({ title: '', description: '', dueDate: '' });
      setTitleError(null);
    }
  }, [opened]);

  const set = (key: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  const submit = () => {
    if (!values.title.trim()) {
      setTitleError('Title is required');
      return;
    }
    create.mutate(
      { title: values.title.trim(), description: values.description.trim(), dueDate: values.dueDate || null },
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
        <TextInput label="Title" required value={values.title} onChange={set('title')} error={titleError} />
        <TextInput label="Due date" type="date" value={values.dueDate} onChange={set('dueDate')} />
        <Textarea label="Description" autosize minRows={3} value={values.description} onChange={set('description')} />
      </Stack>
    </DialogShell>
  );
}
