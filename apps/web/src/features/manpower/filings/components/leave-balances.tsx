import { Card, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { ApiError } from '../../../../lib/api';
import { LoadError } from '../../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../../components/page-header';
import { useLeaveBalances } from '../api/filings-api';

/** The caller's leave balances this year: paid types with credits or pending days, SIL always. */
export function LeaveBalances() {
  const balances = useLeaveBalances();
  if (balances.isPending) return <Skeleton height={84} mb="md" />;
  if (balances.isError) {
    // Not linked to an employee: nothing to show, the page says so.
    if (balances.error instanceof ApiError && balances.error.statusCode === 422) {
      return (
        <Text size="sm" c={MUTED_TEXT_COLOR} mb="md">
          {balances.error.message}. Ask HR to link your account to your employee record to file for yourself.
        </Text>
      );
    }
    return <LoadError what="leave balances" error={balances.error} onRetry={() => void balances.refetch()} isRetrying={balances.isFetching} />;
  }
  const rows = balances.data.list.filter((row) => row.isPaid && (row.code === 'SIL' || Number(row.balance) !== 0 || Number(row.pending) !== 0));
  return (
    <section aria-labelledby="balances-title" style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
      <Title order={2} size="h5" id="balances-title" mb="xs">
        My leave balances {balances.data.year}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        {rows.map((row) => (
          <Card key={row.leaveTypeId} padding="sm" withBorder data-testid={`balance-${row.code}`}>
            <Text size="xs" c={MUTED_TEXT_COLOR} lineClamp={1} title={row.name}>
              {row.name}
            </Text>
            <Text fw={700} size="xl" aria-label={`${row.code} available`}>
              {Number(row.available)}
            </Text>
            <Text size="xs" c={MUTED_TEXT_COLOR}>
              {Number(row.available) === 1 ? 'day left' : 'days left'}
              {Number(row.pending) ? ` · ${Number(row.pending)} pending` : ''}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
