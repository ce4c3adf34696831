import { Card, Code, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDisplayDateTime, type SeedStepStatus } from '@haligi/shared';
import { DataTable, StatusBadge } from '../../components/data-table';
import { LoadError } from '../../components/load-error';
import { MUTED_TEXT_COLOR, PageHeader } from '../../components/page-header';
import { SEED_RUNS_URL, useSeedSteps } from './api';

const STATE: Record<SeedStepStatus['state'], { tone: 'green' | 'red' | 'light'; words: string }> = {
  current: { tone: 'green', words: 'current' },
  changed: { tone: 'red', words: 'data changed since' },
  never: { tone: 'light', words: 'not recorded' },
};

/** On a phone a run's card is titled by its step, then when, its rows and company. */
const RUN_CARD_FIELDS = ['ranAt', 'rows', 'companyName'] as const;

/** Developer > Seed tracking: which seed steps ran, when, how many rows, and the checksum of their data. */
export function SeedTrackingPage() {
  const steps = useSeedSteps();
  return (
    <>
      <PageHeader title="Seed Tracking" description="Each seed step, the checksum of its data, and every time it ran and wrote rows." />
      <Title order={2} size="h4" mb="xs">
        Steps
      </Title>
      {steps.isError ? (
        <LoadError what="seed steps" error={steps.error} onRetry={() => void steps.refetch()} isRetrying={steps.isFetching} />
      ) : !steps.data ? (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading...</Text>
        </Group>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" component="ul" aria-label="Seed steps" p={0} m={0} style={{ listStyle: 'none' }}>
          {steps.data.map((step) => (
            <Card key={step.name} component="li" withBorder padding="sm">
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Code fw={700}>{step.name}</Code>
                  <StatusBadge value={STATE[step.state].words} tone={STATE[step.state].tone} />
                </Group>
                <Text size="sm">{step.description}</Text>
                <Text size="xs" c={MUTED_TEXT_COLOR}>
                  {step.lastRun
                    ? `Last ran ${formatDisplayDateTime(step.lastRun.ranAt)}: ${step.lastRun.rows.toLocaleString('en-PH')} rows in ${step.lastRun.durationMs.toLocaleString('en-PH')} ms; ${step.runs} run${step.runs === 1 ? '' : 's'} in all.`
                    : 'No run recorded.'}
                </Text>
                {step.currentChecksum && (
                  <Text size="xs" c={MUTED_TEXT_COLOR} style={{ overflowWrap: 'anywhere' }}>
                    Data checksum <Code fz="xs">{step.currentChecksum.slice(0, 16)}…</Code>
                  </Text>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Title order={2} size="h4" mt="lg" mb="xs">
        Runs
      </Title>
      <DataTable
        tableKey="seed-run"
        apiUrl={SEED_RUNS_URL}
        cardTitle="name"
        cardFields={RUN_CARD_FIELDS}
        emptyState={{ text: 'No seed step has run on this database yet.' }}
        renderCell={{
          checksum: (row) => (
            <Code fz="xs" title={String(row.checksum)}>
              {String(row.checksum).slice(0, 12)}…
            </Code>
          ),
          companyName: (row) => <Text span size="sm">{row.companyName ? String(row.companyName) : 'Installation'}</Text>,
        }}
      />
    </>
  );
}
