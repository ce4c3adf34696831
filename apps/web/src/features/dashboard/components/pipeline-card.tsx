import { BarChart } from '@mantine/charts';
import { formatCurrency, formatCurrencyCompact, type PipelineSummary } from '@haligi/shared';
import { Box, SimpleGrid, Table, Text } from '@mantine/core';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { DashboardCard, EmptySection } from './dashboard-card';
import { Figure } from './figure';
import { StageName } from './stage-name';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Pipeline by stage: open leads' count, value and value weighted by win probability. */
export function PipelineCard({ pipeline }: { pipeline: PipelineSummary }) {
  const { open, won, lost, stages } = pipeline;
  const bars = stages.map((s) => ({ stage: s.label, value: Number(s.value), weighted: Number(s.weightedValue) }));
  return (
    <DashboardCard title="Pipeline by stage" to="/member/leads/dashboard" description="Open leads by stage: value, and value weighted by win probability.">
      {open.count === 0 ? (
        <EmptySection>No open leads. Leads appear here by stage, with their value weighted by win probability, once you add them.</EmptySection>
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" mb="md">
            <Figure label="Open leads" value={String(open.count)} />
            <Figure label="Value" value={formatCurrencyCompact(open.value)} hint={formatCurrency(open.value)} />
            <Figure label="Weighted" value={formatCurrencyCompact(open.weightedValue)} hint={formatCurrency(open.weightedValue)} />
          </SimpleGrid>
          <Box
            role="img"
            aria-label={`Value and weighted value by stage: ${stages.map((s) => `${s.label} ${formatCurrencyCompact(s.value)}, weighted ${formatCurrencyCompact(s.weightedValue)}`).join('; ')}`}
          >
            <BarChart
              h={220}
              data={bars}
              dataKey="stage"
              series={[
                { name: 'value', label: 'Value', color: 'indigo.6' },
                { name: 'weighted', label: 'Weighted', color: 'teal.6' },
              ]}
              valueFormatter={(v) => formatCurrencyCompact(v)}
              withLegend
              tickLine="y"
              gridAxis="y"
              xAxisProps={{ interval: 0, angle: -30, textAnchor: 'end', height: 64, tick: { fontSize: 11 } }}
              yAxisProps={{ width: 56, tick: { fontSize: 11 } }}
              barChartProps={{ accessibilityLayer: false }}
            />
          </Box>
          <Table mt="md" fz="sm" verticalSpacing={6} horizontalSpacing="xs" aria-label="Pipeline by stage">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Stage</Table.Th>
                <Table.Th ta="right">Leads</Table.Th>
                <Table.Th ta="right">Value</Table.Th>
                <Table.Th ta="right">Weighted</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stages.map((s) => (
                <Table.Tr key={s.stage}>
                  <Table.Td>
                    <StageName label={s.label} color={s.color} />
                  </Table.Td>
                  <Table.Td ta="right">{s.count}</Table.Td>
                  <Table.Td ta="right" title={formatCurrency(s.value)}>
                    {formatCurrencyCompact(s.value)}
                  </Table.Td>
                  <Table.Td ta="right" title={formatCurrency(s.weightedValue)}>
                    {formatCurrencyCompact(s.weightedValue)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {open.unknownProbabilityCount > 0 && (
            <Text size="xs" c={MUTED_TEXT_COLOR} mt="xs">
              {plural(open.unknownProbabilityCount, 'lead', 'leads')} worth {formatCurrency(open.unknownProbabilityValue)} {open.unknownProbabilityCount === 1 ? 'has' : 'have'} an
              unknown win probability and count as 0 in the weighted value.
            </Text>
          )}
        </>
      )}
      <Text size="sm" mt="sm">
        Closed won: {plural(won.count, 'lead', 'leads')}, {formatCurrency(won.value)} · Closed lost: {plural(lost.count, 'lead', 'leads')}, {formatCurrency(lost.value)}
      </Text>
    </DashboardCard>
  );
}
