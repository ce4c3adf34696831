import { Accordion, Button, Checkbox, Drawer, Group, List, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { describeParameterValues, formatDisplayDateTime, parameterFormDefaults, parameterFormPayload } from '@haligi/shared';
import { IconCalendarRepeat, IconPlayerPause, IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DataTable, StatusBadge } from '../../components/data-table';
import { DialogCancelButton, DialogShell } from '../../components/dialog-shell';
import { LoadError } from '../../components/load-error';
import { MUTED_TEXT_COLOR, PageHeader } from '../../components/page-header';
import { previewCron, SCHEDULE_TABLE_URL, useSaveSchedule, useSchedule, useScheduleAction, useScripts } from './api/developer-tools';
import { ParameterForm, type ParameterValues } from './parameter-form';
import { RunConsole } from './run-console';

interface ScheduleRow extends Record<string, unknown> {
  id: number;
  name: string;
  cron: string;
  script: string;
  parameters: Record<string, unknown>;
  isPaused: boolean;
}

const SCHEDULE_CARD_FIELDS = ['cron', 'nextRunAt', 'lastRunStatus'] as const;

/** The next five run times of the cron being typed, or why it is refused (the server's words). */
function CronPreview({ cron }: { cron: string }) {
  const [debounced] = useDebouncedValue(cron.trim(), 300);
  const preview = useQuery({ queryKey: ['developer', 'cron-preview', debounced], queryFn: () => previewCron(debounced), enabled: debounced !== '' });
  if (debounced === '') return null;
  if (!preview.data) return <Loader size="xs" role="status" aria-label="Checking the cron expression" />;
  if ('problem' in preview.data) {
    return (
      <Text size="sm" c="red.9" role="alert">
        {preview.data.problem}
      </Text>
    );
  }
  return (
    <div>
      <Text size="sm" fw={600}>
        Next 5 runs (Philippine time)
      </Text>
      <List size="sm" aria-label="Next runs">
        {preview.data.nextRuns.map((at) => (
          <List.Item key={at}>{formatDisplayDateTime(at)}</List.Item>
        ))}
      </List>
    </div>
  );
}

function ScheduleDialog({ schedule, opened, onClose }: { schedule: ScheduleRow | null; opened: boolean; onClose: () => void }) {
  const scripts = useScripts();
  const save = useSaveSchedule();
  const [name, setName] = useState('');
  const [cron, setCron] = useState('0 2 * * *');
  const [script, setScript] = useState<string | null>(null);
  const [values, setValues] = useState<ParameterValues>({});
  const [isPaused, setIsPaused] = useState(false);
  const description = scripts.data?.find((s) => s.name === script) ?? null;

  useEffect(() => {
    if (!opened) return;
    setName(schedule?.name ?? '');
    setCron(schedule?.cron ?? '0 2 * * *');
    setScript(schedule?.script ?? scripts.data?.[0]?.name ?? null);
    setIsPaused(schedule?.isPaused ?? false);
  }, [opened, schedule, scripts.data]);
  useEffect(() => {
    if (!description) return;
    const defaults = parameterFormDefaults(description.parameters);
    setValues(schedule && schedule.script === description.name ? { ...defaults, ...(schedule.parameters as ParameterValues) } : defaults);
  }, [description, schedule]);

  const submit = () => {
    if (!description) return;
    const body = { name, cron, script: description.name, parameters: parameterFormPayload(description.parameters, values), isPaused };
    save.mutate(schedule ? { ...body, id: schedule.id } : body, { onSuccess: onClose });
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={schedule ? 'Edit schedule' : 'Create schedule'}
      icon={<IconCalendarRepeat size={20} aria-hidden />}
      size="md"
      isPersistent
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={submit} loading={save.isPending} color="indigo.9">
            {schedule ? 'Save schedule' : 'Create schedule'}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <TextInput label="Name" required value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={120} />
        <TextInput
          label="Cron expression"
          description="Five fields: minute, hour, day of month, month, day of week. Read in Philippine time."
          required
          value={cron}
          onChange={(event) => setCron(event.currentTarget.value)}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        <CronPreview cron={cron} />
        <Select
          label="Script"
          required
          data={(scripts.data ?? []).map((s) => ({ value: s.name, label: s.title }))}
          value={script}
          onChange={setScript}
          allowDeselect={false}
        />
        {description && <ParameterForm parameters={description.parameters} values={values} onChange={setValues} idPrefix="schedule" />}
        <Checkbox label="Paused" description="A paused schedule does not run until resumed." checked={isPaused} onChange={(event) => setIsPaused(event.currentTarget.checked)} />
      </Stack>
    </DialogShell>
  );
}

function ScheduleDrawer({ scheduleId, onClose }: { scheduleId: number | null; onClose: () => void }) {
  const schedule = useSchedule(scheduleId);
  const data = schedule.data;
  return (
    <Drawer opened={scheduleId !== null} onClose={onClose} position="right" size="lg" title={data ? data.name : 'Schedule'}>
      {schedule.isError ? (
        <LoadError what="schedule" error={schedule.error} onRetry={() => void schedule.refetch()} isRetrying={schedule.isFetching} />
      ) : data ? (
        <Stack gap="md">
          <Text size="sm">
            <b>{data.title}</b> on <code>{data.cron}</code> ({describeParameterValues(data.parameters)})
          </Text>
          {data.isPaused ? (
            <Text size="sm">Paused: no run is coming until it is resumed.</Text>
          ) : (
            <div>
              <Text size="sm" fw={600}>
                Next runs
              </Text>
              <List size="sm">
                {data.upcoming.map((at) => (
                  <List.Item key={at}>{formatDisplayDateTime(at)}</List.Item>
                ))}
              </List>
            </div>
          )}
          <Title order={3} size="h5">
            Last runs
          </Title>
          {data.runs.length === 0 ? (
            <Text size="sm" c={MUTED_TEXT_COLOR}>
              This schedule has not run yet.
            </Text>
          ) : (
            <Accordion variant="separated">
              {data.runs.map((run) => (
                <Accordion.Item key={run.id} value={String(run.id)}>
                  <Accordion.Control>
                    <Group gap="xs">
                      <Text size="sm">Run {run.id}</Text>
                      <StatusBadge value={run.status} />
                      <Text size="xs" c={MUTED_TEXT_COLOR}>
                        {formatDisplayDateTime(run.createdAt)}
                        {run.ranByName ? ` · run now by ${run.ranByName}` : ''}
                      </Text>
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <RunConsole runId={run.id} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )}
        </Stack>
      ) : (
        <Text size="sm">Loading…</Text>
      )}
    </Drawer>
  );
}

/** Developer > Scheduler management: recurring script runs on cron expressions, with their next and last runs. */
export function SchedulerManagementPage() {
  const [editing, setEditing] = useState<ScheduleRow | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [openSchedule, setOpenSchedule] = useState<number | null>(null);
  const action = useScheduleAction();
  const create = () => {
    setEditing(null);
    setDialogOpen(true);
  };
  const createButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} color="indigo.9" onClick={create}>
      Create schedule
    </Button>
  );
  return (
    <>
      <PageHeader title="Scheduler Management" description="Scripts that run on their own on a cron expression (Philippine time). Each process checks every few seconds; a due schedule runs once." actions={createButton} />
      <DataTable<ScheduleRow>
        tableKey="job-schedule"
        apiUrl={SCHEDULE_TABLE_URL}
        cardTitle="name"
        cardFields={SCHEDULE_CARD_FIELDS}
        emptyState={{ text: 'No schedule yet. Create one to run a maintenance script every night or every week.', action: createButton }}
        renderCell={{ cron: (row) => <code>{row.cron}</code> }}
        renderActions={(row) => (
          <Group gap={4} wrap="wrap" maw={220}>
            <Button size="compact-sm" variant="light" color="indigo.9" aria-label={`Runs of ${row.name}`} onClick={() => setOpenSchedule(row.id)}>
              Runs
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              color="indigo.9"
              aria-label={`Edit ${row.name}`}
              onClick={() => {
                setEditing(row);
                setDialogOpen(true);
              }}
            >
              Edit
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              color="indigo.9"
              leftSection={row.isPaused ? <IconPlayerPlay size={14} aria-hidden /> : <IconPlayerPause size={14} aria-hidden />}
              aria-label={`${row.isPaused ? 'Resume' : 'Pause'} ${row.name}`}
              onClick={() => action.mutate({ id: row.id, action: row.isPaused ? 'resume' : 'pause' })}
            >
              {row.isPaused ? 'Resume' : 'Pause'}
            </Button>
            <Button size="compact-sm" variant="light" color="indigo.9" aria-label={`Run now: ${row.name}`} onClick={() => action.mutate({ id: row.id, action: 'run-now' }, { onSuccess: () => setOpenSchedule(row.id) })}>
              Run now
            </Button>
          </Group>
        )}
      />
      <ScheduleDialog schedule={editing} opened={dialogOpen} onClose={() => setDialogOpen(false)} />
      <ScheduleDrawer scheduleId={openSchedule} onClose={() => setOpenSchedule(null)} />
    </>
  );
}
