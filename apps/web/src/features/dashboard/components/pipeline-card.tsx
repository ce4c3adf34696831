import { formatCurrency, formatCurrencyCompact, type PipelineSummary } from '@haligi/shared';
import { Box, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { DashboardCard, EmptySection } from './dashboard-card';
import { Figure } from './figure';
import { StageName } from './stage-name';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Pipeline by stage: open leads' count, value and value weighted by win probability. */
export function PipelineCard({ pipeline }: { pipeline: PipelineSummary }) {
  const { open, won, lost, stages } = pipeline;
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
            <StageBars stages={stages} />
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

const VALUE_COLOR = 'var(--mantine-color-indigo-6)';
const WEIGHTED_COLOR = 'var(--mantine-color-teal-7)';

/**
 * One row per stage: its value and weighted value as bars against the largest stage value. Plain
 * elements rather than a chart library, so the morning view loads no charting code (decision 0028's budget).
 */
function StageBars({ stages }: { stages: PipelineSummary['stages'] }) {
  // Widths only: display, never money arithmetic.
  const max = Math.max(...stages.map((s) => Number(s.value)), 0);
  const width = (value: string) => (max > 0 ? `${Math.max((100 * Number(value)) / max, Number(value) > 0 ? 1 : 0)}%` : '0%');
  return (
    <Stack gap={8} aria-hidden>
      <Group gap="md">
        <Legend color={VALUE_COLOR} label="Value" />
        <Legend color={WEIGHTED_COLOR} label="Weighted" />
      </Group>
      {stages.map((s) => (
        <Box key={s.stage}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" truncate>
              {s.label}
            </Text>
            <Text size="xs" c={MUTED_TEXT_COLOR} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {formatCurrencyCompact(s.value)} · {formatCurrencyCompact(s.weightedValue)}
            </Text>
          </Group>
          <Box h={8} mt={2} bg="var(--mantine-color-gray-1)" style={{ borderRadius: 4, overflow: 'hidden' }}>
            <Box h="100%" w={width(s.value)} bg={VALUE_COLOR} style={{ borderRadius: 4 }} />
          </Box>
          <Box h={8} mt={2} bg="var(--mantine-color-gray-1)" style={{ borderRadius: 4, overflow: 'hidden' }}>
            <Box h="100%" w={width(s.weightedValue)} bg={WEIGHTED_COLOR} style={{ borderRadius: 4 }} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6}>
      <Box w={12} h={12} bg={color} style={{ borderRadius: 2 }} />
      <Text size="xs">{label}</Text>
    </Group>
  );
}
