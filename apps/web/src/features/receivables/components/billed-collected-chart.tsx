import { BarChart } from '@mantine/charts';
import { Box, Group, Skeleton, Text } from '@mantine/core';
import { formatCurrency, formatCurrencyCompact } from '@haligi/shared';
import Decimal from 'decimal.js';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { useMonthlyReceivables } from '../api/reports-api';
import type { MonthFigures } from '../api/receivables-types';
import { SectionCard } from '../../../components/section-card';

const MONTHS = 12;
const SERIES = [
  { name: 'Billed', color: 'blue.7' },
  { name: 'Collected', color: 'teal.6' },
];

/** "2026-11" -> "Nov 26" (a calendar month, no time zone to shift it). */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  const name = new Date(Date.UTC(Number(year), Number(number) - 1, 1)).toLocaleString('en-PH', { month: 'short', timeZone: 'UTC' });
  return `${name} ${year.slice(2)}`;
}

const sum = (rows: readonly MonthFigures[], key: 'billed' | 'collected') => rows.reduce((total, row) => total.plus(row[key]), new Decimal(0)).toFixed(2);

/** Billed (approved billings) and collected, month by month over the last year. */
export function BilledCollectedChart() {
  const monthly = useMonthlyReceivables(MONTHS);
  const rows = monthly.data;
  return (
    <SectionCard id="billed-collected-title" title="Billed and collected" description={`Approved billings and the money received on them, month by month over the last ${MONTHS} months.`}>
      {monthly.isError ? (
        <LoadError what="monthly figures" error={monthly.error} onRetry={() => void monthly.refetch()} isRetrying={monthly.isFetching} />
      ) : !rows ? (
        <Skeleton height={240} />
      ) : (
        <>
          <Box role="img" aria-label={`Billed and collected by month: ${rows.map((r) => `${monthLabel(r.month)} billed ${formatCurrency(r.billed)}, collected ${formatCurrency(r.collected)}`).join('; ')}`}>
            <BarChart
              h={240}
              // Bar heights only: display, never money arithmetic.
              data={rows.map((r) => ({ month: monthLabel(r.month), Billed: Number(r.billed), Collected: Number(r.collected) }))}
              dataKey="month"
              series={SERIES}
              valueFormatter={(value) => formatCurrencyCompact(value)}
              yAxisProps={{ width: 64 }}
              gridAxis="y"
              withLegend
              legendProps={{ verticalAlign: 'bottom' }}
              barProps={{ isAnimationActive: false }}
              data-testid="billed-collected-chart"
            />
          </Box>
          <Group gap="md" mt="xs" wrap="wrap">
            <Text size="sm">
              <Text span c={MUTED_TEXT_COLOR} size="sm">
                Billed:{' '}
              </Text>
              <Text span fw={600} size="sm" data-testid="billed-total" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatCurrency(sum(rows, 'billed'))}
              </Text>
            </Text>
            <Text size="sm">
              <Text span c={MUTED_TEXT_COLOR} size="sm">
                Collected:{' '}
              </Text>
              <Text span fw={600} size="sm" data-testid="collected-total" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatCurrency(sum(rows, 'collected'))}
              </Text>
            </Text>
          </Group>
        </>
      )}
    </SectionCard>
  );
}
