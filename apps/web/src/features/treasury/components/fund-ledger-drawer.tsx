import { Button, Drawer, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconArrowsExchange } from '@tabler/icons-react';
import { FUND_ENTRY_KIND_LABELS, formatCurrency } from '@haligi/shared';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { RowAction } from '../../inventory/components/row-actions';
import { ReasonDialog } from '../../purchasing/components/reason-dialog';
import { useFundAccount, useReverseFundEntry } from '../api/fund-accounts-api';
import type { FundAccount, FundLedgerEntry } from '../api/treasury-types';
import { TREASURY_URLS } from '../api/treasury-urls';
import { canReverse } from '../utils/ledger-rules';
import { Figure } from './figure';
import { MoneyText } from './money-text';

const MONEY_IN_COLOR = '#1b5e20';

export interface FundLedgerDrawerProps {
  fundAccountId: number | null;
  onClose: () => void;
  /** Opens the deposit or withdrawal dialog for the account shown. */
  onRecordEntry: (account: FundAccount) => void;
}

/** A fund account's ledger: every entry with the balance after it, newest first; a mistake is reversed, never edited. */
export function FundLedgerDrawer({ fundAccountId, onClose, onRecordEntry }: FundLedgerDrawerProps) {
  const account = useFundAccount(fundAccountId);
  const [reversing, setReversing] = useState<FundLedgerEntry | null>(null);
  const reverse = useReverseFundEntry();
  const data = account.data;

  return (
    <Drawer opened={fundAccountId !== null} onClose={onClose} position="right" size={900} title={data ? `Ledger: ${data.name}` : 'Ledger'} styles={{ title: { fontWeight: 700 } }}>
      {account.isError ? (
        <LoadError what="fund account" error={account.error} onRetry={() => void account.refetch()} isRetrying={account.isFetching} />
      ) : !data ? (
        <Stack>
          <Skeleton height={24} />
          <Skeleton height={120} />
        </Stack>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
            <Figure label="Balance" testId="ledger-balance">
              {formatCurrency(data.balance)}
            </Figure>
            <Figure label="Kind">{data.kindLabel}</Figure>
            {data.kind === 'BANK' && <Figure label="Bank">{[data.bankName, data.accountNumber].filter(Boolean).join(' · ') || '-'}</Figure>}
            {data.kind === 'PETTY_CASH' && <Figure label="Holder">{data.holder?.name ?? 'No holder yet'}</Figure>}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="light" leftSection={<IconArrowsExchange size={16} aria-hidden />} onClick={() => onRecordEntry(data)}>
              Deposit or withdraw
            </Button>
          </Group>
          <DataTable<FundLedgerEntry>
            tableKey="fund-ledger"
            apiUrl={TREASURY_URLS.fundLedger}
            caption={`Ledger of ${data.name}`}
            fixedFilters={[{ key: 'fundAccountId', value: data.id }]}
            minWidth={700}
            emptyState={{ text: 'Deposits, withdrawals and payments of this account appear here.' }}
            cardTitle="kind"
            cardFields={['memo', 'amount', 'balanceAfter', 'createdAt']}
            renderCell={{
              kind: (row) => <EntryKind entry={row} />,
              memo: (row) => (
                <Stack gap={0} miw={180} maw={320}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {row.memo || '-'}
                  </Text>
                  <Text size="xs" c={MUTED_TEXT_COLOR}>
                    {[row.reference?.code, row.createdBy ? `by ${row.createdBy.name}` : null].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
              ),
              // Money out in red, in in green (dark enough for 4.5:1 on the striped rows).
              amount: (row) => <MoneyText value={row.amount} fw={600} c={row.amount.startsWith('-') ? 'red.9' : MONEY_IN_COLOR} />,
              balanceAfter: (row) => <MoneyText value={row.balanceAfter} />,
            }}
            renderActions={(row) =>
              canReverse(row) ? (
                <RowAction label="Reverse" ariaLabel={`Reverse ${FUND_ENTRY_KIND_LABELS[row.kind]} of ${formatCurrency(row.amount)}`} name="" icon={<IconArrowBackUp size={18} aria-hidden />} onClick={() => setReversing(row)} isDanger />
              ) : null
            }
          />
        </Stack>
      )}
      <ReasonDialog
        opened={reversing !== null}
        onClose={() => setReversing(null)}
        title="Reverse entry"
        message={
          reversing
            ? `${FUND_ENTRY_KIND_LABELS[reversing.kind]} of ${formatCurrency(reversing.amount)}: an entry of the opposite sign is added and the balance moves back by ${formatCurrency(reversing.amount.replace(/^-/, ''))}. Both entries stay on the ledger.`
            : ''
        }
        confirmLabel="Reverse entry"
        isPending={reverse.isPending}
        onConfirm={(reason) => reversing && reverse.mutate({ entryId: reversing.id, reason }, { onSuccess: () => setReversing(null) })}
      />
    </Drawer>
  );
}

function EntryKind({ entry }: { entry: FundLedgerEntry }) {
  const note = entry.reversedById !== null ? 'Reversed' : entry.kind === 'REVERSAL' ? 'Of an earlier entry' : null;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
        {FUND_ENTRY_KIND_LABELS[entry.kind] ?? entry.kind}
      </Text>
      {note && (
        <Text size="xs" c={MUTED_TEXT_COLOR} style={{ whiteSpace: 'nowrap' }}>
          {note}
        </Text>
      )}
    </Stack>
  );
}
