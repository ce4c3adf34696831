import '@mantine/charts/styles.css';
import { Button, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { hasPermission } from '@haligi/shared';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { useAccount } from '../../../lib/session';
import { BankReconciliationDrawer } from '../../bank-reconciliation';
import { ReceivablesOverview } from '../../receivables/overview';
import { useTreasuryDashboard } from '../api/fund-accounts-api';
import type { FundAccount } from '../api/treasury-types';
import { CashPosition } from '../components/cash-position';
import { DueThisWeek } from '../components/due-this-week';
import { FundAccountDialog } from '../components/fund-account-dialog';
import { FundAccountsTable } from '../components/fund-accounts-table';
import { FundEntryDialog } from '../components/fund-entry-dialog';
import { FundLedgerDrawer } from '../components/fund-ledger-drawer';
import { PayablesAging } from '../components/payables-aging';

const PAYABLE_ORDERS_PATH = '/member/treasury/payables/purchase-order';

/** Treasury: cash in each fund account, what is owed to suppliers, what falls due; the fund accounts and their ledgers. */
export function TreasuryDashboardPage() {
  const dashboard = useTreasuryDashboard();
  const account = useAccount();
  const [isCreating, setIsCreating] = useState(false);
  const [ledgerOf, setLedgerOf] = useState<number | null>(null);
  const [entryFor, setEntryFor] = useState<FundAccount | null>(null);
  const [reconciling, setReconciling] = useState<FundAccount | null>(null);
  const canSeePayables = account.isDeveloper || hasPermission(account.role, 'TREASURY_PAYABLES_PURCHASE_ORDER_ACCESS');
  const newButton = (size?: 'xs') => (
    <Button size={size} leftSection={<IconPlus size={size ? 14 : 16} aria-hidden />} onClick={() => setIsCreating(true)}>
      New fund account
    </Button>
  );

  return (
    <>
      <PageHeader title="Treasury" description="Cash in each fund account, what is owed to suppliers and what falls due this week." actions={newButton()} />
      <Stack gap="md">
        {dashboard.isError ? (
          <LoadError what="treasury overview" error={dashboard.error} onRetry={() => void dashboard.refetch()} isRetrying={dashboard.isFetching} />
        ) : !dashboard.data ? (
          <Stack gap="md" aria-busy>
            <Skeleton height={180} />
            <Skeleton height={260} />
          </Stack>
        ) : (
          <>
            <CashPosition dashboard={dashboard.data} onOpen={setLedgerOf} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <PayablesAging aging={dashboard.data.payablesAging} />
              <DueThisWeek orders={dashboard.data.dueThisWeek} payablesPath={canSeePayables ? PAYABLE_ORDERS_PATH : null} />
            </SimpleGrid>
          </>
        )}
        <ReceivablesOverview />
        <section aria-labelledby="fund-accounts-title">
          <Title order={2} size="h4" id="fund-accounts-title" mb={4}>
            Fund accounts
          </Title>
          <FundAccountsTable onCreate={() => setIsCreating(true)} onOpenLedger={(row) => setLedgerOf(row.id)} onRecordEntry={setEntryFor} onReconcile={setReconciling} />
        </section>
      </Stack>
      <FundAccountDialog opened={isCreating} onClose={() => setIsCreating(false)} onCreated={(created) => setLedgerOf(created.id)} />
      <FundLedgerDrawer fundAccountId={ledgerOf} onClose={() => setLedgerOf(null)} onRecordEntry={setEntryFor} />
      <FundEntryDialog account={entryFor} onClose={() => setEntryFor(null)} />
      <BankReconciliationDrawer fundAccount={reconciling} onClose={() => setReconciling(null)} />
    </>
  );
}
