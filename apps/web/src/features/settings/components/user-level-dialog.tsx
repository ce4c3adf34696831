import { Button, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { IconStairs } from '@tabler/icons-react';
import { userLevelRequest } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { useSaveCatalogueEntry } from '../api/catalogue';

export interface UserLevelRow extends Record<string, unknown> {
  id: number;
  name: string;
  level: number;
  description: string | null;
}

export interface UserLevelDialogProps {
  opened: boolean;
  /** null creates one. */
  userLevel: UserLevelRow | null;
  onClose: () => void;
}

export function UserLevelDialog({ opened, userLevel, onClose }: UserLevelDialogProps) {
  const [name, setName] = useState('');
  const [level, setLevel] = useState<number | string>(1);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ name?: string; level?: string }>({});
  const save = useSaveCatalogueEntry<{ name: string; level: number; description: string }>('/user-level');

  useEffect(() => {
    if (!opened) return;
    setName(userLevel?.name ?? '');
    setLevel(userLevel?.level ?? 1);
    setDescription(userLevel?.description ?? '');
    setErrors({});
  }, [opened, userLevel]);

  const submit = () => {
    const parsed = userLevelRequest.safeParse({ name, level: level === '' ? undefined : level, description });
    if (!parsed.success) {
      const paths = parsed.error.issues.map((i) => i.path[0]);
      return setErrors({
        name: paths.includes('name') ? 'Name is required' : undefined,
        level: paths.includes('level') ? 'Level is a whole number from 0 to 100' : undefined,
      });
    }
    save.mutate({ id: userLevel?.id ?? null, body: parsed.data }, { onSuccess: onClose });
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={userLevel ? 'Edit user level' : 'Create user level'}
      icon={<IconStairs size={20} aria-hidden />}
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
        <TextInput label="Name" required maxLength={100} value={name} error={errors.name} onChange={(e) => setName(e.currentTarget.value)} />
        <NumberInput label="Level" required min={0} max={100} allowDecimal={false} value={level} error={errors.level} onChange={setLevel} />
        <Textarea label="Description" maxLength={500} autosize minRows={2} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
      </Stack>
    </DialogShell>
  );
}
