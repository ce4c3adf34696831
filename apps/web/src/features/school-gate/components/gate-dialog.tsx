import { Button, TextInput } from '@mantine/core';
import { IconDoorEnter } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { useSaveGate, type Gate } from '../api';

/** Create or rename a gate (an entrance with readers). */
export function GateDialog({ opened, gate, onClose }: { opened: boolean; gate: Gate | null; onClose: () => void }) {
  const save = useSaveGate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (!opened) return;
    setName(gate?.name ?? '');
    setError(undefined);
  }, [opened, gate]);
  const submit = () => {
    if (!name.trim()) return setError('Name is required');
    save.mutate({ id: gate?.id, name: name.trim() }, { onSuccess: onClose });
  };
  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      isDirty={name.trim() !== (gate?.name ?? '')}
      title={gate ? 'Rename Gate' : 'New Gate'}
      icon={<IconDoorEnter size={20} aria-hidden />}
      size="sm"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button onClick={submit} loading={save.isPending}>
            {gate ? 'Save Gate' : 'Create Gate'}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextInput label="Name" required maxLength={100} value={name} onChange={(e) => setName(e.currentTarget.value)} error={error} placeholder="e.g. Main Gate" data-autofocus />
      </form>
    </DialogShell>
  );
}
