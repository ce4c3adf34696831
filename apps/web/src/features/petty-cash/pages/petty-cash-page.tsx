import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconPaperclip } from '@tabler/icons-react';
import { TREASURY_MESSAGES } from '@haligi/shared';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR, PageHeader } from '../../../components/page-header';
import { RowAction } from '../../inventory/components/row-actions';
import { PETTY_CASH_URLS, useMyFund } from '../api/petty-cash-api';
import type { Disbursement, PettyCashFund } from '../api/petty-cash-types';
import { AttachReceiptsDialog } from '../components/attach-receipts-dialog';
import { DisbursementDialog } from '../components/disbursement-dialog';
import { DisbursementDrawer } from '../components/disbursement-drawer';
import { LiquidateDialog } from '../components/liquidate-dialog';
import { MyFundCard } from '../components/my-fund-card';
import { DisbursementStatusBadge } from '../components/petty-cash-badges';
import { MoneyCell } from '../components/money-cell';

/** Treasury > Petty Cash: the holder's fund, what they paid out of it with the receipts, and liquidating it. */
export function PettyCashPage() {
  const fund = useMyFund();
  return (
    <>
      <PageHeader title="Petty cash" description="Small expenses paid out of your petty cash fund, each with its receipt, liquidated for approval and replenished." />
      {fund.isError ? (
        <LoadError what="petty cash fund" error={fund.error} onRetry={() => void fund.refetch()} isRetrying={fund.isFetching} />
      ) : fund.data === undefined ? (
        <Stack aria-busy>
          <Skeleton height={120} />
          <Skeleton height={240} />
        </Stack>
      ) : fund.data === null ? (
        <Card padding="md" data-testid="no-fund">
          <Title order={2} size="h4">
            {TREASURY_MESSAGES.noPettyCashFund}
          </Title>
          <Text size="sm" c={MUTED_TEXT_COLOR} mt={4}>
            A petty cash fund is opened by the treasury with you as its holder; ask them to open one for you. Liquidations of every fund are on the Liquidation screen.
          </Text>
        </Card>
      ) : (
        <FundScreen fund={fund.data} />
      )}
    </>
  );
}

function FundScreen({ fund }: { fund: PettyCashFund }) {
  const [isDisbursing, setIsDisbursing] = useState(false);
  const [isLiquidating, setIsLiquidating] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [attaching, setAttaching] = useState<Disbursement | null>(null);
  return (
    <Stack gap="md">
      <MyFundCard fund={fund} onDisburse={() => setIsDisbursing(true)} onLiquidate={() => setIsLiquidating(true)} />
      <section aria-labelledby="vouchers-title">
        <Title order={2} size="h4" id="vouchers-title" mb={4}>
          Disbursements
        </Title>
        <DataTable<Disbursement>
          tableKey="petty-cash-disbursement"
          minWidth={900}
          apiUrl={PETTY_CASH_URLS.disbursement}
          fixedFilters={[{ key: 'fundAccountId', value: fund.id }]}
          emptyState={{ text: 'Every peso paid out of your fund appears here as a voucher with its receipts.' }}
          cardTitle="code"
          cardFields={['payee', 'amount', 'status']}
          renderCell={{
            code: (row) => (
              <Anchor component="button" type="button" size="sm" fw={500} onClick={() => setViewing(row.id)} style={{ whiteSpace: 'nowrap' }}>
                {row.code}
              </Anchor>
            ),
            description: (row) => (row.description.length > 60 ? `${row.description.slice(0, 60)}…` : row.description),
            amount: (row) => <MoneyCell value={row.amount} />,
            status: (row) => <DisbursementStatusBadge status={row.status} />,
            receiptCount: (row) => (row.receiptCount ? String(row.receiptCount) : <Text span size="sm" c="red.9">None</Text>),
          }}
          renderActions={(row) => (
            <Group gap={4} wrap="nowrap">
              <RowAction label="Open" name={row.code} icon={<IconEye size={18} aria-hidden />} onClick={() => setViewing(row.id)} />
              {row.status === 'UNLIQUIDATED' && <RowAction label="Attach receipts" name={row.code} icon={<IconPaperclip size={18} aria-hidden />} onClick={() => setAttaching(row)} />}
            </Group>
          )}
        />
      </section>
      <DisbursementDialog fund={fund} opened={isDisbursing} onClose={() => setIsDisbursing(false)} />
      <LiquidateDialog fund={fund} opened={isLiquidating} onClose={() => setIsLiquidating(false)} />
      <DisbursementDrawer disbursementId={viewing} onClose={() => setViewing(null)} onAttach={setAttaching} />
      <AttachReceiptsDialog disbursement={attaching} onClose={() => setAttaching(null)} />
    </Stack>
  );
}
