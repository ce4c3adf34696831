import { Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { APPROVAL_DOCUMENT_LABELS, formatCurrency, formatDisplayDateTime, type ApprovalDocumentType } from '@haligi/shared';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { stageColor } from '../../../components/stage-badge';
import { useLiveApprovals, usePendingApprovals, type Decision, type PendingApproval } from '../api/approvals-api';
import { DecisionDialog, type DecisionTarget } from './decision-dialog';

export interface DocumentApprovalQueueProps {
  documentType: ApprovalDocumentType;
  /** The card's heading ("Waiting for my review"). */
  title: string;
  /** What the queue is and where else it shows. */
  description: string;
  /** Opens the document on its own screen (its drawer). */
  onOpen: (documentId: number) => void;
  testId?: string;
  /** Renders nothing while the member has nothing of this kind to decide (a screen most of whose users never approve). */
  isHiddenWhenEmpty?: boolean;
}

/**
 * The signed-in member's approvals queue (GET /approval/pending) kept to one kind of document, on
 * that document's screen: the same steps as the dashboard's "Waiting for my approval", decided
 * with the same dialog.
 */
export function DocumentApprovalQueue({ documentType, title, description, onOpen, testId, isHiddenWhenEmpty = false }: DocumentApprovalQueueProps) {
  const pending = usePendingApprovals();
  useLiveApprovals();
  const [target, setTarget] = useState<DecisionTarget | null>(null);
  const [decision, setDecision] = useState<Decision>('APPROVED');
  const label = APPROVAL_DOCUMENT_LABELS[documentType] ?? documentType;
  const items = (pending.data ?? []).filter((item) => item.documentType === documentType);
  const headingId = `approval-queue-${documentType.toLowerCase()}`;
  const decide = (item: PendingApproval, next: Decision) => {
    setDecision(next);
    setTarget({ stepId: item.id, documentName: `${label} ${item.documentCode}`, stepName: item.stepName, amount: item.amount, onBehalfOfName: item.onBehalfOf?.name });
  };
  if (isHiddenWhenEmpty && items.length === 0) return <DecisionDialog target={target} decision={decision} onClose={() => setTarget(null)} />;
  return (
    <Card padding="md" component="section" aria-labelledby={headingId} data-testid={testId} style={{ minWidth: 0 }}>
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {items.length > 0 && (
          <Badge color={stageColor('orange')} variant="filled" aria-label={`${items.length} waiting`}>
            {items.length}
          </Badge>
        )}
      </Group>
      <Text size="sm" c={MUTED_TEXT_COLOR} mb="sm">
        {description}
      </Text>
      {pending.isPending && <Loader size="sm" role="status" aria-label={`Loading my queue of ${label.toLowerCase()}s`} />}
      {pending.isError && <LoadError what="approval queue" error={pending.error} onRetry={() => void pending.refetch()} isRetrying={pending.isFetching} />}
      {pending.isSuccess && items.length === 0 && (
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          Nothing is waiting for you here.
        </Text>
      )}
      {items.length > 0 && (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
          {items.map((item) => {
            const name = `${label.toLowerCase()} ${item.documentCode}`;
            return (
              <li key={item.id} data-testid="document-queue-item" style={{ borderTop: '1px solid var(--mantine-color-default-border)', paddingTop: 'var(--mantine-spacing-sm)' }}>
                <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm">
                      {item.documentCode}
                    </Text>
                    <Text size="xs" c={MUTED_TEXT_COLOR}>
                      {item.stepName} · by {item.requestedBy?.name || 'a former member'} · {formatDisplayDateTime(item.createdAt)}
                      {item.onBehalfOf ? ` · for ${item.onBehalfOf.name} (delegated)` : ''}
                    </Text>
                  </div>
                  <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatCurrency(item.amount)}
                  </Text>
                </Group>
                <Group gap="xs" mt="xs" wrap="wrap">
                  <Button size="xs" color="teal.9" onClick={() => decide(item, 'APPROVED')} aria-label={`Approve ${name}`}>
                    Approve
                  </Button>
                  <Button size="xs" variant="outline" color="red.9" onClick={() => decide(item, 'REJECTED')} aria-label={`Reject ${name}`}>
                    Reject
                  </Button>
                  <Button size="xs" variant="outline" color={stageColor('orange')} onClick={() => decide(item, 'RETURNED')} aria-label={`Return ${name}`}>
                    Return
                  </Button>
                  <Button size="xs" variant="subtle" onClick={() => onOpen(item.documentId)} aria-label={`Open ${name}`}>
                    Open
                  </Button>
                </Group>
              </li>
            );
          })}
        </Stack>
      )}
      <DecisionDialog target={target} decision={decision} onClose={() => setTarget(null)} />
    </Card>
  );
}
