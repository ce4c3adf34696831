import { PUSH, type ApprovalDocumentType, type ApprovalProcessedPayload } from '@haligi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { socketManager } from '../../../lib/socket';
import type { ActionAnswer } from '../../../lib/use-server-action';

type Person = { id: number; name: string } | null;

/** One open step the signed-in member may decide (GET /approval/pending, docs/api/approvals.md). */
export interface PendingApproval {
  id: number;
  documentType: ApprovalDocumentType;
  documentId: number;
  documentCode: string;
  /** Pesos, exact decimal text. */
  amount: string;
  stepName: string;
  stepPosition: number;
  approvalRequestId: number;
  requestedBy: Person;
  /** Set when the member decides as a delegate of this approver. */
  onBehalfOf: Person;
  /** When the step opened. */
  createdAt: string;
}

export type Decision = 'APPROVED' | 'REJECTED' | 'RETURNED';

export interface TrailDecision {
  id: number;
  decision: Decision;
  comment: string;
  by: Person;
  onBehalfOf: Person;
  createdAt: string;
}

export interface TrailStep {
  id: number;
  position: number;
  name: string;
  /** WAITING, PENDING, APPROVED, REJECTED, RETURNED or CANCELED. */
  status: string;
  requiredCount: number;
  openedAt: string | null;
  decidedAt: string | null;
  decisions: TrailDecision[];
}

/** One submission of a document for approval, newest first (GET /approval/trail). */
export interface TrailSubmission {
  id: number;
  /** PENDING, APPROVED, REJECTED, RETURNED or CANCELED. */
  status: string;
  amount: string;
  requestedBy: Person;
  createdAt: string;
  decidedAt: string | null;
  steps: TrailStep[];
}

export const APPROVAL_KEYS = {
  all: ['approval'] as const,
  pending: ['approval', 'pending'] as const,
  trail: (documentType: string, documentId: number) => ['approval', 'trail', documentType, documentId] as const,
};

/** GET /approval/pending: the signed-in member's queue, oldest first. */
export const usePendingApprovals = () =>
  useQuery({ queryKey: APPROVAL_KEYS.pending, queryFn: ({ signal }) => api<PendingApproval[]>('GET', '/approval/pending', { signal }), staleTime: 0 });

/** GET /approval/trail: every submission of one document with its steps and decisions. */
export const useApprovalTrail = (documentType: ApprovalDocumentType, documentId: number) =>
  useQuery({
    queryKey: APPROVAL_KEYS.trail(documentType, documentId),
    queryFn: ({ signal }) => api<TrailSubmission[]>('GET', '/approval/trail', { query: { documentType, documentId }, signal }),
    staleTime: 0,
  });

const DECISION_PATH: Record<Decision, string> = { APPROVED: 'approve', REJECTED: 'reject', RETURNED: 'return' };

export interface DecideVariables {
  stepId: number;
  decision: Decision;
  /** The comment of an approval, the reason of a rejection or a return. */
  text: string;
}

/**
 * POST /approval/{id}/approve | reject | return. The caller shows a failure itself (a missing
 * reason under the field, a 403 or 409 as a notice), so the Error dialog is skipped.
 */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stepId, decision, text }: DecideVariables) =>
      api<ActionAnswer>('POST', `/approval/${stepId}/${DECISION_PATH[decision]}`, { body: decision === 'APPROVED' ? { comment: text } : { reason: text } }),
    meta: { skipErrorDialog: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: APPROVAL_KEYS.all }),
  });
}

/**
 * Reloads approval reads when a decision is pushed (approval-processed): the queue always, a
 * document's trail when `onPush` says so. The document's own screen reloads itself through
 * `onPush` too.
 */
export function useLiveApprovals(onPush?: (payload: ApprovalProcessedPayload) => void) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      socketManager.on(PUSH.approvalProcessed, (payload) => {
        void queryClient.invalidateQueries({ queryKey: APPROVAL_KEYS.pending });
        onPush?.(payload as ApprovalProcessedPayload);
      }),
    [queryClient, onPush],
  );
}
