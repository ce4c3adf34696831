import { Button, Group } from '@mantine/core';
import { IconCheck, IconCornerUpLeft, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DecisionDialog, usePendingApprovals, type DecisionTarget } from '../../approvals';
import { DELIVERY_URL } from '../api/deliveries-api';

type Decision = 'APPROVED' | 'REJECTED' | 'RETURNED';

/**
 * Approve, reject or return a delivery from its drawer, for a member whose queue holds its open
 * step (the server decides who may: the requester never sees their own step).
 */
export function DeliveryDecision({ deliveryId, code }: { deliveryId: number; code: string }) {
  const queue = usePendingApprovals();
  const queryClient = useQueryClient();
  // Kept from the click: the queue reloads after the decision and no longer holds the step.
  const [deciding, setDeciding] = useState<{ decision: Decision; target: DecisionTarget } | null>(null);
  const step = queue.data?.find((entry) => entry.documentType === 'DELIVERY' && entry.documentId === deliveryId);
  const decide = (decision: Decision) =>
    step && setDeciding({ decision, target: { stepId: step.id, documentName: `Delivery ${code}`, stepName: step.stepName, amount: step.amount, onBehalfOfName: step.onBehalfOf?.name ?? null } });
  const decided = () => {
    void queryClient.invalidateQueries({ queryKey: ['delivery'] });
    void queryClient.invalidateQueries({ queryKey: ['table', DELIVERY_URL] });
  };
  return (
    <>
      {step && (
        <Group gap="xs">
          <Button size="sm" color="teal.9" leftSection={<IconCheck size={16} aria-hidden />} onClick={() => decide('APPROVED')}>
            Approve
          </Button>
          <Button size="sm" variant="outline" color="red.9" leftSection={<IconX size={16} aria-hidden />} onClick={() => decide('REJECTED')}>
            Reject
          </Button>
          <Button size="sm" variant="default" leftSection={<IconCornerUpLeft size={16} aria-hidden />} onClick={() => decide('RETURNED')}>
            Return
          </Button>
        </Group>
      )}
      <DecisionDialog target={deciding?.target ?? null} decision={deciding?.decision ?? 'APPROVED'} onClose={() => setDeciding(null)} onDecided={decided} />
    </>
  );
}
