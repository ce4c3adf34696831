import { Button, Card, Drawer, Grid, Group, Loader, NavLink, Stack, Text, Title } from '@mantine/core';
import { describeParameterValues, parameterFormDefaults, parameterFormPayload } from '@haligi/shared';
import { IconPlayerPlay, IconTerminal2 } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DataTable } from '../../components/data-table';
import { LoadError } from '../../components/load-error';
import { MUTED_TEXT_COLOR, PageHeader } from '../../components/page-header';
import { SCRIPT_RUN_TABLE_URL, useLiveJobs, useRunScript, useScripts } from './api/developer-tools';
import { ParameterForm, type ParameterValues } from './parameter-form';
import { RunConsole } from './run-console';

interface RunRow extends Record<string, unknown> {
  id: number;
  script: string;
  parameters: Record<string, unknown>;
}

const RUN_CARD_FIELDS = ['status', 'ranByName', 'createdAt'] as const;

/** Developer > Developer scripts: the registered maintenance scripts, a form per script, live output and the history. */
export function DeveloperScriptsPage() {
  // The history follows every run's job, scheduled ones too.
  useLiveJobs();
  const scripts = useScripts();
  const [selected, setSelected] = useState<string | null>(null);
  const [values, setValues] = useState<ParameterValues>({});
  const [runId, setRunId] = useState<number | null>(null);
  const [openRun, setOpenRun] = useState<number | null>(null);
  const run = useRunScript();
  const script = scripts.data?.find((s) => s.name === selected) ?? null;

  useEffect(() => {
    if (!selected && scripts.data?.length) setSelected(scripts.data[0].name);
  }, [scripts.data, selected]);
  useEffect(() => {
    if (script) setValues(parameterFormDefaults(script.parameters));
  }, [script]);

  const start = () => {
    if (!script) return;
    run.mutate({ name: script.name, parameters: parameterFormPayload(script.parameters, values) }, { onSuccess: (answer) => answer.data && setRunId(answer.data.id) });
  };

  return (
    <>
      <PageHeader title="Developer Scripts" description="Maintenance scripts that live in the code. Choose one, set its parameters and run it in the background; its output appears as it runs." />
      {scripts.isError ? (
        <LoadError what="scripts" error={scripts.error} onRetry={() => void scripts.refetch()} isRetrying={scripts.isFetching} />
      ) : scripts.isLoading ? (
        <Loader role="status" aria-label="Loading scripts" />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder padding="xs" component="nav" aria-label="Scripts">
              {scripts.data?.map((s) => (
                <NavLink
                  key={s.name}
                  component="button"
                  label={s.title}
                  leftSection={<IconTerminal2 size={18} aria-hidden />}
                  active={s.name === selected}
                  aria-current={s.name === selected ? 'true' : undefined}
                  onClick={() => {
                    setSelected(s.name);
                    setRunId(null);
                  }}
                />
              ))}
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {script && (
              <Card withBorder>
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    {script.title}
                  </Title>
                  <Text size="sm" c={MUTED_TEXT_COLOR}>
                    {script.description}
                  </Text>
                  <Text size="xs" c={MUTED_TEXT_COLOR}>
                    Script name: <code>{script.name}</code>
                  </Text>
                  <ParameterForm parameters={script.parameters} values={values} onChange={setValues} idPrefix={script.name} />
                  <Group>
                    <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} color="indigo.9" onClick={start} loading={run.isPending}>
                      Run script
                    </Button>
                  </Group>
                  {runId !== null && <RunConsole runId={runId} />}
                </Stack>
              </Card>
            )}
          </Grid.Col>
        </Grid>
      )}
      <Title order={2} size="h4" mt="xl" mb="sm">
        History
      </Title>
      <DataTable<RunRow>
        tableKey="script-run"
        apiUrl={SCRIPT_RUN_TABLE_URL}
        cardTitle="script"
        cardFields={RUN_CARD_FIELDS}
        emptyState={{ text: 'No script has run yet. Runs appear here with their parameters, who ran them and their output.' }}
        renderCell={{ script: (row) => `${row.script} (${describeParameterValues(row.parameters ?? {})})` }}
        renderActions={(row) => (
          <Button size="compact-sm" variant="light" color="indigo.9" aria-label={`Output of run ${row.id}`} onClick={() => setOpenRun(row.id)}>
            Output
          </Button>
        )}
      />
      <Drawer opened={openRun !== null} onClose={() => setOpenRun(null)} position="right" size="lg" title={openRun ? `Script run ${openRun}` : ''}>
        {openRun !== null && <RunConsole runId={openRun} />}
      </Drawer>
    </>
  );
}
