import { Button, Stack, Text, Textarea } from '@mantine/core';
import { BOARD_MESSAGES, LOST_REASON_MAX_LENGTH } from '@haligi/shared';
import { IconThumbDown } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';

export interface LostReasonDialogProps {
  /** The lead being lost; null closes the dialog. */
  leadName: string | null;
  onConfirm: (reason: string) => void;
  /** Cancel: the lead stays where it was. */
  onCancel: () => void;
}

/** Asked when a lead goes into Closed Lost (board drop or the lead page's stage control). */
export function LostReasonDialog({ leadName, onConfirm, onCancel }: LostReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (leadName !== null) {
      setReason('');
      setError(null);
    }
  }, [leadName]);

  const submit = () => {
    if (!reason.trim()) {
      setError(BOARD_MESSAGES.lostReasonRequired);
      return;
    }
    onConfirm(reason.trim());
  };

  return (
    <DialogShell
      opened={leadName !== null}
      onClose={onCancel}
      title={BOARD_MESSAGES.lostReasonTitle}
      icon={<IconThumbDown size={20} aria-hidden />}
      size="sm"
      submitActions={
        <>
          <DialogCancelButton />
          <Button color="red" onClick={submit}>
            Mark as lost
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Text size="sm">{leadName} moves to Closed Lost. The reason is kept on the lead and in its timeline.</Text>
        <Textarea
          label="Lost reason"
          required
          autosize
          minRows={2}
          maxLength={LOST_REASON_MAX_LENGTH}
          value={reason}
          error={error}
          data-autofocus
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
        />
      </Stack>
    </DialogShell>
  );
}
