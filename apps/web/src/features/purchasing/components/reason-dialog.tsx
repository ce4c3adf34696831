import { Button, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';

export interface ReasonDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  message: string;
  confirmLabel: string;
  isPending?: boolean;
  onConfirm: (reason: string) => void;
}

export const REASON_REQUIRED = 'Give a reason';

/** Asks why before a refusal-like action (cancel a request or an order); the reason is required. */
export function ReasonDialog({ opened, onClose, title, message, confirmLabel, isPending = false, onConfirm }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (opened) {
      setReason('');
      setError(undefined);
    }
  }, [opened]);

  const submit = () => {
    if (!reason.trim()) return setError(REASON_REQUIRED);
    onConfirm(reason.trim());
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={title}
      size="sm"
      isDirty={reason.trim() !== ''}
      submitActions={
        <>
          <DialogCancelButton>Keep</DialogCancelButton>
          <Button color="red.9" onClick={submit} loading={isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        <Textarea
          label="Reason"
          required
          autosize
          minRows={2}
          maxLength={1000}
          data-autofocus
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(undefined);
          }}
        />
      </Stack>
    </DialogShell>
  );
}
