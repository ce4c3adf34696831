import { formatCurrency, formatDisplayDateTime, type ApprovalDocumentType, type ApprovalProcessedPayload } from '@haligi/shared';
import { Card, Group, Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconCheck, IconCornerUpLeft, IconSend, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { APPROVAL_KEYS, useApprovalTrail, useLiveApprovals, type TrailDecision, type TrailStep, type TrailSubmission } from '../api/approvals-api';
import { decisionLine } from '../utils/approval-status';
import { ApprovalStatusBadge } from './approval-status-badge';

export interface ApprovalTrailProps {
  documentType: ApprovalDocumentType;
  documentId: number;
  /** 'card' (default): a section of a document page with its heading; 'inline': the timeline alone, inside another list. */
  variant?: 'card' | 'inline';
}

const DECISION_ICON = { APPROVED: IconCheck, REJECTED: IconX, RETURNED: IconCornerUpLeft } as const;

function DecisionEntry({ decision }: { decision: TrailDecision }) {
  const Icon = DECISION_ICON[decision.decision];
  return (
    <Group gap={6} align="flex-start" wrap="nowrap" data-testid="approval-decision">
      <Icon size={16} aria-hidden style={{ marginTop: 2, flexShrink: 0 }} />
      <div style={{ minWidth: 0 }}>
        <Text size="sm">
          {decisionLine(decision)} · <Text span size="sm" c={MUTED_TEXT_COLOR}>{formatDisplayDateTime(decision.createdAt)}</Text>
        </Text>
        {decision.comment && (
          <Text size="sm" c={MUTED_TEXT_COLOR} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {decision.decision === 'APPROVED' ? 'Comment' : 'Reason'}: {decision.comment}
          </Text>
        )}
      </div>
    </Group>
  );
}

function StepEntry({ step }: { step: TrailStep }) {
  const approvals = step.decisions.filter((d) => d.decision === 'APPROVED').length;
  return (
    <Stack gap={4} data-testid="approval-step">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          Step {step.position}: {step.name}
        </Text>
        <ApprovalStatusBadge status={step.status} size="xs" />
        {step.requiredCount > 1 && (
          <Text size="xs" c={MUTED_TEXT_COLOR}>
            {approvals} of {step.requiredCount} approvals
          </Text>
        )}
      </Group>
      {step.decisions.map((decision) => (
        <DecisionEntry key={decision.id} decision={decision} />
      ))}
    </Stack>
  );
}

function SubmissionEntry({ submission }: { submission: TrailSubmission }) {
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          Submitted by {submission.requestedBy?.name || 'a former member'} · {formatDisplayDateTime(submission.createdAt)} · {formatCurrency(submission.amount)}
        </Text>
        <ApprovalStatusBadge status={submission.status} size="xs" />
      </Group>
      {submission.steps.length === 0 ? (
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          No step of the workflow applied: approved when submitted.
        </Text>
      ) : (
        submission.steps.map((step) => <StepEntry key={step.id} step={step} />)
      )}
    </Stack>
  );
}

/**
 * A document's approval trail: each submission (newest first) with its steps and every decision:
 * who, for whom when a delegate decided, when, and the comment or reason. Reloads when a decision
 * on this document is pushed.
 */
export function ApprovalTrail({ documentType, documentId, variant = 'card' }: ApprovalTrailProps) {
  const trail = useApprovalTrail(documentType, documentId);
  const queryClient = useQueryClient();
  const onPush = useCallback(
    (payload: ApprovalProcessedPayload) => {
      if (payload?.documentType === documentType && payload.documentId === documentId)
        void queryClient.invalidateQueries({ queryKey: APPROVAL_KEYS.trail(documentType, documentId) });
    },
    [queryClient, documentType, documentId],
  );
  useLiveApprovals(onPush);

  const body = (
    <>
      {trail.isPending && <Loader size="sm" role="status" aria-label="Loading the approvals" />}
      {trail.isError && <LoadError what="approvals" error={trail.error} onRetry={() => void trail.refetch()} isRetrying={trail.isFetching} />}
      {trail.data && trail.data.length === 0 && (
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          Not submitted for approval yet.
        </Text>
      )}
      {trail.data && trail.data.length > 0 && (
        <Timeline bulletSize={22} lineWidth={2} active={-1}>
          {trail.data.map((submission, index) => (
            <Timeline.Item
              key={submission.id}
              bullet={<IconSend size={12} aria-hidden />}
              title={index === 0 ? 'Latest submission' : 'Earlier submission'}
            >
              <SubmissionEntry submission={submission} />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </>
  );
  if (variant === 'inline') return <div data-testid="approval-trail">{body}</div>;
  return (
    <Card padding="lg" component="section" aria-labelledby={`approval-trail-${documentType}-${documentId}`} data-testid="approval-trail">
      <Title order={2} size="h4" mb="sm" id={`approval-trail-${documentType}-${documentId}`}>
        Approvals
      </Title>
      {body}
    </Card>
  );
}
