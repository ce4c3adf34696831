import { formatCurrency, formatCurrencyCompact, type ProjectsSummary } from '@haligi/shared';
import { Box, Group, RingProgress, Stack, Table, Text } from '@mantine/core';
import { stageColor } from '../../../components/stage-badge';
import { DashboardCard, EmptySection } from './dashboard-card';
import { Figure } from './figure';
import { StageName } from './stage-name';

/** Projects by stage: how many and their budgets. */
export function ProjectsCard({ projects }: { projects: ProjectsSummary }) {
  const { stages, total } = projects;
  // Each stage's share of the projects, as a ring (Mantine core: no charting code on the morning view).
  const slices = stages.filter((s) => s.count > 0).map((s) => ({ value: (100 * s.count) / Math.max(total.count, 1), color: stageColor(s.color) }));
  return (
    <DashboardCard title="Projects by stage" to="/member/project" description="Live projects in each stage of the project board, with their budgets.">
      {total.count === 0 ? (
        <EmptySection>No projects yet. Projects appear here by stage once a lead is converted or a project is created.</EmptySection>
      ) : (
        <Stack gap="md">
          <Group gap="xl" wrap="wrap" align="center">
            <Box role="img" aria-label={`Projects by stage: ${stages.map((s) => `${s.label} ${s.count}`).join(', ')}`}>
              <RingProgress
                size={150}
                thickness={22}
                sections={slices}
                label={
                  <Text ta="center" fw={700} size="xl">
                    {total.count}
                  </Text>
                }
              />
            </Box>
            <SimpleFigures count={total.count} value={total.value} />
          </Group>
          <Table fz="sm" verticalSpacing={6} horizontalSpacing="xs" aria-label="Projects by stage">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Stage</Table.Th>
                <Table.Th ta="right">Projects</Table.Th>
                <Table.Th ta="right">Budget</Table.Th>
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
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </DashboardCard>
  );
}

function SimpleFigures({ count, value }: { count: number; value: string }) {
  return (
    <Stack gap="sm">
      <Figure label="Projects" value={String(count)} />
      <Figure label="Budget" value={formatCurrencyCompact(value)} hint={formatCurrency(value)} />
    </Stack>
  );
}
