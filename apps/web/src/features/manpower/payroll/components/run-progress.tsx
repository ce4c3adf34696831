import { Group, Progress, Stack, Text } from '@mantine/core';
import { MUTED_TEXT_COLOR } from '../../../../components/page-header';
import { useRunProgress, type Cutoff } from '../api/payroll-api';

/**
 * The run's progress: live from `payroll-queue-progress` while the cutoff is processing (its counts
 * until the first push), then the last run's count at rest.
 */
export function RunProgress({ cutoff }: { cutoff: Cutoff }) {
  const push = useRunProgress(cutoff.id);
  const isRunning = cutoff.status === 'PROCESSING';
  const live = push && (cutoff.runJobId === null || push.queueId === cutoff.runJobId) ? push : null;
  const total = live?.total ?? cutoff.employeeCount;
  const processed = live?.processed ?? cutoff.processedCount;
  const percent = live ? live.percent : total > 0 ? Math.floor((processed * 100) / total) : isRunning ? 0 : 100;
  if (!isRunning && cutoff.runNo === 0) return null;
  const label = isRunning ? `Run ${cutoff.runNo} in progress` : `Run ${cutoff.runNo} finished`;
  return (
    <Stack gap={4} data-testid="run-progress">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" c={MUTED_TEXT_COLOR} aria-live="polite">
          {processed.toLocaleString('en-US')} of {total.toLocaleString('en-US')} employees · {percent}%
        </Text>
      </Group>
      <Progress value={percent} size="lg" radius="sm" color={percent >= 100 ? 'teal.9' : 'blue.9'} animated={isRunning} aria-label="Payroll run progress" />
    </Stack>
  );
}
