import { useQueryClient } from '@tanstack/react-query';
import type { ApprovalProcessedPayload } from '@haligi/shared';
import { useCallback } from 'react';
import { ApprovalTrail, useLiveApprovals } from '../../approvals';
import { ORDER_CHANGES, REQUEST_CHANGES } from '../api/purchasing-urls';

export interface ApprovalSectionProps {
  documentType: 'PURCHASE_REQUEST' | 'PURCHASE_ORDER';
  documentId: number;
}

/**
 * A document's approval trail; a decision pushed on it (approval-processed) reloads the document
 * and the lists it shows in, so its status changes on screen without a reload.
 */
export function ApprovalSection({ documentType, documentId }: ApprovalSectionProps) {
  const queryClient = useQueryClient();
  const onPush = useCallback(
    (payload: ApprovalProcessedPayload) => {
      if (payload?.documentType !== documentType || payload.documentId !== documentId) return;
      const stale = documentType === 'PURCHASE_ORDER' ? ORDER_CHANGES : REQUEST_CHANGES;
      void Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    [queryClient, documentType, documentId],
  );
  useLiveApprovals(onPush);
  return <ApprovalTrail documentType={documentType} documentId={documentId} />;
}
