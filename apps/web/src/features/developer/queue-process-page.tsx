import { Button } from '@mantine/core';
import { IconRotateClockwise } from '@tabler/icons-react';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { JOB_TABLE_URL, useRetryJob, type JobRow } from './api/retry-job';

/** The monitor reloads on its own so running jobs move without a click. */
const REFRESH_MS = 3000;

/** On a phone a job card is titled by its name, then its state, attempts and when it was queued. */
const JOB_CARD_FIELDS = ['state', 'attempts', 'createdAt'] as const;

/** Developer > Queue process: background jobs with their state; failed ones can be retried. */
export function QueueProcessPage() {
  const retry = useRetryJob();
  return (
    <>
      <PageHeader title="Queue Process" description="Background jobs and their state, refreshed every 3 seconds. Retry a failed job." />
      <DataTable<JobRow>
        tableKey="job"
        emptyState={{ text: 'No background jobs yet. Emails and imports appear here while they run.' }}
        cardTitle="name"
        cardFields={JOB_CARD_FIELDS}
        apiUrl={JOB_TABLE_URL}
        refetchInterval={REFRESH_MS}
        renderActions={(row) =>
          row.state === 'FAILED' ? (
            <Button
              size="compact-sm"
              variant="light"
              color="indigo.9"
              leftSection={<IconRotateClockwise size={14} aria-hidden />}
              aria-label={`Retry job ${row.id}`}
              loading={retry.isPending && retry.variables === row.id}
              onClick={() => retry.mutate(row.id)}
            >
              Retry
            </Button>
          ) : null
        }
      />
    </>
  );
}
