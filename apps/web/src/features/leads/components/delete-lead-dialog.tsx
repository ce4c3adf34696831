import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { useDeleteLead } from '../api/lead-list-actions';

export interface DeleteLeadDialogProps {
  lead: { id: number; name: string } | null;
  onClose: () => void;
}

/** Deleting a lead from the list asks for the user's password; a wrong one keeps the dialog (the Error dialog says why). */
export function DeleteLeadDialog({ lead, onClose }: DeleteLeadDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteLead();
  const opened = lead !== null;

  useEffect(() => {
    if (opened) {
      setPassword('');
      setError(null);
    }
  }, [opened]);

  const submit = () => {
    if (!lead) return;
    if (!password) {
      setError('Enter your password');
      return;
    }
    remove.mutate({ id: lead.id, password }, { onSuccess: onClose });
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      // A password typed is not work to keep: closing never asks "Discard changes?".
      isDirty={false}
      title="Delete Lead"
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
          Delete the lead <strong>{lead?.name}</strong>? You can restore it from the deleted leads. Enter your password to confirm.
        </Text>
        <PasswordInput
          label="Password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && submit()}
          error={error}
          data-autofocus
        />
      </Stack>
    </DialogShell>
  );
}
