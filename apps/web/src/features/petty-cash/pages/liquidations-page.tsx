import { Anchor, Stack, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { formatDisplayDateTime, type ApprovalProcessedPayload } from '@haligi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { useIdParam } from '../../../lib/use-id-param';
import { PageHeader } from '../../../components/page-header';
import { useLiveApprovals } from '../../approvals/api/approvals-api';
import { DocumentApprovalQueue } from '../../approvals/components/document-approval-queue';
import { RowAction } from '../../inventory/components/row-actions';
import { PETTY_CASH_KEYS, PETTY_CASH_URLS } from '../api/petty-cash-api';
import type { Liquidation } from '../api/petty-cash-types';
import { LiquidationDrawer } from '../components/liquidation-drawer';
import { MoneyCell } from '../components/money-cell';
import { LiquidationStatusBadge } from '../components/petty-cash-badges';
import { ReplenishDialog, type ReplenishTarget } from '../components/replenish-dialog';
import { useCanReplenish } from '../components/use-can-replenish';

/** Treasury > Petty Cash > Liquidation: every fund's liquidations, their vouchers and receipts, approval and replenishment. */
export function LiquidationsPage() {
  const [viewing, setViewing] = useIdParam();
  const [replenishing, setReplenishing] = useState<ReplenishTarget | null>(null);
  const canReplenish = useCanReplenish();
  const queryClient = useQueryClient();
  // A decision pushed by an approver moves a liquidation's status: its table and drawer reload.
  const onPush = useCallback(
    (payload: ApprovalProcessedPayload) => {
      if (payload?.documentType !== 'LIQUIDATION') return;
      void queryClient.invalidateQueries({ queryKey: ['table', PETTY_CASH_URLS.liquidation] });
      void queryClient.invalidateQueries({ queryKey: PETTY_CASH_KEYS.all });
    },
    [queryClient],
  );
  useLiveApprovals(onPush);
  return (
    <>
      <PageHeader title="Liquidations" description="Petty cash spent, voucher by voucher with the receipts, approved, then replenished into its fund." />
      <Stack gap="md">
        <DocumentApprovalQueue
          documentType="LIQUIDATION"
          title="Waiting for my approval"
          description="Liquidations wait in your approvals queue, the same one as on the dashboard; open one to see its receipts first."
          onOpen={setViewing}
          testId="liquidation-queue"
          isHiddenWhenEmpty
        />
        <section aria-labelledby="liquidations-title">
          <Title order={2} size="h4" id="liquidations-title" mb={4}>
            Liquidations
          </Title>
          <DataTable<Liquidation>
            tableKey="petty-cash-liquidation"
            minWidth={900}
            apiUrl={PETTY_CASH_URLS.liquidation}
            emptyState={{ text: 'A petty cash holder liquidates their vouchers with receipts from the Petty Cash screen; each liquidation appears here.' }}
            cardTitle="code"
            cardFields={['fundAccount', 'total', 'status']}
            renderCell={{
              code: (row) => (
                <Anchor component="button" type="button" size="sm" fw={500} onClick={() => setViewing(row.id)} style={{ whiteSpace: 'nowrap' }}>
                  {row.code}
                </Anchor>
              ),
              fundAccount: (row) => row.fundAccount.name,
              total: (row) => <MoneyCell value={row.total} />,
              status: (row) => <LiquidationStatusBadge status={row.status} />,
              replenishedAt: (row) => (row.replenishedAt ? formatDisplayDateTime(row.replenishedAt) : row.status === 'APPROVED' ? 'Not yet' : '-'),
              createdByName: (row) => row.createdByName ?? '-',
            }}
            renderActions={(row) => <RowAction label="Open" name={row.code} icon={<IconEye size={18} aria-hidden />} onClick={() => setViewing(row.id)} />}
          />
        </section>
      </Stack>
      <LiquidationDrawer liquidationId={viewing} onClose={() => setViewing(null)} onReplenish={canReplenish ? setReplenishing : undefined} />
      <ReplenishDialog target={replenishing} onClose={() => setReplenishing(null)} />
    </>
  );
}
