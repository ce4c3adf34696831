import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { useDeleteProject } from '../api/delete-project';

export interface DeleteProjectDialogProps {
  project: { id: number; name: string };
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** Deleting a project asks for the user's password (spec part 1 section 5); a wrong one keeps the dialog. */
export function DeleteProjectDialog({ project, opened, onClose, onDeleted }: DeleteProjectDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteProject();

  useEffect(() => {
    if (opened) {
      setPassword('');
      setError(null);
    }
  }, [opened]);

  const submit = () => {
    if (!password) {
      setError('Enter your password');
      return;
    }
    remove.mutate({ id: project.id, password }, { onSuccess: onDeleted });
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title="Delete Project"
      icon={<IconTrash size={20} aria-hidden />}
      size="sm"
      minWidth="320px"
      submitActions={
        <>
          <DialogCancelButton />
          <Button color="red.9" onClick={submit} loading={remove.isPending}>
            Delete
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Text size="sm">
          Delete the project <strong>{project.name}</strong>? Enter your password to confirm.
        </Text>
        <PasswordInput
          label="Password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && submit()}
          error={error}
          data-autofocus
        />
      </Stack>
    </DialogShell>
  );
}
