import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconList, IconPlus, IconScale } from '@tabler/icons-react';
import { DataTable } from '../../../components/data-table';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { RowAction } from '../../inventory/components/row-actions';
import type { FundAccount } from '../api/treasury-types';
import { TREASURY_URLS } from '../api/treasury-urls';
import { MoneyText } from './money-text';

export interface FundAccountsTableProps {
  onCreate: () => void;
  onOpenLedger: (account: FundAccount) => void;
  onRecordEntry: (account: FundAccount) => void;
  /** Bank accounts only: reconcile with the bank's statement. */
  onReconcile?: (account: FundAccount) => void;
}

/** The fund accounts: kind, balance, bank or holder; each opens its ledger or takes a deposit or withdrawal. */
export function FundAccountsTable({ onCreate, onOpenLedger, onRecordEntry, onReconcile }: FundAccountsTableProps) {
  return (
    <DataTable<FundAccount>
      tableKey="fund-account"
      apiUrl={TREASURY_URLS.fundAccount}
      emptyState={{
        text: 'Bank accounts, cash on hand and petty cash funds appear here with their balances.',
        action: (
          <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={onCreate}>
            New fund account
          </Button>
        ),
      }}
      cardTitle="name"
      cardFields={['kind', 'balance', 'bankName']}
      renderCell={{
        name: (row) => (
          <Anchor component="button" type="button" size="sm" fw={500} ta="left" onClick={() => onOpenLedger(row)}>
            {row.name}
          </Anchor>
        ),
        kind: (row) => <Text size="sm">{row.kindLabel}</Text>,
        balance: (row) => <MoneyText value={row.balance} fw={600} />,
        bankName: (row) =>
          row.kind === 'BANK' ? (
            <Stack gap={0}>
              <Text size="sm">{row.bankName || '-'}</Text>
              {row.accountNumber && (
                <Text size="xs" c={MUTED_TEXT_COLOR}>
                  {row.accountNumber}
                </Text>
              )}
            </Stack>
          ) : row.kind === 'PETTY_CASH' ? (
            <Text size="sm">{row.holder ? `Held by ${row.holder.name}` : 'No holder yet'}</Text>
          ) : (
            <Text size="sm">-</Text>
          ),
      }}
      renderActions={(row) => (
        <Group gap={4} wrap="nowrap">
          <RowAction label="Ledger" ariaLabel={`Ledger of ${row.name}`} name={row.name} icon={<IconList size={18} aria-hidden />} onClick={() => onOpenLedger(row)} />
          <RowAction label="Deposit or withdraw" ariaLabel={`Deposit or withdraw: ${row.name}`} name={row.name} icon={<IconArrowsExchange size={18} aria-hidden />} onClick={() => onRecordEntry(row)} />
          {row.kind === 'BANK' && onReconcile && (
            <RowAction label="Reconcile" ariaLabel={`Reconcile ${row.name}`} name={row.name} icon={<IconScale size={18} aria-hidden />} onClick={() => onReconcile(row)} />
          )}
        </Group>
      )}
    />
  );
}
