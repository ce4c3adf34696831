import { cutoffAllows, formatCurrency, formatDisplayDate } from '@haligi/shared';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconCoins, IconPlayerPlay, IconReceipt, IconRefresh, IconSend, IconWallet } from '@tabler/icons-react';
import { MetricCard } from '../../../../components/metric-card';
import { MUTED_TEXT_COLOR } from '../../../../components/page-header';
import { confirmAction } from '../../../../lib/confirm';
import { usePostCutoff, useRunCutoff, type Cutoff, type CutoffSummary } from '../api/payroll-api';
import { employerContributions } from '../utils/pay-breakdown';
import { CutoffDecision } from './cutoff-decision';
import { CutoffStatusBadge } from './cutoff-status-badge';
import { RunProgress } from './run-progress';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The picked cutoff: what it is, its state, what can be done with it, and its totals. */
export function CutoffPanel({ cutoff, summary }: { cutoff: Cutoff; summary: CutoffSummary | undefined }) {
  const run = useRunCutoff();
  const post = usePostCutoff();
  const canRun = cutoffAllows(cutoff.status, 'run');
  const isRerun = cutoff.runNo > 0;

  const askRun = async () => {
    if (isRerun) {
      const isConfirmed = await confirmAction({
        title: `Run ${cutoff.code} again?`,
        message: `Its ${plural(cutoff.processedCount, 'payslip is', 'payslips are')} replaced by a new computation and its approval request is canceled; the new run goes for approval again.`,
        confirmLabel: 'Run again',
      });
      if (!isConfirmed) return;
    }
    run.mutate(cutoff.id);
  };
  const askPost = async () => {
    const isConfirmed = await confirmAction({
      title: `Post ${cutoff.code}?`,
      message: `Net pay ${formatCurrency(cutoff.netPay)} for ${plural(cutoff.employeeCount, 'employee', 'employees')}. A posted cutoff is never changed again: corrections go in a later cutoff. Loan payments are recorded.`,
      confirmLabel: 'Post cutoff',
    });
    if (isConfirmed) post.mutate(cutoff.id);
  };

  const totals = summary?.totals;
  return (
    <Stack gap="md">
      <Card padding="md" component="section" aria-labelledby="cutoff-title">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Title order={2} size="h4" id="cutoff-title">
                {cutoff.code}
              </Title>
              <CutoffStatusBadge status={cutoff.status} />
            </Group>
            <Text size="sm">
              {cutoff.payrollGroupName} · {formatDisplayDate(cutoff.periodStart)} – {formatDisplayDate(cutoff.periodEnd)}
            </Text>
            <Text size="sm" c={MUTED_TEXT_COLOR}>
              Pay date {formatDisplayDate(cutoff.payDate)} · {plural(cutoff.employeeCount, 'employee', 'employees')}
              {cutoff.includeThirteenthMonth ? ' · with 13th month' : ''}
              {cutoff.includeSilConversion ? ' · with SIL conversion' : ''}
            </Text>
          </Stack>
          <Group gap="xs" wrap="wrap">
            {canRun && (
              <Button leftSection={isRerun ? <IconRefresh size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />} loading={run.isPending} onClick={() => void askRun()} variant={isRerun ? 'default' : 'filled'}>
                {isRerun ? 'Run again' : 'Run payroll'}
              </Button>
            )}
            {cutoff.status === 'APPROVED' && (
              <Button leftSection={<IconSend size={16} aria-hidden />} loading={post.isPending} onClick={() => void askPost()}>
                Post
              </Button>
            )}
            <CutoffDecision cutoff={cutoff} />
          </Group>
        </Group>
        <Stack mt="sm">
          <RunProgress cutoff={cutoff} />
        </Stack>
      </Card>
      {cutoff.runNo > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
          <MetricCard label="Gross pay" value={formatCurrency(totals?.grossPay ?? cutoff.grossPay)} icon={<IconCoins size={20} />} />
          <MetricCard label="Deductions" value={formatCurrency(totals?.totalDeductions ?? cutoff.totalDeductions)} icon={<IconReceipt size={20} />} hint="Contributions, tax, loans and other deductions" />
          <MetricCard label="Net pay" value={formatCurrency(totals?.netPay ?? cutoff.netPay)} icon={<IconWallet size={20} />} />
          <MetricCard label="Employer contributions" value={formatCurrency(totals ? employerContributions(totals) : cutoff.employerContributions)} icon={<IconBuildingBank size={20} />} hint="SSS with EC, PhilHealth and Pag-IBIG, on top of gross" />
        </SimpleGrid>
      )}
    </Stack>
  );
}
