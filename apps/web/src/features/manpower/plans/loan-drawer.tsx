import { formatCurrency, formatDisplayDate, formatDisplayDateTime } from '@haligi/shared';
import { Button, Drawer, Group, Loader, NumberInput, Progress, ScrollArea, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { useLoan, useLoanCorrection } from './plans-api';

/** A loan: how much is paid, the installments left, every ledger row, and a correction as a new row. */
export function LoanDrawer({ memberId, onClose }: { memberId: number | null; onClose: () => void }) {
  const loan = useLoan(memberId);
  const correct = useLoanCorrection();
  const [amount, setAmount] = useState<string | number>('');
  const [memo, setMemo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const data = loan.data;
  const submit = () => {
    const found: Record<string, string> = {};
    if (!Number(amount)) found.amount = 'Enter an amount (negative lowers the balance)';
    if (!memo.trim()) found.memo = 'Say why';
    if (Object.keys(found).length) return setErrors(found);
    correct.mutate({ memberId: memberId!, amount: Number(amount), memo: memo.trim() }, { onSuccess: () => { setAmount(''); setMemo(''); setErrors({}); } });
  };
  const paidPercent = data && Number(data.principal) > 0 ? Math.min(100, (Number(data.paid) / Number(data.principal)) * 100) : 0;
  return (
    <Drawer opened={memberId !== null} onClose={onClose} position="right" size="lg" title={data ? `Loan of ${data.employeeName}` : 'Loan'}>
      {loan.isLoading && <Loader role="status" aria-label="Loading the loan" />}
      {loan.isError && <LoadError what="loan" error={loan.error} onRetry={() => void loan.refetch()} isRetrying={loan.isFetching} />}
      {data && (
        <Stack gap="md">
          <SimpleGrid cols={3} spacing="xs">
            <Figure label="Principal" value={formatCurrency(data.principal)} />
            <Figure label="Paid" value={formatCurrency(data.paid)} />
            <Figure label="Balance" value={formatCurrency(data.balance)} />
          </SimpleGrid>
          <Progress value={paidPercent} size="lg" aria-label={`${Math.round(paidPercent)}% paid`} />
          <Text size="sm" c={MUTED_TEXT_COLOR}>
            {data.plan.name} · {formatCurrency(data.amortization)} a cutoff · {data.schedule.installmentsLeft} {data.schedule.installmentsLeft === 1 ? 'installment' : 'installments'} left
          </Text>
          <Title order={3} size="h5">
            Schedule
          </Title>
          {data.schedule.rows.length === 0 ? (
            <Text size="sm">Paid in full.</Text>
          ) : (
            <ScrollArea.Autosize mah={260} type="auto">
              <Table striped aria-label="Installments left">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>#</Table.Th>
                    <Table.Th>Cutoff ending</Table.Th>
                    <Table.Th ta="right">Installment</Table.Th>
                    <Table.Th ta="right">Balance after</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.schedule.rows.map((row) => (
                    <Table.Tr key={row.no}>
                      <Table.Td>{row.no}</Table.Td>
                      <Table.Td>{formatDisplayDate(row.cutoffEnd)}</Table.Td>
                      <Table.Td ta="right">{formatCurrency(row.installment)}</Table.Td>
                      <Table.Td ta="right">{formatCurrency(row.balanceAfter)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          )}
          <Title order={3} size="h5">
            Ledger
          </Title>
          <Stack gap={6} role="list" aria-label="Loan ledger">
            {data.ledger.map((entry) => (
              <Group key={entry.id} justify="space-between" wrap="nowrap" role="listitem" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {entry.memo || (entry.cutoff ? `Cutoff ${entry.cutoff.code}` : 'Entry')}
                  </Text>
                  <Text size="xs" c={MUTED_TEXT_COLOR}>
                    {formatDisplayDateTime(entry.createdAt)}
                    {entry.by ? ` · ${entry.by}` : ''}
                  </Text>
                </div>
                <div style={{ textAlign: 'right' }}>
                  <Text size="sm" fw={600} c={Number(entry.amount) < 0 ? 'green.9' : undefined}>
                    {Number(entry.amount) < 0 ? '-' : '+'}
                    {formatCurrency(entry.amount)}
                  </Text>
                  <Text size="xs" c={MUTED_TEXT_COLOR}>
                    {formatCurrency(entry.balanceAfter)}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
          <Title order={3} size="h5">
            Correction
          </Title>
          <Text size="xs" c={MUTED_TEXT_COLOR}>
            A correction is a new ledger row; rows are never edited. Negative lowers the balance.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput label="Amount" decimalScale={2} thousandSeparator="," prefix="₱" allowNegative value={amount} onChange={(v) => { setAmount(v); setErrors((e) => ({ ...e, amount: '' })); }} error={errors.amount} />
            <TextInput label="Reason" maxLength={500} value={memo} onChange={(e) => { setMemo(e.currentTarget.value); setErrors((x) => ({ ...x, memo: '' })); }} error={errors.memo} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button onClick={submit} loading={correct.isPending} variant="light">
              Record correction
            </Button>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c={MUTED_TEXT_COLOR} tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}
