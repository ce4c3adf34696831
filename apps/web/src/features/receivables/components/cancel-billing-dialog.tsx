import { Button, Stack, Text, Textarea } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { useCancelBilling } from '../api/billings-api';
import type { Billing } from '../api/receivables-types';

/** Cancel a billing before anything is collected on it, with the reason kept on the billing. */
export function CancelBillingDialog({ billing, onClose }: { billing: Billing | null; onClose: () => void }) {
  const cancel = useCancelBilling();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (billing) {
      setReason('');
      setError(null);
    }
  }, [billing]);
  const submit = () => {
    if (!billing) return;
    if (!reason.trim()) return setError('Say why the billing is canceled');
    cancel.mutate({ id: billing.id, reason: reason.trim() }, { onSuccess: onClose });
  };
  return (
    <DialogShell
      opened={billing !== null}
      onClose={onClose}
      title={billing ? `Cancel ${billing.code}` : 'Cancel billing'}
      icon={<IconX size={20} aria-hidden />}
      size="sm"
      submitActions={
        <>
          <DialogCancelButton>Keep it</DialogCancelButton>
          <Button color="red.9" onClick={submit} loading={cancel.isPending}>
            Cancel billing
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Text size="sm">A canceled billing no longer counts: the next billing starts from the one before it.</Text>
        <Textarea label="Reason" required autosize minRows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.currentTarget.value)} error={error} data-autofocus />
      </Stack>
    </DialogShell>
  );
}
