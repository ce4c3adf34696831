import { BarChart } from '@mantine/charts';
import { Box, Group, Skeleton, Stack, Text } from '@mantine/core';
import { AGING_BUCKET_LABELS, AGING_BUCKETS, formatCurrency, formatCurrencyCompact, type AgingBucket } from '@haligi/shared';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { useReceivablesAging } from '../api/reports-api';
import { MoneyText } from './money-text';
import { SectionCard } from '../../../components/section-card';

/** The chart's axis: short enough for five bars side by side on a phone. */
const AXIS_LABELS: Record<AgingBucket, string> = { current: 'Current', d1_30: '1-30', d31_60: '31-60', d61_90: '61-90', over90: '90+' };
/** From not yet due to long overdue: green to red. */
const BUCKET_COLORS: Record<AgingBucket, string> = { current: 'teal.6', d1_30: 'yellow.6', d31_60: 'orange.6', d61_90: 'red.6', over90: 'red.9' };

/** Receivables aging: what clients owe on approved billings by days past their due date. */
export function ReceivablesAgingChart() {
  const aging = useReceivablesAging();
  const data = aging.data;
  return (
    <SectionCard
      id="receivables-aging-title"
      title="Receivables aging"
      description={data ? `Open balances of ${data.billings} approved ${data.billings === 1 ? 'billing' : 'billings'} by days past due.` : 'Open billing balances by days past due.'}
      aside={
        data && (
          <Text fw={700} data-testid="receivables-total" style={{ fontVariantNumeric: 'tabular-nums' }}>
            Owed {formatCurrency(data.total)}
          </Text>
        )
      }
    >
      {aging.isError ? (
        <LoadError what="receivables aging" error={aging.error} onRetry={() => void aging.refetch()} isRetrying={aging.isFetching} />
      ) : !data ? (
        <Skeleton height={220} />
      ) : (
        <>
          <Box role="img" aria-label={`Receivables by days past due: ${AGING_BUCKETS.map((b) => `${AGING_BUCKET_LABELS[b]} ${formatCurrency(data[b])}`).join('; ')}`}>
            <BarChart
              h={220}
              // Bar heights only: display, never money arithmetic.
              data={AGING_BUCKETS.map((b) => ({ bucket: AXIS_LABELS[b], Owed: Number(data[b]), color: BUCKET_COLORS[b] }))}
              dataKey="bucket"
              series={[{ name: 'Owed', color: 'teal.6' }]}
              valueFormatter={(value) => formatCurrencyCompact(value)}
              yAxisProps={{ width: 64 }}
              xAxisProps={{ interval: 0 }}
              xAxisLabel="Days past due"
              gridAxis="y"
              barProps={{ isAnimationActive: false }}
              data-testid="receivables-aging-chart"
            />
          </Box>
          <Stack gap={4} mt="sm" mb={0} component="dl">
            {AGING_BUCKETS.map((b) => (
              <Group key={b} justify="space-between" gap="xs" wrap="nowrap">
                <Group gap={6} wrap="nowrap" component="dt">
                  <Box w={10} h={10} bg={`var(--mantine-color-${BUCKET_COLORS[b].replace('.', '-')})`} style={{ borderRadius: 2 }} aria-hidden />
                  <Text size="sm">{AGING_BUCKET_LABELS[b]}</Text>
                </Group>
                <Box component="dd" m={0}>
                  <MoneyText value={data[b]} c={data[b] === '0.00' ? MUTED_TEXT_COLOR : undefined} />
                </Box>
              </Group>
            ))}
          </Stack>
        </>
      )}
    </SectionCard>
  );
}
