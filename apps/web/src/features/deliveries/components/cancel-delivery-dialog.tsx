import { Button, Stack, Text, Textarea } from '@mantine/core';
import { IconTruckOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { useCancelDelivery, type DeliveryRow } from '../api/deliveries-api';

export interface CancelDeliveryDialogProps {
  delivery: Pick<DeliveryRow, 'id' | 'code'> | null;
  onClose: () => void;
}

/** Cancel with a reason (required): what the order had on this delivery is its to deliver again. */
export function CancelDeliveryDialog({ delivery, onClose }: CancelDeliveryDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelDelivery();
  useEffect(() => {
    setReason('');
    setError(null);
  }, [delivery?.id]);

  const submit = () => {
    if (!reason.trim()) return setError('Reason is required');
    if (delivery) cancel.mutate({ id: delivery.id, reason: reason.trim() }, { onSuccess: onClose });
  };

  return (
    <DialogShell
      opened={delivery !== null}
      onClose={onClose}
      title={`Cancel delivery ${delivery?.code ?? ''}`}
      icon={<IconTruckOff size={20} aria-hidden />}
      size="sm"
      submitActions={
        <>
          <DialogCancelButton>Keep delivery</DialogCancelButton>
          <Button color="red.9" onClick={submit} loading={cancel.isPending}>
            Cancel delivery
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Text size="sm">The quantities it carries go back to the purchase order, to deliver again.</Text>
        <Textarea label="Reason" required autosize minRows={3} maxLength={2000} value={reason} error={error} data-autofocus onChange={(e) => { setReason(e.currentTarget.value); setError(null); }} />
      </Stack>
    </DialogShell>
  );
}
