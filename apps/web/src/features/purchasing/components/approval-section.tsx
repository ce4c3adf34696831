import { Stack, Text, Title } from '@mantine/core';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { PurchasingStatusBadge, type PurchasingStatusBadgeProps } from './purchasing-status-badge';

export interface ApprovalSectionProps extends PurchasingStatusBadgeProps {
  documentType: 'PURCHASE_REQUEST' | 'PURCHASE_ORDER';
  documentId: number;
}

/** Where a document stands in its approval. */
export function ApprovalSection({ kind, status }: ApprovalSectionProps) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        Approval
      </Title>
      <PurchasingStatusBadge kind={kind} status={status} />
      <Text size="xs" c={MUTED_TEXT_COLOR}>
        The approval trail (who decided each step, and when) is shown here once the approvals screens are built.
      </Text>
    </Stack>
  );
}
