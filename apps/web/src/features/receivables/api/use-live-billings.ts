import type { ApprovalProcessedPayload } from '@haligi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLiveApprovals } from '../../approvals/api/approvals-api';
import { BILLING_CHANGES } from './receivables-urls';

/** A review decided by another member moves a billing's status: its tables and drawer reload. */
export function useLiveBillings() {
  const queryClient = useQueryClient();
  const onPush = useCallback(
    (payload: ApprovalProcessedPayload) => {
      if (payload?.documentType !== 'PROGRESS_BILLING') return;
      for (const queryKey of BILLING_CHANGES) void queryClient.invalidateQueries({ queryKey });
    },
    [queryClient],
  );
  useLiveApprovals(onPush);
}
