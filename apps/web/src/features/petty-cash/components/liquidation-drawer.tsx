import { Alert, Button, Drawer, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowBarUp } from '@tabler/icons-react';
import { formatCurrency, formatDisplayDateTime } from '@haligi/shared';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { ApprovalTrail } from '../../approvals/components/approval-trail';
import { useLiquidation } from '../api/petty-cash-api';
import type { LiquidationDetail } from '../api/petty-cash-types';
import { LiquidationStatusBadge } from './petty-cash-badges';
import { ReceiptList } from './receipt-list';
import type { ReplenishTarget } from './replenish-dialog';

const STATUS_NOTE: Partial<Record<LiquidationDetail['status'], string>> = {
  FOR_APPROVAL: 'Waiting for approval: an approver of liquidations decides it from their approvals queue.',
  RETURNED: 'Returned: its vouchers are unliquidated again; liquidate them anew once corrected.',
  REJECTED: 'Rejected: its vouchers are unliquidated again.',
};

/** One liquidation: its vouchers with their receipts, the approvals, and replenishing the fund once approved. */
export function LiquidationDrawer({ liquidationId, onClose, onReplenish }: { liquidationId: number | null; onClose: () => void; onReplenish?: (target: ReplenishTarget) => void }) {
  const query = useLiquidation(liquidationId);
  const liquidation = query.data;
  return (
    <Drawer opened={liquidationId !== null} onClose={onClose} position="right" size="lg" title={liquidation ? `Liquidation ${liquidation.code}` : 'Liquidation'} styles={{ title: { fontWeight: 700 } }}>
      {query.isError ? (
        <LoadError what="liquidation" error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : !liquidation ? (
        <Stack aria-busy>
          <Skeleton height={24} />
          <Skeleton height={160} />
        </Stack>
      ) : (
        <Stack gap="md">
          <Group justify="space-between">
            <LiquidationStatusBadge status={liquidation.status} />
            <Text fw={700} size="xl" data-testid="liquidation-drawer-total" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatCurrency(liquidation.total)}
            </Text>
          </Group>
          <Text size="sm">
            {liquidation.fundAccount.name} · by {liquidation.createdByName ?? '-'} on {formatDisplayDateTime(liquidation.createdAt)}
            {liquidation.memo ? ` · ${liquidation.memo}` : ''}
          </Text>
          {STATUS_NOTE[liquidation.status] && (
            <Alert color={liquidation.status === 'REJECTED' ? 'red' : 'yellow'} variant="light" p="xs" title={STATUS_NOTE[liquidation.status]} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
              {liquidation.statusReason ? <Text size="sm">Reason: {liquidation.statusReason}</Text> : null}
            </Alert>
          )}
          {liquidation.status === 'APPROVED' &&
            (liquidation.replenishedAt ? (
              <Text size="sm" data-testid="replenished-note">
                Replenished on {formatDisplayDateTime(liquidation.replenishedAt)}.
              </Text>
            ) : (
              <Alert color="blue" variant="light" p="xs" title="Approved: the fund can be replenished." styles={{ title: { color: 'var(--mantine-color-text)' } }}>
                {onReplenish && (
                  <Button mt={4} size="xs" color="teal.9" leftSection={<IconArrowBarUp size={14} aria-hidden />} onClick={() => onReplenish({ fundAccountId: liquidation.fundAccount.id, fundName: liquidation.fundAccount.name })}>
                    Replenish
                  </Button>
                )}
              </Alert>
            ))}
          <section aria-labelledby="liquidation-vouchers">
            <Title order={3} size="h5" id="liquidation-vouchers" mb={4}>
              Vouchers
            </Title>
            <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="liquidation-vouchers">
              {liquidation.disbursements.map((voucher) => (
                <li key={voucher.id} style={{ borderTop: '1px solid var(--mantine-color-default-border)', padding: '8px 0' }}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600}>
                        {voucher.code} · {voucher.payee}
                      </Text>
                      <Text size="xs" c={MUTED_TEXT_COLOR} style={{ overflowWrap: 'anywhere' }}>
                        {voucher.description} · {formatDisplayDateTime(voucher.createdAt)}
                      </Text>
                    </div>
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      {formatCurrency(voucher.amount)}
                    </Text>
                  </Group>
                  <ReceiptList receipts={voucher.receipts} code={voucher.code} />
                </li>
              ))}
            </Stack>
          </section>
          <ApprovalTrail documentType="LIQUIDATION" documentId={liquidation.id} />
        </Stack>
      )}
    </Drawer>
  );
}
