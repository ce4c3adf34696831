import { Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { BANK_STATEMENT_URL, useBankStatement, type StatementRow } from '../api/bank-statements-api';
import { StatementUpload } from './statement-upload';
import { StatementView } from './statement-view';

export interface BankReconciliationProps {
  /** A BANK fund account. */
  fundAccount: { id: number; name: string };
}

/**
 * Bank reconciliation of one bank account: upload the bank's statement, see which lines matched
 * the account's ledger entries and which did not, match or unmatch by hand; earlier statements.
 */
export function BankReconciliation({ fundAccount }: BankReconciliationProps) {
  const [statementId, setStatementId] = useState<number | null>(null);
  const statement = useBankStatement(statementId);
  return (
    <Stack gap="md">
      <StatementUpload fundAccountId={fundAccount.id} onImported={(imported) => setStatementId(imported.id)} />
      {statementId !== null &&
        (statement.isError ? (
          <LoadError what="bank statement" error={statement.error} onRetry={() => void statement.refetch()} isRetrying={statement.isFetching} />
        ) : !statement.data ? (
          <Skeleton height={200} />
        ) : (
          <StatementView statement={statement.data} />
        ))}
      <section aria-labelledby={`statements-of-${fundAccount.id}`}>
        <Title order={3} size="h5" id={`statements-of-${fundAccount.id}`} mb={4}>
          Imported statements
        </Title>
        {statementId === null && (
          <Text size="sm" c={MUTED_TEXT_COLOR} mb={4}>
            Open one to see its matches.
          </Text>
        )}
        <DataTable<StatementRow>
          tableKey="bank-statement"
          apiUrl={BANK_STATEMENT_URL}
          fixedFilters={[{ key: 'fundAccountId', value: fundAccount.id }]}
          caption={`Imported statements of ${fundAccount.name}`}
          initialPageSize={5}
          emptyState={{ text: `No statement of ${fundAccount.name} was imported yet. Upload the bank's export above.` }}
          cardTitle="fileName"
          cardFields={['periodEnd', 'matched', 'createdAt']}
          renderCell={{
            fileName: (row) => (
              <Anchor component="button" type="button" size="sm" fw={500} onClick={() => setStatementId(row.id)} style={{ overflowWrap: 'anywhere', textAlign: 'left' }}>
                {row.fileName}
              </Anchor>
            ),
            matched: (row) => `${row.matched} of ${row.lines}`,
          }}
        />
      </section>
    </Stack>
  );
}
