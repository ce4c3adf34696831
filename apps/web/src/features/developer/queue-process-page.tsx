import { Badge, Button, Code, Drawer, Group, Select, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { formatDisplayDateTime, JOB_STATES } from '@haligi/shared';
import { IconPlayerStop, IconRotateClockwise } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, StatusBadge } from '../../components/data-table';
import { LoadError } from '../../components/load-error';
import { MUTED_TEXT_COLOR, PageHeader } from '../../components/page-header';
import { useCancelJob, useJob, useJobCounts, useLiveJobs } from './api/developer-tools';
import { JOB_TABLE_URL, useRetryJob, type JobRow } from './api/retry-job';
import { RunConsole } from './run-console';

/** A fallback reload in case a push was missed (the screen is live through `developer-job-changed`). */
const REFRESH_MS = 15_000;

/** On a phone a job card is titled by its name, then its state, attempts and when it was queued. */
const JOB_CARD_FIELDS = ['state', 'attempts', 'createdAt'] as const;
const ALL = 'ALL';
const CANCELABLE = new Set(['QUEUED', 'RETRYING']);

function JobActions({ row, onOpen }: { row: JobRow; onOpen: (id: number) => void }) {
  const retry = useRetryJob();
  const cancel = useCancelJob();
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-sm" variant="light" color="indigo.9" aria-label={`Details of job ${row.id}`} onClick={() => onOpen(row.id)}>
        Details
      </Button>
      {row.state === 'FAILED' && (
        <Button
          size="compact-sm"
          variant="light"
          color="indigo.9"
          leftSection={<IconRotateClockwise size={14} aria-hidden />}
          aria-label={`Retry job ${row.id}`}
          loading={retry.isPending}
          onClick={() => retry.mutate(row.id)}
        >
          Retry
        </Button>
      )}
      {CANCELABLE.has(row.state) && (
        <Button
          size="compact-sm"
          variant="light"
          color="red.9"
          leftSection={<IconPlayerStop size={14} aria-hidden />}
          aria-label={`Cancel job ${row.id}`}
          loading={cancel.isPending}
          onClick={() => cancel.mutate(row.id)}
        >
          Cancel
        </Button>
      )}
    </Group>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c={MUTED_TEXT_COLOR}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

const when = (value: string | null) => (value ? formatDisplayDateTime(value) : '—');

function JobDrawer({ jobId, onClose }: { jobId: number | null; onClose: () => void }) {
  const job = useJob(jobId);
  const retry = useRetryJob();
  const cancel = useCancelJob();
  const data = job.data;
  return (
    <Drawer opened={jobId !== null} onClose={onClose} position="right" size="lg" title={jobId ? `Job ${jobId}` : ''}>
      {job.isError ? (
        <LoadError what="job" error={job.error} onRetry={() => void job.refetch()} isRetrying={job.isFetching} />
      ) : data ? (
        <Stack gap="md">
          <Group gap="xs">
            <Text fw={600}>{data.name}</Text>
            <StatusBadge value={data.state} />
            {data.canceledAt && <Badge color="gray.7">Canceled</Badge>}
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Fact label="Company" value={data.companyName ?? 'None (installation)'} />
            <Fact label="Attempts" value={`${data.attempts} of ${data.maxAttempts}`} />
            <Fact label="Progress" value={`${data.progress}%`} />
            <Fact label="Queued" value={when(data.createdAt)} />
            <Fact label="Runs at" value={when(data.runAt)} />
            <Fact label="Last claimed" value={when(data.lockedAt)} />
            <Fact label="Last change" value={when(data.updatedAt)} />
            {data.canceledAt && <Fact label="Canceled" value={`${when(data.canceledAt)} by ${data.canceledByName ?? 'a developer'}`} />}
          </SimpleGrid>
          {data.lastError && (
            <div>
              <Text size="xs" c={MUTED_TEXT_COLOR}>
                Error
              </Text>
              <Text size="sm" c="red.9" style={{ wordBreak: 'break-word' }}>
                {data.lastError}
              </Text>
            </div>
          )}
          <div>
            <Text size="xs" c={MUTED_TEXT_COLOR}>
              Payload
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {JSON.stringify(data.payload, null, 2)}
            </Code>
          </div>
          <Group>
            {data.state === 'FAILED' && (
              <Button color="indigo.9" onClick={() => retry.mutate(data.id)} loading={retry.isPending}>
                Retry
              </Button>
            )}
            {CANCELABLE.has(data.state) && (
              <Button color="red.9" variant="light" onClick={() => cancel.mutate(data.id)} loading={cancel.isPending}>
                Cancel job
              </Button>
            )}
          </Group>
          {data.scriptRunId !== null && <RunConsole runId={data.scriptRunId} />}
        </Stack>
      ) : (
        <Text size="sm">Loading…</Text>
      )}
    </Drawer>
  );
}

/** Developer > Queue process: background jobs by state with counts, filters, details, retry and cancel, live. */
export function QueueProcessPage() {
  useLiveJobs();
  const counts = useJobCounts();
  const [state, setState] = useState<string>(ALL);
  const [name, setName] = useState<string | null>(null);
  const [openJob, setOpenJob] = useState<number | null>(null);
  const total = counts.data ? Object.values(counts.data.counts).reduce((sum, n) => sum + n, 0) : null;
  const filters = [...(state === ALL ? [] : [{ key: 'state', value: state }]), ...(name ? [{ key: 'name', value: name }] : [])];
  const label = (text: string, n: number | null | undefined) => (n === null || n === undefined ? text : `${text} (${n})`);

  return (
    <>
      <PageHeader title="Queue Process" description="Background jobs by state, live. Open a job for its payload and error; retry a failed one or cancel one that waits." />
      {counts.isError && <LoadError what="job counts" error={counts.error} onRetry={() => void counts.refetch()} isRetrying={counts.isFetching} />}
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm" mb="sm">
        <Tabs value={state} onChange={(value) => setState(value ?? ALL)} variant="pills">
          <Tabs.List style={{ flexWrap: 'wrap' }} aria-label="Job states">
            <Tabs.Tab value={ALL}>{label('All', total)}</Tabs.Tab>
            {JOB_STATES.map((s) => (
              <Tabs.Tab key={s} value={s}>
                {label(s.charAt(0) + s.slice(1).toLowerCase(), counts.data?.counts[s])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Select label="Job type" placeholder="Every type" data={counts.data?.names ?? []} value={name} onChange={setName} clearable searchable w={{ base: '100%', xs: 240 }} />
      </Group>
      <DataTable<JobRow>
        tableKey="job"
        emptyState={{ text: state === ALL && !name ? 'No background jobs yet. Emails, imports and script runs appear here while they run.' : 'No job matches this state and type.' }}
        cardTitle="name"
        cardFields={JOB_CARD_FIELDS}
        apiUrl={JOB_TABLE_URL}
        fixedFilters={filters}
        refetchInterval={REFRESH_MS}
        renderActions={(row) => <JobActions row={row} onOpen={setOpenJob} />}
      />
      <JobDrawer jobId={openJob} onClose={() => setOpenJob(null)} />
    </>
  );
}
