import { Button, TextInput } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { leadTypeRequest } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { notify } from '../../../lib/notify';
import { useCreateLeadType } from '../api/create-lead-type';

export interface LeadTypeDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Carries the new type's name, which is its value in the lead-type list. */
  onSaved: (name: string) => void;
}

/** Adds a deal type (POST /lead-type) from the lead dialog's Deal Type select. */
export function LeadTypeDialog({ opened, onClose, onSaved }: LeadTypeDialogProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const save = useCreateLeadType();

  useEffect(() => {
    if (opened) {
      setName('');
      setError(undefined);
    }
  }, [opened]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const parsed = leadTypeRequest.safeParse({ name });
    if (!parsed.success) return setError('Name is required');
    save.mutate(parsed.data.name, {
      onSuccess: (answer) => {
        notify({ type: 'positive', message: answer.message, position: 'top' });
        onSaved(answer.data?.name ?? parsed.data.name);
        onClose();
      },
    });
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title="Add Deal Type"
      icon={<IconTag size={20} aria-hidden />}
      size="sm"
      minWidth="320px"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button type="submit" form="lead-type-form" loading={save.isPending}>
            Save
          </Button>
        </>
      }
    >
      <form id="lead-type-form" onSubmit={submit} noValidate>
        <TextInput label="Name" required maxLength={100} value={name} error={error} onChange={(e) => setName(e.currentTarget.value)} data-autofocus />
      </form>
    </DialogShell>
  );
}
