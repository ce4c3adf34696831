import { Alert, Button, Card, Center, Group, Loader, Menu, Progress, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconMail, IconUsers, IconCash, IconReceipt } from '@tabler/icons-react';
import { formatCurrency, formatDisplayDate } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { StatusBadge } from '../../../components/data-table/table-cell';
import { LoadError } from '../../../components/load-error';
import { MetricCard } from '../../../components/metric-card';
import { MUTED_TEXT_COLOR, PageHeader } from '../../../components/page-header';
import { invalidateTable } from '../../../components/data-table/table-query';
import { useQueryClient } from '@tanstack/react-query';
import { RowAction } from '../../inventory/components/row-actions';
import { downloadFile, OUTPUT_URLS, useCenterCutoffs, useEmailJob, useEmailPayslips, type CenterCutoff, type EmailAnswer, type PayslipRow } from './outputs-api';

export const cutoffLabel = (c: Pick<CenterCutoff, 'code' | 'periodStart' | 'periodEnd' | 'groupName'>) =>
  `${c.code} · ${formatDisplayDate(c.periodStart)} to ${formatDisplayDate(c.periodEnd)} · ${c.groupName}`;

const STATUS_TONE: Record<string, 'green' | 'blue' | 'yellow'> = { POSTED: 'green', APPROVED: 'blue', FOR_APPROVAL: 'yellow' };

/** manpower/payslip-center (decision 0057): pick a cutoff, its payslips, open a PDF, email all, register and bank file. */
export function PayslipCenterPage() {
  const cutoffs = useCenterCutoffs();
  const [cutoffId, setCutoffId] = useState<number | null>(null);
  const list = cutoffs.data?.list ?? [];
  useEffect(() => {
    if (cutoffId === null && list.length) setCutoffId(list[0].id);
  }, [cutoffId, list]);
  const cutoff = list.find((c) => c.id === cutoffId) ?? null;
  const email = useEmailPayslips();
  const [queueId, setQueueId] = useState<number | null>(null);
  const job = useEmailJob(queueId);
  const queryClient = useQueryClient();
  const jobState = job.data?.state;
  useEffect(() => {
    if (jobState === 'COMPLETED') {
      void invalidateTable(queryClient, OUTPUT_URLS.payslipTable);
      void queryClient.invalidateQueries({ queryKey: [OUTPUT_URLS.cutoffList] });
    }
  }, [jobState, queryClient]);
  const canEmail = cutoff !== null && (cutoff.status === 'APPROVED' || cutoff.status === 'POSTED');

  return (
    <Stack gap="md">
      <PageHeader
        title="Payslip Center"
        description="Payslips of a cutoff: open each as PDF, email them to employees, and download the payroll register and the bank file."
        actions={
          cutoff && (
            <Group gap="xs">
              <Button
                leftSection={<IconMail size={16} aria-hidden />}
                disabled={!canEmail}
                loading={email.isPending}
                onClick={() => email.mutate(cutoff.id, { onSuccess: (answer) => setQueueId((answer as EmailAnswer).queueId) })}
              >
                Email all
              </Button>
              <Menu position="bottom-end">
                <Menu.Target>
                  <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} disabled={!canEmail}>
                    Download
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => void downloadFile(OUTPUT_URLS.register, `Payroll register ${cutoff.code}.xlsx`, { cutoffId: cutoff.id })}>Payroll register (Excel)</Menu.Item>
                  <Menu.Item onClick={() => void downloadFile(OUTPUT_URLS.bankFile, `Bank file ${cutoff.code}.csv`, { cutoffId: cutoff.id, format: 'csv' })}>Bank file (CSV)</Menu.Item>
                  <Menu.Item onClick={() => void downloadFile(OUTPUT_URLS.bankFile, `Bank file ${cutoff.code}.xlsx`, { cutoffId: cutoff.id, format: 'xlsx' })}>Bank file (Excel)</Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          )
        }
      />
      {cutoffs.isPending ? (
        <Center p="xl">
          <Loader aria-label="Loading cutoffs" />
        </Center>
      ) : cutoffs.isError ? (
        <LoadError what="cutoffs" error={cutoffs.error} onRetry={() => void cutoffs.refetch()} isRetrying={cutoffs.isFetching} />
      ) : list.length === 0 ? (
        <Card padding="lg">
          <Text c={MUTED_TEXT_COLOR}>No cutoff has payslips yet. Run a cutoff in the payroll center; its payslips appear here once it is computed.</Text>
        </Card>
      ) : (
        <>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label="Cutoff"
              w={{ base: '100%', sm: 460 }}
              data={list.map((c) => ({ value: String(c.id), label: cutoffLabel(c) }))}
              value={cutoffId ? String(cutoffId) : null}
              onChange={(value) => {
                setCutoffId(value ? Number(value) : null);
                setQueueId(null);
              }}
              allowDeselect={false}
              searchable
            />
            {cutoff && (
              <StatusBadge value={cutoff.status} tone={STATUS_TONE[cutoff.status] ?? 'gray'} />
            )}
          </Group>
          {cutoff && (
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <MetricCard label="Employees" value={cutoff.employeeCount} icon={<IconUsers size={20} />} />
              <MetricCard label="Gross pay" value={formatCurrency(cutoff.grossPay)} icon={<IconReceipt size={20} />} />
              <MetricCard label="Net pay" value={formatCurrency(cutoff.netPay)} icon={<IconCash size={20} />} hint={`Pay date ${formatDisplayDate(cutoff.payDate)}`} />
              <MetricCard label="Emailed" value={`${cutoff.emailedCount} / ${cutoff.employeeCount}`} icon={<IconMail size={20} />} />
            </SimpleGrid>
          )}
          {queueId !== null && (
            <Card padding="sm" aria-live="polite">
              <Text size="sm" mb={6}>
                {jobState === 'COMPLETED' ? 'Payslips emailed.' : jobState === 'FAILED' ? `Emailing stopped: ${job.data?.lastError ?? 'an error'}` : 'Emailing payslips…'}
                {email.data ? ` ${email.data.toSend} to send; ${email.data.skipped} without an email address skipped.` : ''}
              </Text>
              <Progress value={job.data?.progress ?? 0} aria-label="Emailing progress" color={jobState === 'FAILED' ? 'red' : undefined} animated={jobState !== 'COMPLETED' && jobState !== 'FAILED'} />
            </Card>
          )}
          {!canEmail && cutoff && (
            <Alert color="yellow" variant="light">
              This cutoff waits for approval: its payslips can be opened, but emailing, the register and the bank file wait until it is approved.
            </Alert>
          )}
          {cutoff && (
            <DataTable<PayslipRow>
              key={cutoff.id}
              tableKey="payslip"
              apiUrl={OUTPUT_URLS.payslipTable}
              fixedFilters={[{ key: 'cutoffId', value: String(cutoff.id) }]}
              emptyState={{ text: 'This cutoff has no payslips.' }}
              cardTitle="employee"
              cardFields={['employeeNo', 'netPay', 'emailedAt']}
              renderCell={{
                grossPay: (row) => formatCurrency(row.grossPay),
                totalDeductions: (row) => formatCurrency(row.totalDeductions),
                netPay: (row) => <Text fw={600} size="sm">{formatCurrency(row.netPay)}</Text>,
                email: (row) => row.email || <Text size="sm" c={MUTED_TEXT_COLOR}>No email</Text>,
                emailedAt: (row) => (row.emailedAt ? formatDisplayDate(row.emailedAt) : '—'),
              }}
              renderActions={(row) => (
                <RowAction
                  label="Open PDF"
                  name={row.employee}
                  icon={<IconFileTypePdf size={18} aria-hidden />}
                  onClick={() => void downloadFile(OUTPUT_URLS.payslipPdf(row.id), `Payslip ${row.employeeNo} ${cutoff.code}.pdf`)}
                />
              )}
            />
          )}
        </>
      )}
    </Stack>
  );
}
