import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { roleGroupRequest } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { useSaveCatalogueEntry } from '../api/catalogue';

export interface RoleGroupRow extends Record<string, unknown> {
  id: number;
  name: string;
  description: string | null;
}

export interface RoleGroupDialogProps {
  opened: boolean;
  /** null creates one. */
  group: RoleGroupRow | null;
  onClose: () => void;
}

export function RoleGroupDialog({ opened, group, onClose }: RoleGroupDialogProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string>();
  const save = useSaveCatalogueEntry<{ name: string; description: string }>('/role-group');

  useEffect(() => {
    if (!opened) return;
    setName(group?.name ?? '');
    setDescription(group?.description ?? '');
    setNameError(undefined);
  }, [opened, group]);

  const submit = () => {
    const parsed = roleGroupRequest.safeParse({ name, description });
    if (!parsed.success) return setNameError('Name is required');
    save.mutate({ id: group?.id ?? null, body: parsed.data }, { onSuccess: onClose });
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={group ? 'Edit role group' : 'Create role group'}
      icon={<IconUsersGroup size={20} aria-hidden />}
      size="sm"
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={submit} loading={save.isPending}>
            Save
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <TextInput label="Name" required maxLength={100} value={name} error={nameError} onChange={(e) => setName(e.currentTarget.value)} />
        <Textarea label="Description" maxLength={500} autosize minRows={2} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
      </Stack>
    </DialogShell>
  );
}
