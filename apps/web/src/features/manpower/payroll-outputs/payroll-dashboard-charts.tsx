import { BarChart, LineChart } from '@mantine/charts';
import { Box, Card, Center, Loader, SimpleGrid, Text, Title } from '@mantine/core';
import { formatCurrency, formatCurrencyCompact, formatDisplayDate } from '@haligi/shared';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { usePayrollDashboard } from './outputs-api';

const shortDate = (date: string) => formatDisplayDate(date).replace(/ \d{4}$/, '');

/** The manpower dashboard's payroll part (decision 0057): payroll cost per posted cutoff and the overtime trend. */
export function PayrollDashboardCharts({ year }: { year: number }) {
  const query = usePayrollDashboard(year);
  if (query.isPending)
    return (
      <Center p="md">
        <Loader aria-label="Loading payroll figures" />
      </Center>
    );
  if (query.isError) return <LoadError what="payroll figures" error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  const data = query.data;
  const points = data.cutoffs.map((c) => ({
    cutoff: `${shortDate(c.periodStart)}–${shortDate(c.periodEnd)}`,
    'Gross pay': Number(c.grossPay),
    'Employer contributions': Number(c.employerContributions),
    Overtime: Number(c.overtimePay),
  }));
  const empty = (
    <Text size="sm" c={MUTED_TEXT_COLOR}>
      No posted cutoff in {year} yet.
    </Text>
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      <Card padding="sm">
        <Title order={2} size="h5" mb={4}>
          Payroll cost per cutoff, {year}
        </Title>
        <Text size="xs" c={MUTED_TEXT_COLOR} mb="xs">
          Gross pay and the employer's contributions of each posted cutoff; {formatCurrency(data.totals.payrollCost)} in all.
        </Text>
        {points.length === 0 ? (
          empty
        ) : (
          <Box role="img" aria-label={`Payroll cost per cutoff: ${data.cutoffs.map((c) => `${c.code} ${formatCurrency(c.payrollCost)}`).join('; ')}`}>
            <BarChart
              h={240}
              data={points}
              dataKey="cutoff"
              type="stacked"
              withLegend
              legendProps={{ verticalAlign: 'bottom' }}
              valueFormatter={(v) => formatCurrencyCompact(v)}
              series={[
                { name: 'Gross pay', color: 'blue.6' },
                { name: 'Employer contributions', color: 'teal.6' },
              ]}
            />
          </Box>
        )}
      </Card>
      <Card padding="sm">
        <Title order={2} size="h5" mb={4}>
          Overtime trend, {year}
        </Title>
        <Text size="xs" c={MUTED_TEXT_COLOR} mb="xs">
          Overtime pay of each posted cutoff; {formatCurrency(data.totals.overtimePay)} in all.
        </Text>
        {points.length === 0 ? (
          empty
        ) : (
          <Box role="img" aria-label={`Overtime pay per cutoff: ${data.cutoffs.map((c) => `${c.code} ${formatCurrency(c.overtimePay)}`).join('; ')}`}>
            <LineChart h={240} data={points} dataKey="cutoff" valueFormatter={(v) => formatCurrencyCompact(v)} series={[{ name: 'Overtime', color: 'orange.6' }]} curveType="linear" />
          </Box>
        )}
      </Card>
    </SimpleGrid>
  );
}
