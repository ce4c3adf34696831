import { APPROVAL_DOCUMENT_LABELS, decideRouteAccess, formatCurrency, formatDisplayDateTime } from '@haligi/shared';
import { Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { stageColor } from '../../../components/stage-badge';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { useSession } from '../../../lib/session';
import { useLiveApprovals, usePendingApprovals, type Decision, type PendingApproval } from '../api/approvals-api';
import { waitingAge } from '../utils/waiting-age';
import { ApprovalTrail } from './approval-trail';
import { DecisionDialog, type DecisionTarget } from './decision-dialog';

/** Documents whose own screen opens from the queue (the filing drawer of My Filings, a request for payment's, a billing's or a liquidation's drawer). */
const DOCUMENT_LINKS: Partial<Record<string, (documentId: number) => string>> = {
  FILING: (id) => `/member/filings?id=${id}`,
  PAYMENT_REQUEST: (id) => `/member/treasury/payables/request-payment?id=${id}`,
  PROGRESS_BILLING: (id) => `/member/treasury/receivables/review?id=${id}`,
  LIQUIDATION: (id) => `/member/treasury/pettycash/liquidation?id=${id}`,
};
/** Documents without an amount (a filing): the queue shows none. */
const NO_AMOUNT = new Set(['FILING', 'ATTENDANCE_ADJUSTMENT']);

const documentName = (item: PendingApproval) => `${APPROVAL_DOCUMENT_LABELS[item.documentType] ?? item.documentType} ${item.documentCode}`;

function QueueItem({ item, onDecide }: { item: PendingApproval; onDecide: (item: PendingApproval, decision: Decision) => void }) {
  const name = documentName(item);
  const [isTrailOpen, setIsTrailOpen] = useState(false);
  const { token, account } = useSession();
  // Offered only where the guard lets the approver in: approving does not need the document's screen.
  const link = DOCUMENT_LINKS[item.documentType]?.(item.documentId);
  const canOpen = link !== undefined && decideRouteAccess({ pathname: link.split('?')[0], token, account }).action === 'allow';
  const trailId = `queue-trail-${item.id}`;
  return (
    <li data-testid="approval-queue-item" style={{ borderTop: '1px solid var(--mantine-color-default-border)', paddingTop: 'var(--mantine-spacing-sm)' }}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} size="sm">
            {APPROVAL_DOCUMENT_LABELS[item.documentType] ?? item.documentType}{' '}
            <span style={{ whiteSpace: 'nowrap' }}>{item.documentCode}</span>
          </Text>
          <Text size="xs" c={MUTED_TEXT_COLOR}>
            {item.stepName} · requested by {item.requestedBy?.name || 'a former member'} ·{' '}
            <time dateTime={item.createdAt} title={formatDisplayDateTime(item.createdAt)}>
              waiting {waitingAge(item.createdAt)}
            </time>
          </Text>
          {item.onBehalfOf && (
            <Text size="xs" c={MUTED_TEXT_COLOR}>
              You decide for {item.onBehalfOf.name} (delegated)
            </Text>
          )}
        </div>
        {!NO_AMOUNT.has(item.documentType) && (
          <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatCurrency(item.amount)}
          </Text>
        )}
      </Group>
      <Group gap="xs" mt="xs" wrap="wrap">
        <Button size="xs" color="teal.9" onClick={() => onDecide(item, 'APPROVED')} aria-label={`Approve ${name}`}>
          Approve
        </Button>
        <Button size="xs" variant="outline" color="red.9" onClick={() => onDecide(item, 'REJECTED')} aria-label={`Reject ${name}`}>
          Reject
        </Button>
        <Button size="xs" variant="outline" color={stageColor('orange')} onClick={() => onDecide(item, 'RETURNED')} aria-label={`Return ${name}`}>
          Return
        </Button>
        {link && canOpen && (
          <Button size="xs" variant="subtle" component={Link} to={link} aria-label={`Open ${name}`}>
            Open
          </Button>
        )}
        <Button
          size="xs"
          variant="subtle"
          onClick={() => setIsTrailOpen((open) => !open)}
          aria-expanded={isTrailOpen}
          aria-controls={trailId}
          aria-label={`${isTrailOpen ? 'Hide history' : 'History'} of ${name}`}
        >
          {isTrailOpen ? 'Hide history' : 'History'}
        </Button>
      </Group>
      {isTrailOpen && (
        <div id={trailId} style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          <ApprovalTrail documentType={item.documentType} documentId={item.documentId} variant="inline" />
        </div>
      )}
    </li>
  );
}

/**
 * For the dashboard: the steps waiting for the signed-in member's decision (GET /approval/pending),
 * oldest first, each with Approve / Reject / Return. Reloads when any decision is pushed.
 */
export function ApprovalQueueCard() {
  const pending = usePendingApprovals();
  useLiveApprovals();
  const [target, setTarget] = useState<DecisionTarget | null>(null);
  const [decision, setDecision] = useState<Decision>('APPROVED');
  const open = (item: PendingApproval, next: Decision) => {
    setDecision(next);
    setTarget({ stepId: item.id, documentName: documentName(item), stepName: item.stepName, amount: item.amount, onBehalfOfName: item.onBehalfOf?.name });
  };

  return (
    <Card padding="lg" component="section" aria-labelledby="approval-queue-title" data-testid="approval-queue" style={{ alignSelf: 'start', minWidth: 0 }}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id="approval-queue-title">
          Waiting for my approval
        </Title>
        {pending.data && pending.data.length > 0 && (
          <Badge color={stageColor('orange')} variant="filled" aria-label={`${pending.data.length} waiting`}>
            {pending.data.length}
          </Badge>
        )}
      </Group>
      {pending.isPending && <Loader size="sm" role="status" aria-label="Loading my approvals" />}
      {pending.isError && <LoadError what="approval queue" error={pending.error} onRetry={() => void pending.refetch()} isRetrying={pending.isFetching} />}
      {pending.data && pending.data.length === 0 && (
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          Nothing waiting for your approval
        </Text>
      )}
      {pending.data && pending.data.length > 0 && (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Waiting for my approval">
          {pending.data.map((item) => (
            <QueueItem key={item.id} item={item} onDecide={open} />
          ))}
        </Stack>
      )}
      <DecisionDialog target={target} decision={decision} onClose={() => setTarget(null)} />
    </Card>
  );
}
