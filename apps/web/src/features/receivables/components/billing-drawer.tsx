import { Alert, Anchor, Button, Drawer, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCash, IconFileTypePdf, IconX } from '@tabler/icons-react';
import { COLLECTIBLE_BILLING_STATUSES, formatCurrency, formatDisplayDate, formatDisplayDateTime } from '@haligi/shared';
import Decimal from 'decimal.js';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { ApprovalTrail } from '../../approvals/components/approval-trail';
import { useBilling, useDownloadBillingPdf } from '../api/billings-api';
import type { BillingDetail } from '../api/receivables-types';
import { formatPercent } from '../utils/billing-lines';
import { RECEIVABLES_SCOPES, useCan } from '../utils/use-can';
import { BillingFigures } from './billing-figures';
import { BillingLinesTable } from './billing-lines-table';
import { BillingStatusBadge } from './billing-status-badge';
import { Field } from './field';
import { Figure } from './figure';
import { MoneyText } from './money-text';

export const REVIEW_PATH = '/member/treasury/receivables/review';

const STATUS_NOTE: Partial<Record<BillingDetail['status'], string>> = {
  FOR_APPROVAL: 'Waiting for review: a member who reviews billings approves it from their approvals queue.',
  APPROVED: 'Approved: the client owes it. Record what they pay on the Collections screen.',
  RETURNED: 'Returned for changes: cancel it and bill again.',
  REJECTED: 'Rejected: it does not count for the next billing.',
};

export interface BillingDrawerProps {
  billingId: number | null;
  onClose: () => void;
  /** Offered on an approved billing with a balance. */
  onCollect?: (billing: BillingDetail) => void;
  /** Offered before anything is collected. */
  onCancel?: (billing: BillingDetail) => void;
}

/** One progress billing: status, figures, lines, collections, its PDF and its approvals. */
export function BillingDrawer({ billingId, onClose, onCollect, onCancel }: BillingDrawerProps) {
  const query = useBilling(billingId);
  const billing = query.data;
  return (
    <Drawer
      opened={billingId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={billing ? `${billing.code} · ${billing.project.name}` : 'Progress billing'}
      styles={{ title: { fontWeight: 700 } }}
    >
      {query.isError ? (
        <LoadError what="progress billing" error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : !billing ? (
        <Stack aria-busy>
          <Skeleton height={24} />
          <Skeleton height={120} />
        </Stack>
      ) : (
        <BillingBody billing={billing} onCollect={onCollect} onCancel={onCancel} />
      )}
    </Drawer>
  );
}

function BillingBody({ billing, onCollect, onCancel }: { billing: BillingDetail } & Pick<BillingDrawerProps, 'onCollect' | 'onCancel'>) {
  const download = useDownloadBillingPdf();
  const canReview = useCan(RECEIVABLES_SCOPES.review);
  const note = STATUS_NOTE[billing.status];
  const isCollectible = COLLECTIBLE_BILLING_STATUSES.includes(billing.status) && new Decimal(billing.balance).greaterThan(0);
  const isCancelable = ['FOR_APPROVAL', 'APPROVED', 'RETURNED'].includes(billing.status) && new Decimal(billing.collectedAmount).isZero();
  return (
    <Stack gap="md">
      <Group gap="sm" justify="space-between">
        <BillingStatusBadge status={billing.status} />
        <Text fw={700} size="xl" data-testid="billing-amount-due" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatCurrency(billing.amountDue)}
        </Text>
      </Group>
      {note && (
        <Alert color={billing.status === 'REJECTED' ? 'red' : billing.status === 'APPROVED' ? 'blue' : 'yellow'} variant="light" p="xs" title={note} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          {billing.statusReason ? <Text size="sm">Reason: {billing.statusReason}</Text> : null}
          {billing.status === 'FOR_APPROVAL' && canReview && (
            <Anchor component={Link} to={REVIEW_PATH} size="sm">
              Open the billings for review
            </Anchor>
          )}
        </Alert>
      )}
      {billing.status === 'CANCELED' && billing.statusReason && <Text size="sm">Canceled: {billing.statusReason}</Text>}
      <Group gap="xs">
        <Button variant="light" leftSection={<IconFileTypePdf size={16} aria-hidden />} loading={download.isPending} onClick={() => download.mutate({ id: billing.id, code: billing.code })}>
          Open PDF
        </Button>
        {isCollectible && onCollect && (
          <Button color="teal.9" leftSection={<IconCash size={16} aria-hidden />} onClick={() => onCollect(billing)}>
            Record collection
          </Button>
        )}
        {isCancelable && onCancel && (
          <Button variant="outline" color="red.9" leftSection={<IconX size={16} aria-hidden />} onClick={() => onCancel(billing)}>
            Cancel billing
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
        <Field label="Client">{billing.client?.name ?? 'No client'}</Field>
        <Field label="Billing no.">{billing.billingNo}</Field>
        <Field label="Period ending">{formatDisplayDate(billing.periodEnd)}</Field>
        <Field label="Due date">{formatDisplayDate(billing.dueDate)}</Field>
        <Field label="Billed by">
          {billing.createdBy?.name ?? '-'} on {formatDisplayDateTime(billing.createdAt)}
        </Field>
        <Field label="Accomplished to date">
          {formatPercent(billing.percentToDate)} of {formatCurrency(billing.contractAmount)}
        </Field>
      </SimpleGrid>
      {billing.memo && <Field label="Memo">{billing.memo}</Field>}
      <BillingFigures figures={billing} downpaymentPercent={billing.downpaymentPercent} retentionPercent={billing.retentionPercent} testIdPrefix="detail" />
      <SimpleGrid cols={{ base: 2 }} spacing="xs">
        <Figure label="Collected" testId="billing-collected">
          {formatCurrency(billing.collectedAmount)}
        </Figure>
        <Figure label="Balance" testId="billing-balance" isStrong>
          {formatCurrency(billing.balance)}
        </Figure>
      </SimpleGrid>
      <section aria-labelledby="billing-lines-heading">
        <Title order={3} size="h5" id="billing-lines-heading" mb={4}>
          Lines billed
        </Title>
        <BillingLinesTable code={billing.code} lines={billing.lines} />
      </section>
      <section aria-labelledby="billing-collections-heading">
        <Title order={3} size="h5" id="billing-collections-heading" mb={4}>
          Collections
        </Title>
        {billing.collections.length === 0 ? (
          <Text size="sm" c={MUTED_TEXT_COLOR}>
            Nothing collected yet.
          </Text>
        ) : (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="billing-collections">
            {billing.collections.map((collection) => (
              <Group component="li" key={collection.id} justify="space-between" wrap="nowrap" gap="xs" py={6} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {collection.fundAccount.name}
                    {collection.reference ? ` · OR ${collection.reference}` : ''}
                  </Text>
                  <Text size="xs" c={MUTED_TEXT_COLOR}>
                    {formatDisplayDateTime(collection.createdAt)}
                    {collection.collectedBy ? ` · ${collection.collectedBy}` : ''}
                    {collection.memo ? ` · ${collection.memo}` : ''}
                  </Text>
                </div>
                <MoneyText value={collection.amount} fw={600} />
              </Group>
            ))}
          </Stack>
        )}
      </section>
      <ApprovalTrail documentType="PROGRESS_BILLING" documentId={billing.id} />
    </Stack>
  );
}
