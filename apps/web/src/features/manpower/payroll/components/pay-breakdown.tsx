import { formatCurrency } from '@haligi/shared';
import { DonutChart } from '@mantine/charts';
import { Box, Card, ColorSwatch, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CutoffTotals } from '../api/payroll-api';
import { earningsBreakdown, grossBreakdown, type BreakdownSlice } from '../utils/pay-breakdown';

function Legend({ slices }: { slices: BreakdownSlice[] }) {
  return (
    <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
      {slices.map((s) => (
        <Group key={s.name} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <ColorSwatch color={`var(--mantine-color-${s.color.replace('.', '-')})`} size={12} withShadow={false} aria-hidden />
            <Text size="sm">{s.name}</Text>
          </Group>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatCurrency(s.amount)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function Donut({ title, slices }: { title: string; slices: BreakdownSlice[] }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h6">
        {title}
      </Title>
      <Group gap="md" wrap="wrap" align="center">
        <Box role="img" aria-label={`${title}: ${slices.map((s) => `${s.name} ${formatCurrency(s.amount)}`).join(', ')}`}>
          {/* A slice cannot be negative: such an adjustment shows in the legend only. */}
          <DonutChart data={slices.filter((s) => s.value > 0)} size={140} thickness={24} withTooltip={false} strokeWidth={1} />
        </Box>
        <Legend slices={slices} />
      </Group>
    </Stack>
  );
}

/** Two pictures of a run cutoff: what the gross pay is made of, and where it goes (net, contributions, tax). */
export function PayBreakdown({ totals }: { totals: CutoffTotals }) {
  return (
    <Card padding="md" component="section" aria-labelledby="pay-breakdown-title">
      <Title order={2} size="h5" mb="sm" id="pay-breakdown-title">
        Breakdown of pay
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Donut title="What the gross pay is made of" slices={earningsBreakdown(totals)} />
        <Donut title="Where the gross pay goes" slices={grossBreakdown(totals)} />
      </SimpleGrid>
    </Card>
  );
}
