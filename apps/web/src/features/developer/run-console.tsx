import { Box, Group, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import { formatDisplayDateTime, type ScriptOutputPayload } from '@haligi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { StatusBadge } from '../../components/data-table';
import { LoadError } from '../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../components/page-header';
import { socketManager } from '../../lib/socket';
import { SCRIPT_RUN_TABLE_URL, useScriptRun } from './api/developer-tools';

const FINISHED = new Set(['COMPLETED', 'FAILED']);

/**
 * A script run's output as it happens: the stored lines, then each `script-output` push merged in
 * by its index (pushes and the fetched output never double a line), a progress bar and the status.
 */
export function RunConsole({ runId }: { runId: number }) {
  const run = useScriptRun(runId);
  const queryClient = useQueryClient();
  const [pushed, setPushed] = useState<{ lines: Map<number, string>; progress: number | null; status: string | null }>({ lines: new Map(), progress: null, status: null });
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setPushed({ lines: new Map(), progress: null, status: null });
    return socketManager.on('script-output', (raw) => {
      const payload = raw as ScriptOutputPayload;
      if (payload.runId !== runId) return;
      setPushed((current) => {
        const lines = new Map(current.lines);
        payload.lines.forEach((line, index) => lines.set(payload.offset + index, line));
        return { lines, progress: payload.progress, status: payload.status };
      });
      if (FINISHED.has(payload.status)) {
        void queryClient.invalidateQueries({ queryKey: ['developer', 'script-run', runId] });
        void queryClient.invalidateQueries({ queryKey: ['table', SCRIPT_RUN_TABLE_URL] });
      }
    });
  }, [runId, queryClient]);

  const lines = useMemo(() => {
    const merged = [...(run.data?.output ?? [])];
    for (const [index, line] of pushed.lines) merged[index] = line;
    return merged.filter((line) => line !== undefined);
  }, [run.data, pushed.lines]);

  // The stored run wins once it is finished; until then the latest push.
  const status = run.data && FINISHED.has(run.data.status) ? run.data.status : (pushed.status ?? run.data?.status ?? 'QUEUED');
  const progress = run.data && FINISHED.has(run.data.status) ? run.data.progress : Math.max(pushed.progress ?? 0, run.data?.progress ?? 0);

  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [lines.length]);

  if (run.isError) return <LoadError what="script run" error={run.error} onRetry={() => void run.refetch()} isRetrying={run.isFetching} />;
  return (
    <Stack gap="xs" aria-label={`Run ${runId}`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Text fw={600}>Run {runId}</Text>
          <span data-testid="run-status">
            <StatusBadge value={status} />
          </span>
        </Group>
        {run.data?.startedAt && (
          <Text size="sm" c={MUTED_TEXT_COLOR}>
            Started {formatDisplayDateTime(run.data.startedAt)}
            {run.data.finishedAt ? ` · finished ${formatDisplayDateTime(run.data.finishedAt)}` : ''}
          </Text>
        )}
      </Group>
      <Progress.Root size="lg">
        <Progress.Section value={progress} aria-label="Progress" animated={!FINISHED.has(status)} color={status === 'FAILED' ? 'red.9' : 'indigo.9'} />
      </Progress.Root>
      <Text size="sm" data-testid="run-progress">
        {progress}% done
      </Text>
      <ScrollArea.Autosize mah={320} viewportRef={viewport} type="auto">
        <Box
          component="pre"
          role="log"
          aria-live="polite"
          aria-label="Output"
          tabIndex={0}
          m={0}
          p="sm"
          style={{ background: 'var(--mantine-color-dark-8)', color: 'var(--mantine-color-gray-1)', fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word', borderRadius: 4, minHeight: 80 }}
        >
          {lines.length ? lines.join('\n') : status === 'QUEUED' ? 'Waiting for the queue…' : ''}
        </Box>
      </ScrollArea.Autosize>
      {run.data?.error && (
        <Text size="sm" c="red.9">
          {run.data.error}
        </Text>
      )}
    </Stack>
  );
}
