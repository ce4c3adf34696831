import { hasPermission } from '@haligi/shared';
import { Button, Group, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MUTED_TEXT_COLOR } from '../../../../components/page-header';
import { useAccount } from '../../../../lib/session';
import { DecisionDialog, useApprovalTrail, usePendingApprovals, type DecisionTarget } from '../../../approvals';
import { PAYROLL_KEYS, type Cutoff } from '../api/payroll-api';

type Decision = 'APPROVED' | 'REJECTED';

/**
 * Approve or reject a cutoff waiting for approval: for a holder of the approve scope or a member
 * whose queue holds its open step (a delegate). The server judges: whoever ran the payroll is
 * refused on their own request (unless the workflow allows it) and the refusal shows as a notice.
 */
export function CutoffDecision({ cutoff }: { cutoff: Cutoff }) {
  const account = useAccount();
  const queryClient = useQueryClient();
  const trail = useApprovalTrail('PAYROLL_CUTOFF', cutoff.id);
  const queue = usePendingApprovals();
  const [deciding, setDeciding] = useState<{ decision: Decision; target: DecisionTarget } | null>(null);

  const submission = trail.data?.find((s) => s.status === 'PENDING');
  const step = submission?.steps.find((s) => s.status === 'PENDING');
  const queued = queue.data?.find((entry) => entry.documentType === 'PAYROLL_CUTOFF' && entry.documentId === cutoff.id);
  const canDecide = hasPermission(account.role, 'MANPOWER_PAYROLL_APPROVE_ACCESS') || !!queued;
  if (cutoff.status !== 'FOR_APPROVAL' || !step || !canDecide) return null;

  const isOwnRun = submission?.requestedBy?.id === account.id;
  const decide = (decision: Decision) =>
    setDeciding({
      decision,
      target: { stepId: queued?.id ?? step.id, documentName: `Payroll cutoff ${cutoff.code}`, stepName: step.name, amount: submission?.amount ?? cutoff.netPay, onBehalfOfName: queued?.onBehalfOf?.name ?? null },
    });
  const decided = () => {
    void queryClient.invalidateQueries({ queryKey: PAYROLL_KEYS.all });
    void queryClient.invalidateQueries({ queryKey: ['table'] });
  };
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button color="teal.9" leftSection={<IconCheck size={16} aria-hidden />} onClick={() => decide('APPROVED')}>
          Approve
        </Button>
        <Button variant="outline" color="red.9" leftSection={<IconX size={16} aria-hidden />} onClick={() => decide('REJECTED')}>
          Reject
        </Button>
        {isOwnRun && (
          <Text size="xs" c={MUTED_TEXT_COLOR} maw={260}>
            You ran this payroll: another approver decides it unless the workflow allows self-approval.
          </Text>
        )}
      </Group>
      <DecisionDialog target={deciding?.target ?? null} decision={deciding?.decision ?? 'APPROVED'} onClose={() => setDeciding(null)} onDecided={decided} />
    </>
  );
}
