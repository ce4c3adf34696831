import { BarChart } from '@mantine/charts';
import { Box, Group, Stack, Text } from '@mantine/core';
import { AGING_BUCKET_LABELS, AGING_BUCKETS, formatCurrency, formatCurrencyCompact, type AgingBucket } from '@haligi/shared';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import type { AgingTotals } from '../api/treasury-types';
import { MoneyText } from './money-text';
import { SectionCard } from '../../../components/section-card';

/** The chart's axis: short enough for five bars side by side on a phone. */
const AXIS_LABELS: Record<AgingBucket, string> = { current: 'Current', d1_30: '1-30', d31_60: '31-60', d61_90: '61-90', over90: '90+' };
/** From not yet due to long overdue: green to red. */
const BUCKET_COLORS: Record<AgingBucket, string> = { current: 'teal.6', d1_30: 'yellow.6', d31_60: 'orange.6', d61_90: 'red.6', over90: 'red.9' };

/** Payables aging: what is owed on open purchase orders by days past their due date. */
export function PayablesAging({ aging }: { aging: AgingTotals }) {
  return (
    <SectionCard
      title="Payables aging"
      description={`Open balances of ${aging.orders} purchase ${aging.orders === 1 ? 'order' : 'orders'} by days past due.`}
      aside={
        <Text fw={700} data-testid="payables-total" style={{ fontVariantNumeric: 'tabular-nums' }}>
          Owed {formatCurrency(aging.total)}
        </Text>
      }
    >
      <Box role="img" aria-label={`Payables by days past due: ${AGING_BUCKETS.map((b) => `${AGING_BUCKET_LABELS[b]} ${formatCurrency(aging[b])}`).join('; ')}`}>
        <BarChart
          h={220}
          // Bar heights only: display, never money arithmetic.
          data={AGING_BUCKETS.map((b) => ({ bucket: AXIS_LABELS[b], Owed: Number(aging[b]), color: BUCKET_COLORS[b] }))}
          dataKey="bucket"
          series={[{ name: 'Owed', color: 'teal.6' }]}
          valueFormatter={(value) => formatCurrencyCompact(value)}
          yAxisProps={{ width: 64 }}
          xAxisProps={{ interval: 0 }}
          xAxisLabel="Days past due"
          gridAxis="y"
          barProps={{ isAnimationActive: false }}
          data-testid="aging-chart"
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
              <MoneyText value={aging[b]} c={aging[b] === '0.00' ? MUTED_TEXT_COLOR : undefined} />
            </Box>
          </Group>
        ))}
      </Stack>
    </SectionCard>
  );
}
